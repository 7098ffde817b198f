import { describe, expect, it } from "vitest";
import { browserSubscription } from "../../test/factories/push";
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  endpointOfToken,
  MAX_PUSH_ATTEMPTS,
  parsePushToken,
  pushMessageOf,
  pushServiceAllowed,
  retryDelayMs,
  subscriptionGone,
} from "./push.rules";

describe("push rules", () => {
  it("sends only to the browsers' push services over https", () => {
    const allowed = (url: string) => pushServiceAllowed(url, DEFAULT_PUSH_SERVICE_HOSTS);
    for (const url of [
      "https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBh",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-bn3p.notify.windows.com/w/?token=BQYAAA",
      "https://FCM.googleapis.com/fcm/send/x",
    ])
      expect(allowed(url), url).toBe(true);
    for (const url of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.attacker.test/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://a.b.notify.windows.com/x",
      "https://169.254.169.254/latest/meta-data",
      "https://localhost/x",
      "not a url",
    ])
      expect(allowed(url), url).toBe(false);
    expect(pushServiceAllowed("https://127.0.0.1:4431/p", ["127.0.0.1:*"])).toBe(true);
    expect(pushServiceAllowed("https://127.0.0.1/p", ["127.0.0.1:*"])).toBe(false);
  });

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

  it("titles a push by the notification's type; without a letter to open it links to the list", () => {
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
      keterangan: null,
      kategori_surat: null,
    };
    expect(pushMessageOf(item)).toEqual({
      title: "Disposisi surat untuk anda",
      body: "Rapat\nDari: Kepala Dinas",
      url: "/surat-masuk/daftar-surat?notifikasi=0190-n",
      tag: "0190-n",
      kategori: "surat-masuk",
    });
    expect(pushMessageOf({ ...item, pengirim: null }).body).toBe("Rapat");
  });

  it("a push about the writer's letter carries the note and opens the letter", () => {
    const item = {
      id: "0190-w",
      kategori: "surat-keluar" as const,
      type: "batal" as const,
      mail_id: "0190-m",
      perihal: "Rapat",
      pengirim: "Kepala Bidang",
      penerima: null,
      tanggal: "2026-01-01T00:00:00.000Z",
      is_read: false,
      keterangan: "Acara ditunda",
      kategori_surat: "internal" as const,
    };
    expect(pushMessageOf(item)).toEqual({
      title: "Surat anda dibatalkan",
      body: "Rapat\nDari: Kepala Bidang\nAlasan Pembatalan: Acara ditunda",
      url: "/surat-keluar/surat-batal/detail/0190-m?notifikasi=0190-w",
      tag: "0190-w",
      kategori: "surat-keluar",
    });
    expect(
      pushMessageOf({
        ...item,
        kategori: "konsep",
        type: "perbaikan",
        keterangan: "Ganti tanggal",
      }),
    ).toMatchObject({
      title: "Surat dikembalikan untuk perbaikan",
      body: "Rapat\nDari: Kepala Bidang\nCatatan Perbaikan: Ganti tanggal",
      url: "/surat-keluar/konsep/detail/0190-m?notifikasi=0190-w",
    });
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
