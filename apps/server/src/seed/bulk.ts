import type { Db } from "../db/client";
import { stageBodies } from "./bulk-bodies";
import {
  advanceCounters,
  BULK_MARKER,
  insertDeliveries,
  insertNotifications,
  insertReviews,
  markerSql,
} from "./bulk-delivery";
import {
  createIndexes,
  dropIndexes,
  type IndexDefinition,
  LETTER_TABLES,
  secondaryIndexes,
} from "./bulk-indexes";
import { insertMail, letterReferences, stageLetters } from "./bulk-letters";
import { seedBulkOrganisation } from "./bulk-org";
import { insertSearchDocuments } from "./bulk-search";
import { bulkDebug, lit, run, stopwatch } from "./bulk-sql";

export interface BulkOptions {
  /** Letters to add (spread over the three years up to today, Asia/Jakarta). */
  letters: number;
  /** Work units in all, the demo's included (default 50). */
  satuanKerja?: number;
  /** Employees in all, the demo's included (default 10,000; at most 99,999). */
  pegawai?: number;
  /**
   * Leaves out the bulk letters' search documents (not their letters, rows or indexes): for
   * measuring the lists at sizes whose search documents do not fit the disk. The search then
   * finds only the letters written before the load. Needs a superuser, else the triggers
   * write them as the letters are inserted.
   */
  withoutSearch?: boolean;
  log?: (line: string) => void;
}

/** A database is filled with bulk data once: a second load would duplicate the volume. */
export class BulkSeedRefused extends Error {
  constructor(readonly previous: string) {
    super(
      `Data massal sudah pernah dimuat ke database ini (${previous}). ` +
        "Gunakan database baru, atau --fresh untuk PGlite (menghapus data PGlite).",
    );
  }
}

export async function bulkSeeded(db: Db): Promise<string | null> {
  const rows = await run<{ nilai: string }>(
    db,
    `select nilai from pengaturan where kunci = ${lit(BULK_MARKER)}`,
  );
  return rows[0]?.nilai ?? null;
}

/** Row counts of the tables the bulk seed fills. */
export async function bulkCounts(db: Db) {
  const tables = ["satuan_kerja", "pegawai", "users", ...LETTER_TABLES] as const;
  const [row] = await run<Record<string, string>>(
    db,
    `select ${tables.map((t) => `(select count(*) from ${t}) as ${t}`).join(", ")}`,
  );
  return Object.fromEntries(tables.map((t) => [t, Number(row?.[t] ?? 0)])) as Record<
    (typeof tables)[number],
    number
  >;
}

/**
 * Adds the bulk volume to a database that already holds the reference data and the demo
 * organisation: work units, employees with logins, and `letters` letters with their reviews,
 * recipients, dispositions and notifications, in one transaction of set-based statements.
 * @throws BulkSeedRefused when the database was already filled.
 */
export async function seedBulk(db: Db, options: BulkOptions) {
  const log = options.log ?? (() => undefined);
  const previous = await bulkSeeded(db);
  if (previous) throw new BulkSeedRefused(previous);
  const timer = stopwatch(log);
  await db.transaction(async (tx) => {
    // The staging tables are temporary: kept in memory they are never written to disk.
    await run(tx, "set local temp_buffers = '256MB'");
    await run(tx, "set local work_mem = '64MB'");
    await run(tx, "set local maintenance_work_mem = '256MB'");
    await run(tx, "set local synchronous_commit = off");
    // Foreign keys hold by construction (every id comes from the tables just read); checking
    // them row by row would be most of the load's time. Needs a superuser, else they are checked.
    const [role] = await run<{ su: boolean }>(
      tx,
      "select rolsuper as su from pg_roles where rolname = current_user",
    );
    const replica = Boolean(role?.su);
    if (replica) await run(tx, "set local session_replication_role = replica");
    const units = await seedBulkOrganisation(tx, {
      satuanKerja: options.satuanKerja ?? 50,
      pegawai: options.pegawai ?? 10_000,
    });
    timer.step(`organisasi (${units} satuan kerja, pegawai, pengguna)`);
    await stageLetters(tx, options.letters, units, await letterReferences(tx));
    timer.step(`rencana ${options.letters.toLocaleString("id-ID")} surat`);
    await stageBodies(tx);
    timer.step("isi surat");
    const indexes = await secondaryIndexes(tx);
    await dropIndexes(tx, indexes);
    await insertMail(tx, replica);
    timer.step(replica ? "mail, bank_day_count" : "mail");
    await insertReviews(tx, replica);
    timer.step("mail_reviewer, at_work_day_count, mail_note, mail_paraf");
    await insertDeliveries(tx);
    timer.step("mail_disposition, mail_recipient, notifikasi surat");
    // Without replica mail_recipient's triggers kept each inbox entry as its rows were written.
    // Letters delivered before the load (the demo's) already have theirs, kept by the triggers.
    if (replica) {
      // Counted by day as they are written (the count of the view `inbox_day_tally`).
      await run(
        tx,
        `with added as (
           insert into inbox_letter select f.*, c.cari from inbox_recipient_fold f
           join bulk_cari c on c.id = f.mail_id on conflict do nothing
           returning pegawai_id, received_at, kategori_surat, is_read, disposisi, disposisi_read,
                     teruskan, teruskan_read)
         insert into inbox_day_count as c
         select a.pegawai_id, (a.received_at at time zone 'Asia/Jakarta')::date, a.kategori_surat,
                count(*), count(*) filter (where a.is_read), count(*) filter (where a.disposisi),
                count(*) filter (where a.disposisi_read), count(*) filter (where a.teruskan),
                count(*) filter (where a.teruskan_read)
         from added a group by 1, 2, 3
         on conflict (pegawai_id, day, kategori_surat) do update set
           total = c.total + excluded.total, is_read = c.is_read + excluded.is_read,
           disposisi = c.disposisi + excluded.disposisi,
           disposisi_read = c.disposisi_read + excluded.disposisi_read,
           teruskan = c.teruskan + excluded.teruskan,
           teruskan_read = c.teruskan_read + excluded.teruskan_read`,
      );
      timer.step("inbox_letter, inbox_day_count");
    }
    await insertNotifications(tx);
    timer.step("notification (persetujuan, konsep)");
    await advanceCounters(tx);
    timer.step("nomor_counter, agenda_counter");
    // The search documents read the letters' people by the letters' indexes, and their own
    // indexes are built once they are written.
    const indexed = (index: IndexDefinition) => timer.step(`indeks ${index.name}`);
    const ofSearch = (index: IndexDefinition) => index.table === "search_document";
    await createIndexes(
      tx,
      indexes.filter((index) => !ofSearch(index)),
      indexed,
    );
    // Without replica the triggers wrote each letter's search document as it was inserted.
    if (replica && !options.withoutSearch) {
      await insertSearchDocuments(tx, options.letters, timer.step);
      if (!bulkDebug) timer.step("search_document");
    }
    // A real history is written day after day, so its search documents lie in date order and
    // a month's documents share pages; the load writes them by letter id, in no date order.
    // Laid out by date, a search's month keys cover a narrow stretch of the table and the index
    // skips the rest of a common word's entries: `kegiatan` at 1M letters, 13.5 -> 10.3 ms.
    const byDate = (index: IndexDefinition) => index.name === "search_document_tanggal_idx";
    await createIndexes(tx, indexes.filter(ofSearch).filter(byDate), indexed);
    if (indexes.some(byDate)) {
      await run(tx, "cluster search_document using search_document_tanggal_idx");
      timer.step("search_document menurut tanggal");
    }
    await createIndexes(
      tx,
      indexes.filter((index) => ofSearch(index) && !byDate(index)),
      indexed,
    );
    const searched = replica && options.withoutSearch ? ", tanpa dokumen pencarian" : "";
    await run(
      tx,
      markerSql(`${options.letters} surat${searched}, ${new Date().toISOString().slice(0, 10)}`),
    );
  });
  // Only the tables the load filled: analysing the whole database samples every other table too.
  // Vacuumed as well, as autovacuum (PostgreSQL) or the maintenance round (PGlite,
  // db/maintenance) would soon after a load this size: it marks the pages all-visible, so an
  // index-only scan answers from the index without visiting the table.
  await run(
    db,
    `vacuum (analyze) ${["satuan_kerja", "unit_kerja", "jabatan", "pegawai", "users", "user_menu", ...LETTER_TABLES].join(", ")}`,
  );
  timer.step("vacuum, analyze");
  const counts = await bulkCounts(db);
  log(`  selesai dalam ${timer.total()}`);
  return counts;
}
