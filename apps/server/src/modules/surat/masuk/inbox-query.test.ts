import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import { createTestApp, type TestApp } from "../../../test/harness";
import { rowsByIndex } from "../../../test/query-plan";
import { inbox, inboxPageSelect, inboxValues } from "./inbox-query";

/**
 * A head of office receives far more letters of one kind than the other (kadis here: 300
 * registered from outside, 6 from inside the system). Each inbox tab reads its own rows.
 */
const EXTERNAL = 300;
const INTERNAL = 6;
const EMPLOYEES = 10_000;
let t: TestApp;
let kadis = { userId: 0, pegawaiId: 0 };

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await run<{ user_id: number; pegawai_id: number }>(
    t.db,
    "select u.id as user_id, p.id as pegawai_id from users u join pegawai p on p.nip = u.peg_nip where u.username = 'kadis'",
  );
  kadis = { userId: Number(row?.user_id), pegawaiId: Number(row?.pegawai_id) };
  await run(
    t.db,
    `insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by, perihal, created_at, resi)
     select gen_random_uuid(), (select min(id) from satuan_kerja),
       case when g <= ${INTERNAL} then 'internal' else 'external' end, 'terkirim', ${kadis.userId},
       'Uji tab ' || g, now() - g * interval '7 minutes', 'TAB-' || g
     from generate_series(1, ${INTERNAL + EXTERNAL}) g`,
  );
  await run(
    t.db,
    `insert into mail_recipient (mail_id, kategori_surat, pegawai_id, role, received_at)
     select id, kategori_surat, ${kadis.pegawaiId}, 'penerima', created_at
     from mail where perihal like 'Uji tab %'`,
  );
  // An agency's worth of employees, and the internal letters addressed to kadis by the key.
  await run(
    t.db,
    `insert into pegawai (nik, name, satuan_kerja_id)
     select 'UJI-' || g, 'Pegawai Uji ' || g, (select min(id) from satuan_kerja)
     from generate_series(1, ${EMPLOYEES}) g`,
  );
  await run(
    t.db,
    `update mail set penerima = jsonb_build_object('user', jsonb_build_array(${kadis.pegawaiId}),
       'plt', '[]'::jsonb, 'user_eksternal', '[]'::jsonb)
     where perihal like 'Uji tab %' and kategori_surat = 'internal'`,
  );
  await run(t.db, "analyze mail_recipient, pegawai, mail");
});
afterAll(() => t.close());

const filter = (kategori: "internal" | "external") => ({
  ...kadis,
  kategori,
  startDate: "2000-01-01",
  endDate: jakartaToday(),
  page: 1,
  perPage: 10,
});
const tab = (kategori: "internal" | "external") =>
  inboxPageSelect(t.db, inboxValues(filter(kategori))).getSQL();

describe("an inbox tab", () => {
  it("lists only its own category, with the right total", async () => {
    const internal = await t.as("kadis")({ method: "GET", url: "/egs/mail?start_date=2000-01-01" });
    expect(internal.json().meta.total).toBeGreaterThanOrEqual(INTERNAL);
    expect(internal.json().meta.total).toBeLessThan(INTERNAL + 10);
    const external = await t.as("kadis")({
      method: "GET",
      url: "/egs/mail-sekretariat?start_date=2000-01-01",
    });
    expect(external.json().meta.total).toBeGreaterThanOrEqual(EXTERNAL);
  });

  it("reads only that category's rows of the person, not every letter that reached them", async () => {
    const read = await rowsByIndex(t.db, tab("internal"));
    const recipientRows = [...read]
      .filter(([index]) => index.startsWith("mail_recipient"))
      .reduce((sum, [, n]) => sum + n, 0);
    // Each internal letter is found once in the tab's index and once more to fold its rows.
    expect(recipientRows).toBeLessThanOrEqual(4 * (INTERNAL + 10));
    expect(read.get("mail_recipient_tab_idx")).toBeGreaterThan(0);
  });

  it("reads each addressee's name by its key, not the whole employee table for every row", async () => {
    const read = await rowsByIndex(t.db, tab("internal"));
    expect(read.get("seq:pegawai") ?? 0).toBeLessThan(EMPLOYEES);
    expect(read.get("pegawai_pkey")).toBeGreaterThanOrEqual(INTERNAL);
    const page = await inbox(t.db, filter("internal"));
    expect(page.rows.filter((row) => row.kepada_nama.length === 1)).toHaveLength(INTERNAL);
  });

  it("reads the letters of its page only, however many the tab holds", async () => {
    const read = await rowsByIndex(t.db, tab("external"));
    expect(read.get("mail_pkey")).toBeLessThanOrEqual(10);
    expect(read.get("seq:mail") ?? 0).toBe(0);
    const page = await inbox(t.db, filter("external"));
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(EXTERNAL);
  });

  it("reads a letter for every row when the search asks about the letter, and finds it", async () => {
    const found = await inbox(t.db, { ...filter("external"), q: "Uji tab 7" });
    // The external ones of "Uji tab 7", "Uji tab 70" … "Uji tab 79" (306 letters exist).
    expect(found.total).toBe(11);
    expect(found.rows.every((r) => r.perihal.startsWith("Uji tab 7"))).toBe(true);
  });

  it("gives the total on a page past the end", async () => {
    const past = await inbox(t.db, { ...filter("internal"), page: 50 });
    expect(past.rows).toHaveLength(0);
    const first = await inbox(t.db, filter("internal"));
    expect(past.total).toBe(first.total);
    expect(past.total).toBeGreaterThanOrEqual(INTERNAL);
  });
});
