import { render, screen } from "@testing-library/react";
import { Button } from "antd";
import { describe, expect, it } from "vitest";
import { AppProviders } from "./providers";

/** Rules of the button itself (not just its CSS variables) generated into the page. */
const buttonRules = () =>
  [...document.querySelectorAll("style")].filter((s) =>
    /\.ant-btn[^{]*\{[^}]*cursor:pointer/.test(s.textContent ?? ""),
  );

describe("AppProviders", () => {
  it("with staticStyles generates no Ant Design rules while rendering, only the theme variables", () => {
    render(
      <AppProviders staticStyles>
        <Button type="primary">Simpan</Button>
      </AppProviders>,
    );
    expect(screen.getByRole("button", { name: "Simpan" })).toHaveClass("ant-btn");
    expect(buttonRules()).toHaveLength(0);
  });

  it("otherwise generates them, as the tests render", () => {
    render(
      <AppProviders>
        <Button type="primary">Simpan</Button>
      </AppProviders>,
    );
    expect(buttonRules().length).toBeGreaterThan(0);
  });
});
