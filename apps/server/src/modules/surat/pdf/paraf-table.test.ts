import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-tools";
import { sampleLetter } from "./contoh-surat";
import { NO_PARAF_TEXT, PARAF_TITLE } from "./paraf-table";
import { renderLetter } from "./render";
import { ARCHIVE_MARK, ARCHIVE_NOTE, renderArchiveCopy } from "./salinan-arsip";

const paraf = [
  {
    nama: "Rizky Pratama Harahap, S.T., M.Kom.",
    jabatan: "Kepala Bidang Aplikasi Informatika",
    inisial: "RPH",
    waktu: "26-11-2026 09.30",
  },
  {
    nama: "Dewi Anggraini Lubis, S.Kom., M.M.",
    jabatan: "Sekretaris Dinas Komunikasi dan Informatika",
    inisial: "DAL",
    waktu: "26-11-2026 10.05",
  },
];

describe("the paraf table", () => {
  it("the archive copy prints each paraf beside the signature, and the marks", async () => {
    const text = await pdfText(await renderArchiveCopy(sampleLetter({ paraf })));
    expect(text).toContain(PARAF_TITLE);
    expect(text).toMatch(/1 Kepala Bidang Aplikasi Informatika Rizky Pratama Harahap.*RPH/);
    expect(text).toContain("DAL");
    expect(text).toContain("26-11-2026 10.05");
    expect(text).toContain(ARCHIVE_MARK);
    expect(text).toContain(ARCHIVE_NOTE);
  });

  it("says so when nobody has initialled yet", async () => {
    const text = await pdfText(await renderArchiveCopy(sampleLetter({ paraf: [] })));
    expect(text).toContain(NO_PARAF_TEXT);
  });

  it("the letter itself (no paraf list) has no table and no mark", async () => {
    const text = await pdfText(await renderLetter(sampleLetter()));
    expect(text).not.toContain(PARAF_TITLE);
    expect(text).not.toContain(ARCHIVE_MARK);
  });
});
