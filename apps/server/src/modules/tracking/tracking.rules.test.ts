import { describe, expect, it } from "vitest";
import { emailBelongs, normalizeResi, readFileToken, signFileToken } from "./tracking.rules";

const none = { user: [], plt: [], user_eksternal: [] };

describe("emailBelongs", () => {
  const incoming = {
    kategoriSurat: "external" as const,
    statusSurat: "terkirim" as const,
    dataPengirim: { nama: "Budi", email: "Budi@Contoh.example", nomor_wa: "0812" },
    penerima: none,
    tembusan: none,
  };
  it("matches the external sender of an incoming letter, case and spaces aside", () => {
    expect(emailBelongs(incoming, " budi@contoh.EXAMPLE ")).toBe(true);
    expect(emailBelongs(incoming, "ani@contoh.example")).toBe(false);
    expect(emailBelongs(incoming, "")).toBe(false);
  });
  it("matches an external recipient or copy of a sent outgoing letter only", () => {
    const outgoing = {
      kategoriSurat: "internal" as const,
      statusSurat: "terkirim" as const,
      dataPengirim: null,
      penerima: { ...none, user_eksternal: ["mitra@contoh.example"] },
      tembusan: { ...none, user_eksternal: ["tembusan@contoh.example"] },
    };
    expect(emailBelongs(outgoing, "mitra@contoh.example")).toBe(true);
    expect(emailBelongs(outgoing, "tembusan@contoh.example")).toBe(true);
    expect(emailBelongs({ ...outgoing, statusSurat: "pemeriksa" }, "mitra@contoh.example")).toBe(
      false,
    );
  });
});

describe("download link tokens", () => {
  const mailId = "0190a5f2-1111-7000-8000-000000000001";
  const fileId = "0190a5f2-2222-7000-8000-000000000002";
  it("name the letter and file until they expire, fit a path segment, refuse forgery", () => {
    const token = signFileToken("k", mailId, fileId, 2_000_000_000);
    expect(token.length).toBeLessThanOrEqual(100);
    expect(readFileToken("k", token, 1_999_999_999)).toEqual({ mailId, fileId });
    expect(readFileToken("k", token, 2_000_000_001)).toBeNull();
    expect(readFileToken("other", token, 1)).toBeNull();
    expect(readFileToken("k", `${token.slice(0, -2)}AA`, 1)).toBeNull();
    expect(readFileToken("k", "short", 1)).toBeNull();
  });
  it("normalizes a resi as printed", () => {
    expect(normalizeResi(" ab3-k9 ")).toBe("AB3K9");
  });
});
