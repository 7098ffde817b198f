import { describe, expect, it } from "vitest";
import {
  endpointOfToken,
  MAX_PUSH_ATTEMPTS,
  parsePushToken,
  pushMessageOf,
  retryDelayMs,
  subscriptionGone,
} from "./push.rules";
import { browserSubscription } from "./push.test-support";

describe("push rules", () => {
  it("waits twice as long after each failure, up to six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(MAX_PUSH_ATTEMPTS)).toBe(30_000 * 2 ** (MAX_PUSH_ATTEMPTS - 1));
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });

  it("treats 404 and 410 as a subscription that is gone", () => {
    expect([404, 410, 400, 429, 500, undefined].map(subscriptionGone)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("titles a push by the notification's type and links it to its category", () => {
    const item = {
      id: "0190-n",
      kategori: "surat-masuk" as const,
      type: "disposisi" as const,
      mail_id: null,
      perihal: "Rapat",
      pengirim: "Kepala Dinas",
      penerima: null,
      tanggal: "2026-01-01T00:00:00.000Z",
      is_read: false,
    };
    expect(pushMessageOf(item)).toEqual({
      title: "Disposisi surat untuk anda",
      body: "Rapat\nDari: Kepala Dinas",
      url: "/surat-masuk/daftar-surat",
      tag: "0190-n",
      kategori: "surat-masuk",
    });
    expect(pushMessageOf({ ...item, pengirim: null }).body).toBe("Rapat");
  });

  it("reads a subscription out of fcm_token and ignores other tokens", () => {
    const sub = browserSubscription("https://push.example/x").json;
    expect(parsePushToken(JSON.stringify(sub))?.endpoint).toBe("https://push.example/x");
    for (const token of [null, undefined, "", "fcm:abc", "{not json", '{"endpoint":"x"}'])
      expect(parsePushToken(token)).toBeNull();
    expect(endpointOfToken(JSON.stringify(sub))).toBe("https://push.example/x");
    expect(endpointOfToken("https://push.example/y")).toBe("https://push.example/y");
    expect(endpointOfToken("fcm:abc")).toBeNull();
  });
});
