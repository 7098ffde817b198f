import { type SQL, sql } from "drizzle-orm";
import { preparedRowWith, rawRows, rows } from "../../db/prepared-together";
import { type BerkasRow, berkasOfLetterQuery } from "../berkas/berkas.repository";
import { signedDocumentById } from "../esign/esign.repository";
import { pickerEntries } from "../pegawai/pegawai-list.repository";
import { textPendingQuery } from "../pencarian/pencarian.repository";
import * as repo from "./keluar/keluar.repository";
import { parafOf } from "./paraf.repository";
import { type LetterReader, letterRead, visibleLetterSelect } from "./surat.access";
import {
  attachmentsOf,
  forwardOf,
  klasifikasiById,
  myRecipientRows,
  reviewersOf,
} from "./surat.repository";

/**
 * The letter under its visibility condition and everything the detail shows besides it, in one
 * statement prepared once per kind of reader: a dozen small reads cost more in round trips,
 * rendering, parsing and planning than in reading, and on two cores each round trip costs the
 * server about a quarter of a millisecond in the socket write alone. What a read needs of the
 * letter (its classification, its addressees, …) it takes from the letter's row being read
 * (`m`), not by reading the letter again by its key: eight such reads were eight more index
 * scans for PostgreSQL to set up and run at every opening. Without a visible letter there is
 * no row and nothing else is read. A null value reads nothing (a letter without a
 * classification, a berkas not shown).
 */
export const detailOf = (secretariat: boolean) =>
  preparedRowWith(
    secretariat ? "surat_detail_sekretariat" : "surat_detail",
    (db, p: LetterReader & { today: string }) => {
      const m = letterRead;
      /** A value of the letter's row, where a part expects a value (`klasifikasiById`, …). */
      const ofLetter = <T>(value: SQL) => value as unknown as T;
      /** The employees of one kind of entry (`user` or `plt`) of the addressees and copies. */
      const addressed = (entry: "user" | "plt") => {
        const key = sql.raw(`'${entry}'`);
        // An array, not a subquery: `= any(...)` compares with its elements.
        return sql`array(select x::int from jsonb_array_elements_text(
          coalesce(${m.penerima} -> ${key}, '[]'::jsonb) || coalesce(${m.tembusan} -> ${key}, '[]'::jsonb)) x)::int[]`;
      };
      return {
        select: (fields) => visibleLetterSelect(db, p, secretariat, fields),
        parts: {
          reviewers: rows(reviewersOf(db, p.id)),
          recipientRows: rows(myRecipientRows(db, p.id, p.pegawaiId)),
          klas: rows(klasifikasiById(db, ofLetter<number>(sql`${m.klasifikasiId}`))),
          keg: rows(repo.kegiatanById(db, ofLetter<number>(sql`${m.kegiatanId}`))),
          // Everyone the detail names: reviewers, addressees, copies, the sender.
          entries: rows(
            pickerEntries(
              db,
              sql`(array(select r.pegawai_id from mail_reviewer r where r.mail_id = ${p.id})
                || ${addressed("user")}
                || array_remove(array[${m.pengirimPegawaiId}], null))`,
              addressed("plt"),
            ),
          ),
          attachments: rows(attachmentsOf(db, p.id)),
          refs: rows(repo.referencesOf(db, p.id)),
          notes: rows(repo.notesOf(db, p.id)),
          authors: rows(repo.authorOf(db, ofLetter<number>(sql`${m.createdBy}`))),
          doc: rows(signedDocumentById(db, ofLetter<string>(sql`${m.signedDocumentId}`))),
          paraf: rows(parafOf(db, p.id)),
          forward: rows(forwardOf(db, p.id, p.pegawaiId)),
          pending: rawRows<{ teks_diproses: boolean }>(textPendingQuery(p.id)),
          // The berkas a letter sits in is shown to the people of the letter's own work unit
          // (whose record it is), not to readers elsewhere.
          berkas: rawRows<BerkasRow>(
            berkasOfLetterQuery(
              ofLetter<string>(
                sql`case when ${m.satuanKerjaId} = ${p.satuanKerjaId} then ${m.id} end`,
              ),
              p.today,
            ),
          ),
        },
      };
    },
  );
