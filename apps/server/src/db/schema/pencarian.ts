import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { storedFile } from "./master";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The kinds of record the search finds (`jenis` of GET /egs/search). */
export const SEARCH_KINDS = ["surat", "arsip"] as const;

/**
 * One row per searchable record: its words in one `tsv` (text search configuration `lontar`:
 * Indonesian stems without accents) and the plain text the excerpts are cut from. Kept by
 * triggers in the same transaction as the record (migration 0024_search): never written by
 * the application, so no path that changes a letter can forget it.
 */
export const searchDocument = pgTable(
  "search_document",
  {
    jenis: text("jenis", { enum: SEARCH_KINDS }).notNull(),
    /** The letter's (`mail.id`) or the archive item's (`arsip.id`) id. */
    refId: uuid("ref_id").notNull(),
    satuanKerjaId: integer("satuan_kerja_id").notNull(),
    tanggal: date("tanggal").notNull(),
    judul: text("judul").notNull(),
    noSurat: text("no_surat"),
    /**
     * Numbers and NIPs, each also a word of `tsv` whole (`search_numbers`, migration 0026) and in part by
     * the trigram index: letter number, agenda, resi, NIPs.
     */
    kode: text("kode").notNull().default(""),
    /** Plain text of the body and of the attached files as read so far, for the excerpts. */
    isi: text("isi").notNull().default(""),
    tsv: tsvector("tsv").notNull(),
    /**
     * The words of the subject, the number and the names (weights A and B): a few dozen,
     * stored beside the row, so ranking a thousand matches never opens their whole vectors.
     */
    tsvKepala: tsvector("tsv_kepala").generatedAlwaysAs(sql`ts_filter(tsv, '{a,b}')`),
    /**
     * Who may find it, as keys a user's query names (`u:` author user, `p:` reviewer or
     * recipient pegawai, `s:` secretariat of a work unit, `a:` archive of a work unit, `a:*`
     * every archive): read by the GIN index together with the words, so a common word costs
     * only the user's matches. Derived from letter-visibility.ts, which still decides.
     */
    akses: text("akses").array().notNull().default(sql`'{}'::text[]`),
    /** A file of the record still waits for its text (PDF text layer or OCR). */
    teksDiproses: boolean("teks_diproses").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jenis, t.refId] }),
    // The words (with the record's numbers whole), and the keys with and without its month
    // (migration 0026): the search reads a few months at a time from the newest.
    index("search_document_tsv_idx").using("gin", t.tsv, sql`search_keys(akses, tanggal)`),
    index("search_document_kode_idx").using("gin", sql`kode gin_trgm_ops`),
    index("search_document_tanggal_idx").on(t.tanggal),
  ],
);

export const FILE_TEXT_STATUS = ["antri", "proses", "selesai", "gagal"] as const;

/**
 * The text of a stored file (PDF text layer, else OCR of its pages) and the queue that reads
 * it: a row is queued by the triggers when a record takes a PDF or an image, and the text
 * worker takes the oldest. `halaman_selesai` pages are done and kept in `teks`, so a restart
 * goes on from the next page.
 */
export const fileText = pgTable(
  "file_text",
  {
    fileId: uuid("file_id")
      .primaryKey()
      .references(() => storedFile.id, { onDelete: "cascade" }),
    status: text("status", { enum: FILE_TEXT_STATUS }).notNull().default("antri"),
    teks: text("teks").notNull().default(""),
    halamanSelesai: integer("halaman_selesai").notNull().default(0),
    halamanTotal: integer("halaman_total"),
    /** Pages read by OCR (no text layer), for the throughput figures. */
    halamanOcr: integer("halaman_ocr").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("file_text_queue_idx").on(t.createdAt).where(sql`status in ('antri', 'proses')`)],
);
