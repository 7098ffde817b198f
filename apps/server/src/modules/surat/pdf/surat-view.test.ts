import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jenisNaskah } from "../../../db/schema/master";
import { insertLetter } from "../../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../../test/harness";
import { localDiskStorage } from "../../files/files.storage";
import { letterViewOf } from "./surat-view";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("letterViewOf", () => {
  it("resolves the letter type's code and the invitation's schedule from the database", async () => {
    const [type] = await t.db
      .select({ id: jenisNaskah.id })
      .from(jenisNaskah)
      .where(eq(jenisNaskah.kode, "surat-undangan"));
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kadis"],
      penerima: ["kadisdik"],
      values: {
        jenisNaskahId: type?.id ?? null,
        infoJadwal: {
          tanggal_mulai: "2026-11-30T02:00:00.000Z",
          tanggal_berakhir: "2026-11-30T05:00:00.000Z",
          tempat: "Ruang Rapat Diskominfo",
        },
      },
    });
    const view = await letterViewOf(
      t.db,
      localDiskStorage(mkdtempSync(path.join(tmpdir(), "lontar-view-"))),
      letter,
      { withLetterhead: true },
    );
    expect(view.jenis).toBe("surat-undangan");
    expect(view.jadwal).toEqual({
      hariTanggal: "Senin, 30 November 2026",
      waktu: "09.00 – 12.00 WIB",
      tempat: "Ruang Rapat Diskominfo",
      acara: "Rapat Koordinasi",
    });
    expect(view.penerima[0]?.nip).toBeTruthy();
  });
});
