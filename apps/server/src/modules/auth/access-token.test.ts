import { afterEach, describe, expect, it, vi } from "vitest";
import { accessTokenSigner } from "./access-token";

const claims = { userId: 7, sessionId: "0190a1b2-0000-7000-8000-000000000001" };

describe("access token", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("checks a token's signature once, then takes it on its word", async () => {
    const tokens = accessTokenSigner("rahasia-uji-".repeat(4), 900);
    const token = await tokens.sign(claims);
    const check = vi.spyOn(crypto.subtle, "verify");
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("never remembers a token that fails, and refuses it every time", async () => {
    const tokens = accessTokenSigner("rahasia-uji-".repeat(4), 900);
    const token = await tokens.sign(claims);
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (let i = 0; i < 2; i++)
      await expect(tokens.verify(forged)).rejects.toMatchObject({ status: 401 });
    const other = accessTokenSigner("kunci-lain-".repeat(4), 900);
    await expect(other.verify(token)).rejects.toMatchObject({ status: 401 });
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it("a remembered token still lapses at its expiry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tokens = accessTokenSigner("rahasia-uji-".repeat(4), 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    const expired = tokens.verify(token);
    await expect(expired).rejects.toMatchObject({ status: 401 });
    await expect(expired).rejects.toMatchObject({ code: "TOKEN_EXPIRED" });
  });
});
