import { USER_LEVEL } from "@lontar/contracts/user";
import { type SQL, sql } from "drizzle-orm";
import type { AuthUser } from "./auth-user";

/** What the visibility condition reads of the user. */
export type Viewer = Pick<AuthUser, "userId" | "pegawaiId" | "satuanKerjaId" | "userLevel">;

import { sifatAllowsSql } from "./klasifikasi-keamanan-sql";

/*
 * Who sees a letter, as SQL conditions on the letter aliased `m` (DOMAIN.md "Letters"). Kept
 * below the modules: the letter domain (surat), the bank and the notifications all filter by
 * it, and notifications are written by the letter domain, so it cannot live in either.
 */

/** The user wrote the letter `m`. */
const authorOfSql = (auth: Viewer): SQL => sql`m.created_by = ${auth.userId}`;

/**
 * The letter `m` has left its author: sent for review at least once (status past 'draft').
 * Saving a draft already stores the reviewers it names; they see it only once it is sent.
 */
const sentSql = sql`m.status_surat <> 'draft'`;

/**
 * The user reviews the letter `m` or holds a recipient row of it (any role). Each is looked up
 * by the letter (`offset 0` keeps PostgreSQL from turning the look-up into a hashed set of all
 * the user's rows: read once per statement, that set is the user's whole history, 18,860
 * recipient rows of a secretariat at 10,000,000 letters, where a list needs a few dozen
 * look-ups).
 */
const reviewerOrRecipientSql = (auth: Viewer): SQL => sql`(
  exists (select 1 from mail_reviewer rv where rv.mail_id = m.id and rv.pegawai_id = ${auth.pegawaiId} offset 0)
  or exists (select 1 from mail_recipient rc where rc.mail_id = m.id and rc.pegawai_id = ${auth.pegawaiId} offset 0))`;

/** The letter `m` was delivered (a recipient row of any role) to somebody of the work unit. */
const reachedSatuanKerjaSql = (satuanKerjaId: number): SQL => sql`exists (
  select 1 from mail_recipient ru join pegawai pu on pu.id = ru.pegawai_id
  where ru.mail_id = m.id and pu.satuan_kerja_id = ${satuanKerjaId})`;

/**
 * The letter `m` is among the records a work unit's secretariat keeps, by its security class
 * (klasifikasi-keamanan): written there and of a class its own secretariat sees (Biasa,
 * Terbatas), or delivered to somebody working there and of a class the receiving units'
 * secretariats see (Biasa) — an incoming letter is kept by the receiving unit.
 */
const keptBySatuanKerjaSql = (satuanKerjaId: number): SQL => sql`(
  (m.satuan_kerja_id = ${satuanKerjaId} and ${sifatAllowsSql(sql`m.sifat_pengamanan`, "sekretariatUnit")})
  or (${sifatAllowsSql(sql`m.sifat_pengamanan`, "sekretariatPenerima")} and ${reachedSatuanKerjaSql(satuanKerjaId)}))`;

/**
 * DOMAIN.md "Letters", as a condition on the letter aliased `m`: the author always; once the
 * letter is sent (past 'draft'), the reviewers, every recipient (any role) and the secretariat
 * (level 8) of a work unit that keeps it by its security class (`keptBySatuanKerjaSql`). A
 * draft is its author's alone. Level 1 grants nothing here. The one definition of who sees a
 * letter: `canSeeLetter`, the letter bank, the search and the notifications all use it.
 */
export function visibleLetterSql(auth: Viewer): SQL {
  const related = sql`(${authorOfSql(auth)} or (${sentSql} and ${reviewerOrRecipientSql(auth)}))`;
  if (auth.userLevel !== USER_LEVEL.sekretariat) return related;
  // The work unit's check first: the bank lists read thousands of the unit's letters, and it
  // settles most of them without the reviewer and recipient look-ups.
  return sql`((${sentSql} and ${keptBySatuanKerjaSql(auth.satuanKerjaId)}) or ${related})`;
}
