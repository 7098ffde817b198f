import { describe, expect, it } from "vitest";
import { tanggalIndonesia, waktuIndonesia } from "../../../lib/jakarta-day";
import { lampiranText, terbilang } from "./indonesian";

describe("Indonesian wording", () => {
  it.each([
    [1, "satu"],
    [11, "sebelas"],
    [12, "dua belas"],
    [20, "dua puluh"],
    [21, "dua puluh satu"],
    [100, "seratus"],
    [115, "seratus lima belas"],
    [250, "dua ratus lima puluh"],
    [1000, "seribu"],
    [2026, "dua ribu dua puluh enam"],
  ])("%i is '%s'", (n, words) => expect(terbilang(n)).toBe(words));

  it("writes dates with the month in Indonesian", () => {
    expect(tanggalIndonesia("2026-11-22")).toBe("22 November 2026");
    expect(tanggalIndonesia("2026-02-01")).toBe("1 Februari 2026");
    expect(waktuIndonesia(new Date("2026-11-22T06:05:00Z"))).toBe("22 November 2026 13:05 WIB");
  });

  it("writes the attachment line", () => {
    expect(lampiranText(1, "Lembar")).toBe("1 (satu) Lembar");
    expect(lampiranText(3, "Rangkap")).toBe("3 (tiga) Rangkap");
    expect(lampiranText(0, "Lembar")).toBe("-");
  });
});
