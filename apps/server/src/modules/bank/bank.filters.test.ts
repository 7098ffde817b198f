import { BANK_MESSAGES } from "@lontar/contracts/bank";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pegawai } from "../../db/schema/org";
import { bankIds, getBank, jenisNaskahIds, setReceivedAt } from "../../test/factories/bank";
import { disposeTo, registeredLetter } from "../../test/factories/surat-masuk";
import { demoPegawai, insertLetter } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { statementsOf } from "../../test/statements";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe("Bank Surat Keluar filters", () => {
  const made: Record<string, string> = {};
  let kabidName = "";
  beforeAll(async () => {
    const [typeA, typeB] = await jenisNaskahIds(t.db);
    const people = await demoPegawai(t.db, ["kabid"]);
    const kabid = people.get("kabid");
    if (!typeA || !typeB || !kabid) throw new Error("seed missing");
    const [row] = await t.db
      .select({ name: pegawai.name })
      .from(pegawai)
      .where(eq(pegawai.id, kabid.pegawaiId));
    kabidName = row?.name ?? "";
    const add = async (
      name: string,
      createdAt: string,
      values: object = {},
      status = "terkirim",
    ) => {
      const letter = await insertLetter(t.db, {
        author: "staf",
        reviewers: ["kadis"],
        penerima: ["kadisdik"],
        status: status as "terkirim",
        values: { createdAt: at(createdAt), perihal: `Filter ${name}`, ...values },
      });
      made[name] = letter.id;
    };
    // Jakarta is UTC+7: 17:00Z is midnight of the next day there.
    await add("beforeStart", "2020-03-09T16:59:59Z");
    await add("atStart", "2020-03-09T17:00:00Z", { jenisNaskahId: typeA.id });
    await add("middle", "2020-03-11T03:00:00Z", { jenisNaskahId: typeB.id }, "batal");
    await add("atEnd", "2020-03-12T16:59:59Z", {
      jenisNaskahId: typeA.id,
      noSurat: "800/77/DISKOMINFO/2020",
      pengirimPegawaiId: kabid.pegawaiId,
    });
    await add("afterEnd", "2020-03-12T17:00:00Z");
  });

  const range = { start_date: "2020-03-10", end_date: "2020-03-12" };

  it("the date range is whole days in Asia/Jakarta, newest first", async () => {
    expect(await bankIds(t, "keluar", range)).toEqual([made.atEnd, made.middle, made.atStart]);
    const res = await getBank(t, "keluar", range);
    expect(res.json().items[0]).toMatchObject({ tanggal: "2020-03-12", hal: "Filter atEnd" });
    expect(res.json().items[2]).toMatchObject({ tanggal: "2020-03-10" });
  });

  it("letter type and status narrow the range", async () => {
    const [typeA, typeB] = await jenisNaskahIds(t.db);
    expect(await bankIds(t, "keluar", { ...range, jenis_surat: typeA?.id })).toEqual([
      made.atEnd,
      made.atStart,
    ]);
    expect(await bankIds(t, "keluar", { ...range, jenis_surat: typeB?.id })).toEqual([made.middle]);
    expect(await bankIds(t, "keluar", { ...range, status_surat: "batal" })).toEqual([made.middle]);
    expect(await bankIds(t, "keluar", { ...range, status_surat: "terkirim" })).toEqual([
      made.atEnd,
      made.atStart,
    ]);
    const row = (await getBank(t, "keluar", { ...range, status_surat: "batal" })).json().items[0];
    expect(row).toMatchObject({
      status: { text: "batal" },
      status_mail: "batal",
      jenis_surat: typeB?.nama,
    });
  });

  it("the search looks in the subject, the number and the sender", async () => {
    expect(await bankIds(t, "keluar", { q: "filter middle" })).toEqual([made.middle]);
    expect(await bankIds(t, "keluar", { q: "77/DISKOMINFO" })).toEqual([made.atEnd]);
    expect(await bankIds(t, "keluar", { ...range, q: kabidName.slice(0, 8) })).toEqual([
      made.atEnd,
    ]);
    const row = (await getBank(t, "keluar", { q: "77/DISKOMINFO" })).json().items[0];
    expect(row).toMatchObject({
      no_surat: "800/77/DISKOMINFO/2020",
      dari: kabidName,
      satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
      sifat_pengamanan: "Biasa",
    });
    expect(row.pengirim.peg_nama).toBeTruthy();
    // LIKE wildcards in the term are literal.
    expect(await bankIds(t, "keluar", { q: "%" })).toEqual([]);
  });

  it("10, 20 or 50 a page with the paged meta; any other size is refused", async () => {
    for (let i = 0; i < 12; i++)
      await insertLetter(t.db, {
        author: "staf",
        reviewers: ["kadis"],
        status: "terkirim",
        values: { createdAt: at("2019-01-15T03:00:00Z"), perihal: `Halaman ${i}` },
      });
    const year = { start_date: "2019-01-01", end_date: "2019-12-31" };
    const page2 = (await getBank(t, "keluar", { ...year, per_page: 10, page: 2 })).json();
    expect(page2.items).toHaveLength(2);
    expect(page2.meta).toEqual({
      current_page: 2,
      last_page: 2,
      from: 11,
      to: 12,
      per_page: 10,
      total: 12,
    });
    // A page past the end has no row, and still the total.
    const past = (await getBank(t, "keluar", { ...year, per_page: 10, page: 5 })).json();
    expect(past.items).toHaveLength(0);
    expect(past.meta.total).toBe(12);
    // A page and its total are one statement.
    const sent = await statementsOf(t.db, () =>
      getBank(t, "keluar", { ...year, per_page: 10, page: 1 }),
    );
    expect(sent.filter((text) => /\bfrom\s+mail\b/i.test(text))).toHaveLength(1);
    expect((await getBank(t, "keluar", { ...year, per_page: 20 })).json().items).toHaveLength(12);
    expect((await getBank(t, "keluar", { ...year })).json().meta.per_page).toBe(10);
    const refused = await getBank(t, "keluar", { ...year, per_page: 15 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.per_page).toEqual([BANK_MESSAGES.perPage]);
    expect((await getBank(t, "keluar", { start_date: "13-03-2020" })).statusCode).toBe(422);
  });
});

describe("incoming banks: received dates, search, disposition and the badge", () => {
  it("Bank Surat Masuk (Sekretariat) filters on the received date and searches the sender", async () => {
    const first = await registeredLetter(t, {
      tanggal_terima: "2020-05-01",
      dari: "Kantor Pos Contoh",
      no_surat: "A/1/2020",
    });
    const second = await registeredLetter(t, {
      tanggal_terima: "2020-05-03",
      dari: "Badan Pusat Statistik",
      no_surat: "B/2/2020",
    });
    const may = { start_date: "2020-05-02", end_date: "2020-05-31" };
    expect(await bankIds(t, "masuk", may)).toEqual([second.id]);
    expect(await bankIds(t, "masuk", { start_date: "2020-05-01", end_date: "2020-05-03" })).toEqual(
      [second.id, first.id],
    );
    expect(await bankIds(t, "masuk", { q: "kantor pos" })).toEqual([first.id]);
    expect(await bankIds(t, "masuk", { q: "B/2/2020" })).toEqual([second.id]);
    const row = (await getBank(t, "masuk", may)).json().items[0];
    expect(row).toMatchObject({
      tanggal: "2020-05-03",
      dari: "Badan Pusat Statistik",
      no_surat: "B/2/2020",
      nomor_agenda: second.nomor_agenda,
      resi: second.resi,
      status: { text: "Belum Dibaca" },
      disposisi: null,
    });
  });

  it("the badge follows the unit: Belum Dibaca, Dibaca, then Didisposisi with who to whom", async () => {
    const { id } = await registeredLetter(t, { dari: "Lembaga Badge Uji" });
    const badge = async () =>
      (await getBank(t, "masuk", { q: "Lembaga Badge Uji" })).json().items[0];
    expect((await badge()).status.text).toBe("Belum Dibaca");
    await t.as("kadis")({ method: "GET", url: `/egs/mail-sekretariat/${id}` });
    expect((await badge()).status.text).toBe("Dibaca");
    const disposed = await disposeTo(t, "kadis", id, ["kabid", "sekdis"], {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Catatan tertutup",
      is_private: true,
    });
    expect(disposed.statusCode).toBe(200);
    const people = await t.db.select({ nip: pegawai.nip, name: pegawai.name }).from(pegawai);
    const nameOf = async (username: string) => {
      const p = (await demoPegawai(t.db, [username])).get(username);
      return people.find((x) => x.nip === p?.pegNip)?.name;
    };
    const row = await badge();
    expect(row.status.text).toBe("Didisposisi");
    expect(row.disposisi).toBe(
      `${await nameOf("kadis")} → ${await nameOf("kabid")}, ${await nameOf("sekdis")}`,
    );
    // The private note never reaches the bank.
    expect(JSON.stringify(row)).not.toContain("Catatan tertutup");
  });

  it("Bank Surat Masuk is dated by the first arrival in the unit", async () => {
    const letter = await insertLetter(t.db, {
      author: "kadisdik",
      reviewers: [],
      penerima: ["kadis"],
      tembusan: ["sekdis"],
      status: "terkirim",
      values: { perihal: "Kedatangan Pertama" },
    });
    await setReceivedAt(t.db, letter.id, at("2020-08-20T18:00:00Z"));
    const q = { q: "Kedatangan Pertama" };
    expect(
      await bankIds(t, "masuk-internal", {
        ...q,
        start_date: "2020-08-21",
        end_date: "2020-08-21",
      }),
    ).toEqual([letter.id]);
    expect(
      await bankIds(t, "masuk-internal", {
        ...q,
        start_date: "2020-08-20",
        end_date: "2020-08-20",
      }),
    ).toEqual([]);
    const row = (await getBank(t, "masuk-internal", q)).json().items[0];
    expect(row).toMatchObject({
      tanggal: "2020-08-21",
      satuan_kerja_nama: "Dinas Pendidikan",
      status: { text: "Belum Dibaca" },
    });
    // The search also finds the sending unit.
    expect(await bankIds(t, "masuk-internal", { q: "Dinas Pendidikan" })).toContain(letter.id);
  });
});
