import type { BerkasItem } from "@lontar/contracts/berkas";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berkasApi, berkasDetail, signedLetter } from "../../test/factories/berkas";
import { detail, send, typicalLetter } from "../../test/factories/surat-keluar";
import { disposeTo, registeredLetter } from "../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const berkasOf = async (username: string, klasifikasi: string) =>
  (await berkasApi(t, username).list({ klasifikasi })).json().items as BerkasItem[];

describe("letters are filed on their own", () => {
  it("a sent letter goes into the open berkas of its classification, opened when none", async () => {
    expect(await berkasOf("sekretariat", "000.1.2")).toEqual([]);
    const first = await signedLetter(t, "000.1.2", "Perjalanan dinas ke Jakarta");
    const [berkas] = await berkasOf("sekretariat", "000.1.2");
    expect(berkas).toMatchObject({
      judul: "Perjalanan Dinas Dalam Negeri",
      klasifikasi: { kode: "000.1.2" },
      status: "aktif",
      jumlah: 1,
      kurun_waktu_selesai: berkas?.kurun_waktu_mulai,
    });
    // The second letter of the classification joins the same berkas.
    const second = await signedLetter(t, "000.1.2", "Perjalanan dinas ke Surabaya");
    const after = await berkasOf("sekretariat", "000.1.2");
    expect(after).toHaveLength(1);
    const isi = (await berkasDetail(t, "sekretariat", after[0]?.id as string)).isi;
    expect(isi.map((i) => [i.urutan, i.surat_id, i.arah, i.uraian])).toEqual([
      [1, first, "keluar", "Perjalanan dinas ke Jakarta"],
      [2, second, "keluar", "Perjalanan dinas ke Surabaya"],
    ]);
    expect(isi[0]?.nomor).toMatch(/^000\.1\.2\//);
  });

  it("the letter's detail shows its berkas to its own unit only", async () => {
    const id = await signedLetter(t, "000.1.3", "Perjalanan ke luar negeri");
    const [berkas] = await berkasOf("sekretariat", "000.1.3");
    for (const username of ["staf", "kadis"])
      expect((await detail(t, username, id)).json().items.berkas, username).toEqual({
        id: berkas?.id,
        nomor_berkas: berkas?.nomor_berkas,
        tahun: berkas?.tahun,
        judul: "Perjalanan Dinas Luar Negeri",
        klasifikasi_kode: "000.1.3",
        status: "aktif",
      });
    // The addressee works in another unit: the berkas is not theirs to see.
    expect((await detail(t, "kadisdik", id)).json().items.berkas).toBeNull();
  });

  it("a letter still under review is not filed", async () => {
    const body = await typicalLetter(t, {}, ["kabid", "kadis"]);
    expect((await send(t, body)).statusCode).toBe(200);
    expect((await detail(t, "staf", body.initId as string)).json().items.berkas).toBeNull();
    const rows = await t.db.execute(
      sql`select count(*)::int as n from berkas_isi where mail_id = ${body.initId}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("a registered letter is filed when its disposition is marked done", async () => {
    const letter = await registeredLetter(t, {
      kepala_surat: {
        perihal: "Permohonan data pegawai",
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
        klasifikasi: { code: "800.1", name: "Kepegawaian" },
      },
    } as never);
    const disposed = await disposeTo(t, "kadis", letter.id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "",
      is_private: false,
    });
    expect(disposed.statusCode, disposed.body).toBe(200);
    expect(await berkasOf("sekretariat", "800.1")).toEqual([]);
    const done = await t.as("kabid")({
      method: "POST",
      url: `/egs/mail-disposisi/${letter.id}/selesai`,
      payload: { keterangan: "Data sudah dikirim" },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [berkas] = await berkasOf("sekretariat", "800.1");
    const isi = (await berkasDetail(t, "sekretariat", berkas?.id as string)).isi;
    expect(isi).toMatchObject([
      { surat_id: letter.id, arah: "masuk", uraian: "Permohonan data pegawai" },
    ]);
  });

  it("two letters sent at once open one berkas, not two", async () => {
    await Promise.all([
      signedLetter(t, "000.4", "Pengadaan alat tulis"),
      signedLetter(t, "000.4", "Pengadaan kertas"),
    ]);
    const berkas = await berkasOf("sekretariat", "000.4");
    expect(berkas.map((b) => b.jumlah)).toEqual([2]);
  });
});
