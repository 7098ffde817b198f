import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import type { DbOrTx } from "../../db/client";
import { forbidden, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { todayInJakarta, yearInJakarta } from "../../lib/jakarta-day";
import { canSeeLetter, visibleLetter } from "./surat.access";
import * as repo from "./surat.repository";
import { formatNomor, mayEditNumber } from "./surat.rules";

/**
 * How a letter gets its number (DOMAIN.md "Numbers"): a running number per work unit and
 * year, written `{kode klasifikasi}/{nomor urut}/{kode satuan kerja}/{tahun}` at the moment the
 * letter is sent; a writer may reserve a number by hand on the form, and the counter skips the
 * numbers so reserved. Incoming letters get an agenda number per work unit and year instead.
 */

const thisYear = () => yearInJakarta();

/** The work unit's code in a number: its abbreviation, else its SKPD code. */
const unitCode = async (db: DbOrTx, satuanKerjaId: number) =>
  (await repo.findSatuanKerjaCode(db, satuanKerjaId))?.code;

/**
 * Numbers a letter inside its sending transaction: the number reserved by hand this year, or
 * the next of the work unit's counter (skipping numbers reserved by hand). The counter row is
 * locked until the transaction ends, so two letters never get one number.
 */
export async function numberLetter(
  tx: DbOrTx,
  letter: {
    id: string;
    satuanKerjaId: number;
    klasifikasiId: number | null;
    nomorManual: boolean;
    nomorUrut: number | null;
    tahun: number | null;
  },
) {
  const today = todayInJakarta();
  const year = Number(today.slice(0, 4));
  let urut = letter.nomorManual && letter.tahun === year ? letter.nomorUrut : null;
  while (urut === null) {
    const candidate = await repo.nextCounter(tx, letter.satuanKerjaId, year);
    if (!(await repo.numberTaken(tx, letter.satuanKerjaId, year, candidate, letter.id)))
      urut = candidate;
  }
  const klas = letter.klasifikasiId
    ? await repo.findKlasifikasiById(tx, letter.klasifikasiId)
    : null;
  const unit = (await unitCode(tx, letter.satuanKerjaId)) ?? String(letter.satuanKerjaId);
  return {
    nomorUrut: urut,
    tahun: year,
    tanggalSurat: today,
    noSurat: formatNomor(klas?.kode ?? "000", urut, unit, year),
  };
}

/**
 * The number a writer reserves on the form (`no_surat_req`), as the letter's columns; none
 * when the field is empty.
 * @throws VALIDATION_FAILED (422) when another letter of the unit holds it this year.
 */
export async function reservedNumber(
  tx: DbOrTx,
  letter: { id: string; satuanKerjaId: number },
  requested: number | null | undefined,
) {
  if (!requested) return { nomorUrut: null, tahun: null, nomorManual: false };
  const year = thisYear();
  if (await repo.numberTaken(tx, letter.satuanKerjaId, year, requested, letter.id))
    throw validationFailed({ no_surat_req: [MAIL_MESSAGES.numberTaken] });
  return { nomorUrut: requested, tahun: year, nomorManual: true };
}

/** `GET egs/check-available-no-surat`: is this running number free this year? */
export async function checkNumber(
  db: DbOrTx,
  auth: AuthUser,
  query: { nomor: number; kd_klasifikasi?: string; id?: string },
) {
  const year = thisYear();
  const found = query.id ? await repo.findMail(db, query.id) : null;
  // A letter the user may not see is treated as a new one: excluding its number would tell
  // them which number it holds.
  const existing = found && (await canSeeLetter(db, auth, found)) ? found : null;
  const satuanKerjaId = existing?.satuanKerjaId ?? auth.satuanKerjaId;
  return {
    available: !(await repo.numberTaken(db, satuanKerjaId, year, query.nomor, existing?.id)),
    no_surat: formatNomor(
      query.kd_klasifikasi || "000",
      query.nomor,
      (await unitCode(db, satuanKerjaId)) ?? "",
      year,
    ),
  };
}

/** The next agenda number of a registered incoming letter (its unit's counter for the year). */
export const nextAgendaNumber = (tx: DbOrTx, satuanKerjaId: number, tahunAgenda: number) =>
  repo.nextAgenda(tx, satuanKerjaId, tahunAgenda);

/**
 * Level 8 of the letter's work unit corrects its number or date (audited).
 * @throws NOT_FOUND (404) for a letter the user may not see; FORBIDDEN (403) for anybody but
 * that secretariat; VALIDATION_FAILED (422) for a number another letter holds.
 */
export async function updateMailNumberOrDate(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
  body: { nomor_surat?: string; tanggal_surat?: string },
  ip: string | null,
) {
  const letter = await visibleLetter(db, auth, id);
  if (!mayEditNumber(letter, auth))
    throw forbidden("Hanya sekretariat satuan kerja surat ini yang dapat mengubahnya");
  try {
    await repo.updateLetter(db, id, {
      ...(body.nomor_surat !== undefined ? { noSurat: body.nomor_surat } : {}),
      ...(body.tanggal_surat !== undefined ? { tanggalSurat: body.tanggal_surat } : {}),
    });
  } catch (error) {
    rethrowConstraint(error, { mail_no_surat_uq: ["nomor_surat", MAIL_MESSAGES.numberTaken] });
  }
  await writeAudit(db, {
    userId: auth.userId,
    action: "mail_updated",
    target: { type: "surat", id },
    detail: {
      before: { no_surat: letter.noSurat, tanggal_surat: letter.tanggalSurat },
      after: body,
    },
    ip,
  });
  return {
    id,
    no_surat: body.nomor_surat ?? letter.noSurat,
    tanggal_surat: body.tanggal_surat ?? letter.tanggalSurat,
  };
}
