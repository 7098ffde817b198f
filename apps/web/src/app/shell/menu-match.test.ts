import { describe, expect, it } from "vitest";
import { demoMenus } from "../../test/fixtures";
import { selectMenu } from "./menu-match";

describe("selectMenu", () => {
  it("selects a top-level link", () => {
    expect(selectMenu(demoMenus, "/dashboard")).toEqual({
      selectedKey: "/dashboard",
      openKey: null,
    });
  });

  it("selects a sub-menu and opens its parent, also on its detail pages", () => {
    const expected = { selectedKey: "/surat-masuk/daftar-surat", openKey: "menu-2" };
    expect(selectMenu(demoMenus, "/surat-masuk/daftar-surat")).toEqual(expected);
    expect(
      selectMenu(demoMenus, "/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/abc"),
    ).toEqual(expected);
  });

  it("selects nothing for a page outside the menus", () => {
    expect(selectMenu(demoMenus, "/dashboard/personal-info")).toEqual({
      selectedKey: null,
      openKey: null,
    });
  });
});
