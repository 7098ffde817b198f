import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../test/http";
import { renderApp } from "../../test/render";

function serverWith(android: string | null) {
  const calls: string[] = [];
  stubFetch((url) => {
    calls.push(url);
    return jsonResponse(200, { data: { android } });
  });
  return calls;
}

describe("/unsupport-browser", () => {
  it("offers the Android app's download link at the address the server gives", async () => {
    const calls = serverWith("https://unduh.example.go.id/lontar.apk");
    renderApp("/unsupport-browser");
    const link = await screen.findByRole("link", { name: "Unduh aplikasi Android" });
    expect(link).toHaveAttribute("href", "https://unduh.example.go.id/lontar.apk");
    expect(calls).toContain("/egs/public/app-links");
    expect(screen.getByRole("link", { name: "Coba lagi" })).toBeInTheDocument();
  });

  it("shows no link while no address is set", async () => {
    const calls = serverWith(null);
    renderApp("/unsupport-browser");
    await waitFor(() => expect(calls).toContain("/egs/public/app-links"));
    expect(await screen.findByRole("link", { name: "Coba lagi" })).toBeInTheDocument();
    expect(screen.queryByText(/Android/)).not.toBeInTheDocument();
  });
});
