import type { ArsipItem } from "@lontar/contracts/arsip";
import type { BerkasItem } from "@lontar/contracts/berkas";
import { KLASIFIKASI_KEAMANAN_INVALID } from "@lontar/contracts/klasifikasi-keamanan-field";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arsipMultipart, createItem, itemFields, masterFor } from "../../test/factories/arsip";
import { berkasApi, berkasDetail, createdBerkas, signedLetter } from "../../test/factories/berkas";
import { createTestApp, type TestApp } from "../../test/harness";
import { MASKED_URAIAN } from "./berkas.rules";

/**
 * The security classes on archive items and berkas themselves (SKKAAD): an item closed to the
 * unit's archive staff (Rahasia, Sangat Rahasia) exists only for its uploader; in a berkas a
 * record the reader may not open shows by its number when Rahasia and not at all when Sangat
 * Rahasia; a berkas shows the strictest class of its own and its records'.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const arsipList = async (username: string) =>
  (await t.as(username)({ method: "GET", url: "/egs/arsip", query: { per_page: "100" } })).json()
    .items as ArsipItem[];

describe("security class of an archive item", () => {
  it("is Biasa unless chosen, refuses an unknown one, and is kept when an edit leaves it out", async () => {
    const master = await masterFor(t, "sekretariat");
    const plain = await createItem(t, "sekretariat", master, { nama_arsip: "SK Biasa" });
    expect(plain.klasifikasi_keamanan).toBe("Biasa");

    const bad = await t.as("sekretariat")({
      method: "POST",
      url: "/egs/arsip",
      ...arsipMultipart(itemFields(master, { klasifikasi_keamanan: "Amat Rahasia" })),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.klasifikasi_keamanan).toEqual([KLASIFIKASI_KEAMANAN_INVALID]);

    const secret = await createItem(t, "sekretariat", master, {
      nama_arsip: "Laporan intelijen",
      klasifikasi_keamanan: "Rahasia",
    });
    const edited = await t.as("sekretariat")({
      method: "PUT",
      url: `/egs/arsip/${secret.id}`,
      ...arsipMultipart(itemFields(master, { nama_arsip: "Laporan intelijen (revisi)" })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().items.klasifikasi_keamanan).toBe("Rahasia");
  });

  it("Rahasia and Sangat Rahasia items exist only for their uploader, in every list and action", async () => {
    const master = await masterFor(t, "sekretariat");
    const terbatas = await createItem(t, "sekretariat", master, {
      nama_arsip: "Notulen terbatas",
      klasifikasi_keamanan: "Terbatas",
    });
    const rahasia = await createItem(t, "sekretariat", master, {
      nama_arsip: "Berkas sengketa",
      klasifikasi_keamanan: "Rahasia",
    });
    // The administrator, who sees every unit's archive, uploads one into the same unit.
    const sangat = await createItem(t, "admin", master, {
      nama_arsip: "Dokumen sandi",
      klasifikasi_keamanan: "Sangat Rahasia",
      satuan_kerja_id: terbatas.satuan_kerja_id,
    });

    const mine = (await arsipList("sekretariat")).map((i) => i.id);
    expect(mine).toEqual(expect.arrayContaining([terbatas.id, rahasia.id]));
    expect(mine).not.toContain(sangat.id);
    const admins = (await arsipList("admin")).map((i) => i.id);
    expect(admins).toEqual(expect.arrayContaining([terbatas.id, sangat.id]));
    expect(admins).not.toContain(rahasia.id);

    const as = t.as("admin");
    for (const [method, url] of [
      ["GET", `/egs/arsip/${rahasia.id}/file`],
      ["GET", `/egs/arsip/${rahasia.id}/toggle`],
      ["DELETE", `/egs/arsip/${rahasia.id}`],
    ] as const)
      expect((await as({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    expect(
      (await t.as("sekretariat")({ method: "GET", url: `/egs/arsip/${sangat.id}/file` }))
        .statusCode,
    ).toBe(404);

    // Nor in the exported list.
    const exported = await t.as("admin")({
      method: "GET",
      url: "/egs/arsip/export/pdf",
      query: { key: "aktif" },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain("Notulen terbatas");
    expect(exported.body).not.toContain("Berkas sengketa");

    // Nor in the search.
    const found = async (username: string, q: string) =>
      (
        (
          await t.as(username)({ method: "GET", url: "/egs/search", query: { q, jenis: "arsip" } })
        ).json().items as { id: string }[]
      ).map((i) => i.id);
    expect(await found("sekretariat", "sengketa")).toEqual([rahasia.id]);
    expect(await found("admin", "sengketa")).toEqual([]);
    expect(await found("sekretariat", "sandi")).toEqual([]);
    expect(await found("admin", "sandi")).toEqual([sangat.id]);

    // Nor can it be filed by anyone else.
    const berkas = await createdBerkas(t, "sekretariat");
    expect((await berkasApi(t, "admin").add(berkas.id, { arsip_id: rahasia.id })).statusCode).toBe(
      404,
    );
    expect(
      (await berkasApi(t, "sekretariat").add(berkas.id, { arsip_id: sangat.id })).statusCode,
    ).toBe(404);
  });
});

describe("security class of a berkas", () => {
  it("shows the strictest of its own and its records'; refuses an unknown one", async () => {
    const own = await createdBerkas(t, "sekretariat", {
      judul: "Pengadaan perangkat sandi",
      klasifikasi_keamanan: "Terbatas",
    });
    expect(own.klasifikasi_keamanan).toBe("Terbatas");
    const bad = await berkasApi(t, "sekretariat").create({
      klasifikasi_kode: "000.1.2",
      judul: "Apa saja",
      kurun_waktu_mulai: "2026-11-02",
      klasifikasi_keamanan: "Pribadi",
    });
    expect(bad.json().errors.klasifikasi_keamanan).toEqual([KLASIFIKASI_KEAMANAN_INVALID]);

    const master = await masterFor(t, "sekretariat");
    const item = await createItem(t, "sekretariat", master, {
      nama_arsip: "Kontrak rahasia",
      klasifikasi_keamanan: "Rahasia",
    });
    expect((await berkasApi(t, "sekretariat").add(own.id, { arsip_id: item.id })).statusCode).toBe(
      201,
    );
    expect((await berkasDetail(t, "sekretariat", own.id)).klasifikasi_keamanan).toBe("Rahasia");
    const listed = (await berkasApi(t, "sekretariat").list({ per_page: 100 })).json()
      .items as BerkasItem[];
    expect(listed.find((b) => b.id === own.id)?.klasifikasi_keamanan).toBe("Rahasia");
  });

  it("lists a Rahasia letter by its number only and leaves a Sangat Rahasia one out", async () => {
    await signedLetter(t, "000.5", "Rapat koordinasi terbuka");
    const rahasia = await signedLetter(t, "000.5", "Penyelidikan internal", "Rahasia");
    const sangat = await signedLetter(t, "000.5", "Operasi pengamanan", "Sangat Rahasia");
    const [berkas] = (await berkasApi(t, "sekretariat").list({ klasifikasi: "000.5" })).json()
      .items as BerkasItem[];
    expect(berkas?.klasifikasi_keamanan).toBe("Sangat Rahasia");
    // The administrator opens no letter of anyone; the secretariat opens the unit's Biasa one.
    for (const [reader, first] of [
      ["sekretariat", "Rapat koordinasi terbuka"],
      ["admin", MASKED_URAIAN],
    ]) {
      const detail = await berkasDetail(t, reader as string, berkas?.id as string);
      expect(
        detail.isi.map((i) => i.uraian),
        reader,
      ).toEqual([first, MASKED_URAIAN]);
      expect(detail.isi.map((i) => i.surat_id)).toContain(rahasia);
      expect(detail.isi.map((i) => i.surat_id)).not.toContain(sangat);
      expect(JSON.stringify(detail)).not.toContain("Operasi pengamanan");
    }
  });
});
