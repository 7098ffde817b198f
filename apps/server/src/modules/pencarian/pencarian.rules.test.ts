import { describe, expect, it } from "vitest";
import {
  addMonths,
  arsipPath,
  codeQuery,
  isCodeQuery,
  lastDayOf,
  letterPath,
  MARK_END,
  MARK_START,
  markedExcerpt,
  monthOf,
  monthsFrom,
  nextRing,
  ringKeys,
  typedPrefix,
  webSearchText,
} from "./pencarian.rules";

describe("search rules", () => {
  it("reads 'atau' as an alternative, not as a word to match", () => {
    expect(webSearchText("banjir atau longsor")).toBe("banjir or longsor");
    expect(webSearchText("Atau")).toBe("or");
    expect(webSearchText("ataupun")).toBe("ataupun");
  });

  it("takes the last typed word as a prefix only in a query of plain words", () => {
    expect(typedPrefix("rapat koord")).toBe("koord");
    expect(typedPrefix("orang")).toBe("orang");
    expect(typedPrefix("rapat ko")).toBeNull();
    expect(typedPrefix("rapat koordinasi ")).toBeNull();
    expect(typedPrefix('"rapat koord"')).toBeNull();
    expect(typedPrefix("banjir or longsor")).toBeNull();
    expect(typedPrefix("banjir -longsor")).toBeNull();
    expect(typedPrefix("005/12")).toBeNull();
  });

  it("matches numbers and NIPs exactly when the query is one token with a digit", () => {
    expect(isCodeQuery("005/123/DISKOMINFO/2026")).toBe(true);
    expect(isCodeQuery("198503122010011002")).toBe(true);
    expect(isCodeQuery("rapat 2026")).toBe(false);
    expect(isCodeQuery("rapat")).toBe(false);
  });

  it("escapes the excerpt and keeps only the marks as <mark>", () => {
    expect(markedExcerpt(`a ${MARK_START}b${MARK_END} <img src=x> & "c" 'd'`)).toBe(
      "a <mark>b</mark> &lt;img src=x&gt; &amp; &quot;c&quot; &#39;d&#39;",
    );
    expect(markedExcerpt(`${MARK_END}x${MARK_START}y`)).toBe("x<mark>y</mark>");
  });

  it("opens a letter where the user's relation to it lists it", () => {
    const base = {
      kategori: "internal" as const,
      status: "pemeriksa",
      author: false,
      reviewer: false,
      reviewerAtWork: false,
      recipient: false,
    };
    const id = "x";
    expect(letterPath(id, { ...base, author: true, status: "perbaikan" })).toBe(
      "/surat-keluar/konsep/detail/x",
    );
    expect(letterPath(id, { ...base, reviewer: true, reviewerAtWork: true })).toBe(
      "/surat-keluar/persetujuan/detail/x",
    );
    expect(letterPath(id, { ...base, reviewer: true, status: "terkirim" })).toBe(
      "/surat-keluar/terkirim/detail/x",
    );
    expect(letterPath(id, { ...base, author: true, status: "batal" })).toBe(
      "/surat-keluar/surat-batal/detail/x",
    );
    expect(letterPath(id, { ...base, recipient: true, status: "terkirim" })).toBe(
      "/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/x",
    );
    expect(letterPath(id, { ...base, status: "terkirim" })).toBe("/bank-surat/list/detail/x");
    expect(letterPath(id, { ...base, kategori: "external", author: true })).toBe(
      "/surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/x",
    );
    expect(arsipPath("800/1 A")).toBe("/master-arsip/tabel-arsip?q=800%2F1%20A");
  });

  it("reads months newest first, each ring sized to pass the cap at the rate found", () => {
    expect(monthOf("2026-01-31")).toBe(202601);
    expect(addMonths(202601, -1)).toBe(202512);
    expect(addMonths(202512, 1)).toBe(202601);
    expect(addMonths(202603, -27)).toBe(202312);
    const plan = { anchor: 202602, oldest: 200001, ahead: false, cap: 1000 };
    expect(nextRing(plan, 0, 0)).toEqual({ months: [202602, 202601], read: 2 });
    // 300 a month: three more months pass the cap (and at most eight times those read).
    expect(nextRing(plan, 1, 300)).toEqual({ months: [202601, 202512, 202511], read: 4 });
    expect(nextRing(plan, 1, 10)?.read).toBe(9);
    // Too few for the cap at this rate, or none yet: every month left at once, by the plain keys.
    expect(monthsFrom(200001, 202509)).toBe(309);
    expect(nextRing(plan, 5, 0)).toEqual({ months: [], read: 314, through: 202509 });
    expect(nextRing(plan, 2, 3)).toEqual({ months: [], read: 314, through: 202512 });
    expect(nextRing({ ...plan, oldest: 202401 }, 2, 38)?.through).toBe(202512);
    expect(nextRing({ ...plan, oldest: 202401 }, 2, 39)?.through).toBeUndefined();
    expect(nextRing({ ...plan, oldest: 202401 }, 26, 0)).toBeNull();
    expect(lastDayOf(202602)).toBe("2026-02-28");
    expect(lastDayOf(202412)).toBe("2024-12-31");
    // Ahead: the next twelve months with this one.
    expect(nextRing({ ...plan, anchor: 202611, ahead: true }, 0, 0)?.months).toEqual([
      202711, 202710, 202709, 202708, 202707, 202706, 202705, 202704, 202703, 202702, 202701,
      202612, 202611, 202610,
    ]);
    expect(ringKeys(["u:1", "p:2"], [202606, 202605])).toEqual([
      "u:1@202606",
      "u:1@202605",
      "p:2@202606",
      "p:2@202605",
    ]);
  });

  it("writes a number whole as the index's mark, quotes escaped", () => {
    expect(codeQuery("005/123/DISKOMINFO/2026")).toBe("'=005/123/diskominfo/2026'");
    expect(codeQuery("a'b\\c")).toBe("'=a''b\\\\c'");
  });
});
