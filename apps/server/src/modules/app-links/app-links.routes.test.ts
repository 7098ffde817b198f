import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp | undefined;
afterEach(() => t?.close());

describe("GET /egs/public/app-links", () => {
  it("answers the Android download address to anyone, without a login", async () => {
    t = await createTestApp({ androidAppUrl: "https://unduh.example.go.id/lontar.apk" });
    const res = await t.app.inject({ method: "GET", url: "/egs/public/app-links" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { android: "https://unduh.example.go.id/lontar.apk" },
    });
  });

  it("answers null when no address is set, so the page shows no link", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/egs/public/app-links" });
    expect(res.json()).toEqual({ data: { android: null } });
  });
});
