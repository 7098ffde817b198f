import { describe, expect, it } from "vitest";
import { loginFor, nextPath } from "./next-path";

describe("the page to return to after signing in", () => {
  it("carries a path of this site, with its query, through the login page", () => {
    const login = loginFor("/surat-keluar/telusuri/detail/abc?tab=1");
    expect(nextPath(login.slice(1))).toBe("/surat-keluar/telusuri/detail/abc?tab=1");
  });

  it("never leads away from the site", () => {
    for (const evil of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "dashboard",
      "",
    ])
      expect(nextPath(`?next=${encodeURIComponent(evil)}`), evil).toBeNull();
    expect(nextPath("")).toBeNull();
  });
});
