import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/auth";
import { jabatan, pegawai, satuanKerja } from "../../../db/schema/org";
import { notificationsOf } from "../../../test/factories/notifikasi";
import { act, detail, sentLetter } from "../../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let letterId: string;
let kadis: { nama: string; jabatan: string | null; satuanKerja: string };
let staf: { nama: string };

const personOf = async (username: string) => {
  const [row] = await t.db
    .select({ nama: pegawai.name, jabatan: jabatan.name, satuanKerja: satuanKerja.nama })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .innerJoin(satuanKerja, eq(satuanKerja.id, pegawai.satuanKerjaId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no ${username}`);
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  kadis = await personOf("kadis");
  staf = await personOf("staf");
  // staf writes it; kabid and sekdis pass it on; kadis signs.
  letterId = await sentLetter(t);
  await act(t, "kabid", letterId, "lanjutkan");
  await act(t, "sekdis", letterId, "lanjutkan");
  const signed = await act(t, "kadis", letterId, "setuju");
  if (signed.statusCode !== 200) throw new Error(signed.body);
});
afterAll(() => t.close());

describe("a signed letter is from its signing official, as an office sees it", () => {
  it("the recipient's inbox names the signing position and official, not the writer", async () => {
    const res = await t.as("kadisdik")({ method: "GET", url: "/egs/mail" });
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { id: string }) => i.id === letterId);
    expect(item.dari).toBe(kadis.jabatan);
    expect(item.pengirim).toEqual({ peg_nama: kadis.nama, peg_jabatan: kadis.jabatan });
    expect(JSON.stringify(item)).not.toContain(staf.nama);
  });

  it("the detail records the signer at signing and keeps the writer as 'Dibuat oleh'", async () => {
    const res = await detail(t, "kadisdik", letterId);
    const letter = res.json().items;
    expect(letter.penandatangan).toEqual({
      nama: kadis.nama,
      jabatan: kadis.jabatan,
      satuan_kerja: kadis.satuanKerja,
      sebagai: null,
    });
    expect(letter.user).toMatchObject({ user_name: "staf", peg_nama: staf.nama });
  });

  it("the recipients' notifications name the signer, not the writer", async () => {
    for (const username of ["kadisdik", "sekdis"]) {
      const mine = (await notificationsOf(t.db, username)).filter(
        (n) => n.mailId === letterId && n.kategori === "surat-masuk",
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]?.pengirim).toBe(`${kadis.nama}, ${kadis.jabatan}`);
    }
  });

  it("a letter not yet signed has no signer", async () => {
    const draft = await sentLetter(t);
    expect((await detail(t, "staf", draft)).json().items.penandatangan).toBeNull();
  });
});
