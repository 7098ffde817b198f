import { BERKAS_MESSAGES, type BerkasItem } from "@lontar/contracts/berkas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItem, KODE, masterFor, satuanKerjaIdOf } from "../../test/factories/arsip";
import { berkasApi, berkasDetail, createdBerkas, signedLetter } from "../../test/factories/berkas";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (username = "sekretariat") => berkasApi(t, username);

describe("POST egs/berkas", () => {
  it("numbers berkas per work unit and year, and refuses an unknown code", async () => {
    const a = await createdBerkas(t, "sekretariat", { kurun_waktu_mulai: "2025-03-01" });
    const b = await createdBerkas(t, "sekretariat", { kurun_waktu_mulai: "2025-04-01" });
    expect([a.tahun, b.nomor_berkas - a.nomor_berkas]).toEqual([2025, 1]);
    const other = await createdBerkas(t, "sekretariat", { kurun_waktu_mulai: "2024-01-10" });
    expect([other.tahun, other.nomor_berkas]).toEqual([2024, 1]);
    expect(a).toMatchObject({ status: "aktif", jumlah: 0, ditutup_pada: null, catatan: "" });

    const bad = await api().create({
      klasifikasi_kode: "999.9",
      judul: "",
      kurun_waktu_mulai: "2025-01-01",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.judul).toEqual(["Uraian informasi wajib diisi"]);
    const unknown = await api().create({
      klasifikasi_kode: "999.9",
      judul: "Apa saja",
      kurun_waktu_mulai: "2025-01-01",
    });
    expect(unknown.json().errors).toEqual({
      klasifikasi_kode: [BERKAS_MESSAGES.klasifikasiUnknown],
    });
  });

  it("is for holders of the Pemberkasan menu, each in their own unit", async () => {
    for (const username of ["staf", "kadis", "kadisdik"])
      expect((await api(username).list()).statusCode, username).toBe(403);
    const disdik = await satuanKerjaIdOf(t, KODE.disdik);
    const theirs = await createdBerkas(t, "admin", { satuan_kerja_id: disdik });
    expect(theirs.satuan_kerja_id).toBe(disdik);
    // Another unit's berkas does not exist for the secretariat; nor does a malformed id.
    expect((await api().get(theirs.id)).statusCode).toBe(404);
    expect((await api().close(theirs.id)).statusCode).toBe(404);
    expect((await api().get("12")).statusCode).toBe(404);
    const mine = (await api().list({ per_page: 100 })).json().items as BerkasItem[];
    expect(mine.map((b) => b.id)).not.toContain(theirs.id);
    // Administrators see every unit's.
    const all = (await api("admin").list({ per_page: 100 })).json().items as BerkasItem[];
    expect(all.map((b) => b.id)).toContain(theirs.id);
  });
});

describe("the records of a berkas", () => {
  it("moves a letter from one open berkas to another, and takes records out", async () => {
    const letter = await signedLetter(t, "000.2", "Rapat pimpinan");
    const [auto] = (await api().list({ klasifikasi: "000.2" })).json().items as BerkasItem[];
    const target = await createdBerkas(t, "sekretariat", {
      klasifikasi_kode: "000.2",
      judul: "Rapat pimpinan triwulan IV",
    });
    const moved = await api().add(target.id, { surat_id: letter });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().items).toMatchObject({ urutan: 1, surat_id: letter, jenis: "surat" });
    expect((await berkasDetail(t, "sekretariat", auto?.id as string)).isi).toEqual([]);
    // Filing it again where it is changes nothing.
    expect((await api().add(target.id, { surat_id: letter })).statusCode).toBe(201);
    expect((await berkasDetail(t, "sekretariat", target.id)).jumlah).toBe(1);

    const removed = await api().remove(target.id, moved.json().items.id);
    expect(removed.statusCode).toBe(200);
    expect((await berkasDetail(t, "sekretariat", target.id)).isi).toEqual([]);
    expect((await api().remove(target.id, moved.json().items.id)).statusCode).toBe(404);
  });

  it("files an archive item of the unit; letters and items it may not see do not exist", async () => {
    const berkas = await createdBerkas(t, "sekretariat");
    const item = await createItem(t, "sekretariat", await masterFor(t, "sekretariat"), {
      no_dokumen: "800/5/2025",
      nama_arsip: "SK Tim Kerja",
    });
    const added = await api().add(berkas.id, { arsip_id: item.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().items).toMatchObject({
      jenis: "arsip",
      nomor: "800/5/2025",
      uraian: "SK Tim Kerja",
      arah: null,
    });
    // A letter kept by another unit (kadisdik's own) is one the secretariat cannot see.
    const foreign = await api().add(berkas.id, {
      surat_id: "0190a0f0-0000-7000-8000-000000000000",
    });
    expect(foreign.statusCode).toBe(404);
    expect((await api().add(berkas.id, {})).statusCode).toBe(422);
  });

  it("a closed berkas takes nothing in and gives nothing out", async () => {
    const letter = await signedLetter(t, "000.3", "Rapat anggaran");
    const berkas = await createdBerkas(t, "sekretariat", {
      klasifikasi_kode: "000.3",
      kurun_waktu_mulai: "2026-01-05",
    });
    const isi = (await api().add(berkas.id, { surat_id: letter })).json().items;
    const tooEarly = await api().close(berkas.id, { kurun_waktu_selesai: "2025-12-31" });
    expect(tooEarly.json().errors).toEqual({ kurun_waktu_selesai: [BERKAS_MESSAGES.kurunInvalid] });
    const closed = await api().close(berkas.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().items).toMatchObject({ status: "tertutup", jumlah: 1 });
    expect(closed.json().items.ditutup_pada).toBe(closed.json().items.kurun_waktu_selesai);

    const other = await signedLetter(t, "000.3", "Rapat anggaran lanjutan");
    const refused = await api().add(berkas.id, { surat_id: other });
    expect([refused.statusCode, refused.json().diagnostic.message]).toEqual([
      409,
      BERKAS_MESSAGES.closed,
    ]);
    expect((await api().remove(berkas.id, isi.id)).statusCode).toBe(409);
    expect((await api().close(berkas.id)).statusCode).toBe(409);
    // Its letter stays with it: moving it elsewhere is refused.
    const elsewhere = await createdBerkas(t, "sekretariat", { klasifikasi_kode: "000.3" });
    const move = await api().add(elsewhere.id, { surat_id: letter });
    expect([move.statusCode, move.json().diagnostic.message]).toEqual([
      409,
      BERKAS_MESSAGES.filedInClosed,
    ]);
  });
});
