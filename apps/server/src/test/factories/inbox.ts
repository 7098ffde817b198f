import { afterAll, beforeAll } from "vitest";
import { inboxPageSelect, inboxValues } from "../../modules/surat/masuk/inbox-query";
import { run } from "../../seed/bulk-sql";
import { createTestApp, type TestApp } from "../harness";

/**
 * A head of office receives far more letters of one kind than the other (kadis here: 300
 * registered from outside, 6 from inside the system), among an agency's worth of employees.
 * Each inbox tab reads its own rows.
 */
export const EXTERNAL = 300;
export const INTERNAL = 6;
export const EMPLOYEES = 10_000;

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

type Kategori = "internal" | "external";

/** A test app whose kadis holds `INTERNAL` + `EXTERNAL` letters, and what reads kadis' tabs. */
export async function busyInbox() {
  const t: TestApp = await createTestApp();
  const [row] = await run<{ user_id: number; pegawai_id: number }>(
    t.db,
    "select u.id as user_id, p.id as pegawai_id from users u join pegawai p on p.nip = u.peg_nip where u.username = 'kadis'",
  );
  const kadis = { userId: Number(row?.user_id), pegawaiId: Number(row?.pegawai_id) };
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

  /** Page 1 of a tab of kadis, every date since 2000. */
  const filter = (kategori: Kategori) => ({
    ...kadis,
    kategori,
    startDate: "2000-01-01",
    endDate: jakartaToday(),
    page: 1,
    perPage: 10,
  });
  return {
    t,
    kadis,
    filter,
    jakartaToday,
    /** The statement of `filter`'s page. */
    tab: (kategori: Kategori) => inboxPageSelect(t.db, inboxValues(filter(kategori))).getSQL(),
    /** Kadis' entries of a tab counted one by one, the letters kadis removed left out. */
    entriesOf: async (kategori: Kategori) => {
      const [n] = await run<{ n: number }>(
        t.db,
        `select count(*)::int as n from inbox_letter e where e.pegawai_id = ${kadis.pegawaiId}
         and e.kategori_surat = '${kategori}'
         and e.mail_id not in (select mail_id from mail_hidden where user_id = ${kadis.userId})`,
      );
      return Number(n?.n);
    },
  };
}

export type BusyInbox = Awaited<ReturnType<typeof busyInbox>>;

/** `busyInbox` for the tests of one file: set up before them, closed after them. */
export function busyInboxForFile(): BusyInbox {
  const inbox = {} as BusyInbox;
  beforeAll(async () => {
    Object.assign(inbox, await busyInbox());
  });
  afterAll(() => inbox.t.close());
  return inbox;
}
