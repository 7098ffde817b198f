import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import { formatNumberPattern, sifatCode } from "@lontar/contracts/nomor-pattern";
import type { DbOrTx } from "../../db/client";
import { forbidden, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { rethrowConstraint } from "../../lib/db-errors";
import { todayInJakarta, yearInJakarta } from "../../lib/jakarta-day";
import * as penomoran from "../penomoran/penomoran.repository";
import { numberingFor } from "../penomoran/penomoran.rules";
import { canSeeLetter, visibleLetter } from "./surat.access";
import * as repo from "./surat.repository";
import { mayEditNumber, numberSealed } from "./surat.rules";

/**
 * How a letter gets its number (DOMAIN.md "Numbers"): a running number per work unit, scope
 * and year, written with the unit's pattern for the letter's type (default
 * `{kode klasifikasi}/{nomor urut}/{kode satuan kerja}/{tahun}`) at the moment the letter is
 * sent; a writer may reserve a number by hand on the form, and the counter skips the numbers
 * so reserved. Incoming letters get an agenda number per work unit and year instead.
 */

const thisYear = () => yearInJakarta();

/** The pattern and sequence of a letter type in its unit (penomoran). */
const numberingOf = async (db: DbOrTx, satuanKerjaId: number, jenisNaskahId: number | null) =>
  numberingFor(await penomoran.patternsOf(db, satuanKerjaId), jenisNaskahId);

/** The columns of a letter its number is made from. */
type Numbered = {
  id: string;
  satuanKerjaId: number;
  jenisNaskahId: number | null;
  klasifikasiId: number | null;
  sifatPengamanan: string;
  nomorManual: boolean;
  nomorUrut: number | null;
  nomorScope: number;
  tahun: number | null;
};

/**
 * Numbers a letter inside its sending transaction: the number reserved by hand this year in
 * the same sequence, or the next of the sequence's counter, skipping numbers reserved by hand
 * and any whose written form another letter already carries. The counter row is locked until
 * the transaction ends, so two letters never get one number.
 * @throws VALIDATION_FAILED (422) when the number reserved by hand is written like another
 * letter's.
 */
export const numberLetter = (tx: DbOrTx, letter: Numbered, signerPegawaiId: number | null) =>
  composeNumber(tx, letter, signerPegawaiId, (sequence) => penomoran.nextCounter(tx, sequence));

/**
 * The number `numberLetter` would give the letter now, read without taking one: the counter's
 * next numbers are foreseen from its last. A letter sent meanwhile may take it first, so the
 * sending transaction numbers the letter all the same (keluar/approve.ts signs ahead with it).
 */
export async function foreseeNumber(db: DbOrTx, letter: Numbered, signerPegawaiId: number | null) {
  let last: number | null = null;
  return composeNumber(db, letter, signerPegawaiId, async (sequence) => {
    last = (last ?? (await penomoran.lastCounter(db, sequence))) + 1;
    return last;
  });
}

/** A letter's number, the counter's next numbers taken by `next`. */
async function composeNumber(
  tx: DbOrTx,
  letter: Numbered,
  signerPegawaiId: number | null,
  next: (sequence: penomoran.CounterScope) => Promise<number>,
) {
  const today = todayInJakarta();
  const year = Number(today.slice(0, 4));
  const { scope, pattern } = await numberingOf(tx, letter.satuanKerjaId, letter.jenisNaskahId);
  const klas = letter.klasifikasiId
    ? await repo.findKlasifikasiById(tx, letter.klasifikasiId)
    : null;
  const parts = {
    kode_klasifikasi: klas?.kode ?? "000",
    kode_unit:
      (await penomoran.unitCodeOf(tx, letter.satuanKerjaId)) ?? String(letter.satuanKerjaId),
    kode_jabatan: await penomoran.jabatanCodeOf(tx, signerPegawaiId),
    sifat: sifatCode(letter.sifatPengamanan),
    tanggal: today,
  };
  const written = (nomor: number) => formatNumberPattern(pattern, { ...parts, nomor });
  const sequence = { satuanKerjaId: letter.satuanKerjaId, scope, tahun: year };
  const reserved =
    letter.nomorManual && letter.tahun === year && letter.nomorScope === scope
      ? letter.nomorUrut
      : null;
  if (reserved !== null && (await penomoran.noSuratTaken(tx, written(reserved), letter.id)))
    throw validationFailed({ no_surat_req: [MAIL_MESSAGES.numberTaken] });
  let urut = reserved;
  while (urut === null) {
    const candidate = await next(sequence);
    const free =
      !(await penomoran.numberTaken(tx, sequence, candidate, letter.id)) &&
      !(await penomoran.noSuratTaken(tx, written(candidate), letter.id));
    if (free) urut = candidate;
  }
  return {
    nomorUrut: urut,
    nomorScope: scope,
    tahun: year,
    tanggalSurat: today,
    noSurat: written(urut),
  };
}

/**
 * The number a writer reserves on the form (`no_surat_req`), as the letter's columns; none
 * when the field is empty. It is reserved in the sequence of the letter's type.
 * @throws VALIDATION_FAILED (422) when another letter of the sequence holds it this year.
 */
export async function reservedNumber(
  tx: DbOrTx,
  letter: { id: string; satuanKerjaId: number; jenisNaskahId: number | null },
  requested: number | null | undefined,
) {
  if (!requested) return { nomorUrut: null, tahun: null, nomorScope: 0, nomorManual: false };
  const year = thisYear();
  const { scope } = await numberingOf(tx, letter.satuanKerjaId, letter.jenisNaskahId);
  const sequence = { satuanKerjaId: letter.satuanKerjaId, scope, tahun: year };
  if (await penomoran.numberTaken(tx, sequence, requested, letter.id))
    throw validationFailed({ no_surat_req: [MAIL_MESSAGES.numberTaken] });
  return { nomorUrut: requested, tahun: year, nomorScope: scope, nomorManual: true };
}

/** `GET egs/check-available-no-surat`: is this running number free this year? */
export async function checkNumber(
  db: DbOrTx,
  auth: AuthUser,
  query: { nomor: number; kd_klasifikasi?: string; tipe_surat?: string; id?: string },
) {
  const year = thisYear();
  const found = query.id ? await repo.findMail(db, query.id) : null;
  // A letter the user may not see is treated as a new one: excluding its number would tell
  // them which number it holds.
  const existing = found && (await canSeeLetter(db, auth, found)) ? found : null;
  const satuanKerjaId = existing?.satuanKerjaId ?? auth.satuanKerjaId;
  const tipe = Number(query.tipe_surat);
  const jenisNaskahId =
    Number.isInteger(tipe) && tipe > 0 ? tipe : (existing?.jenisNaskahId ?? null);
  const { scope, pattern } = await numberingOf(db, satuanKerjaId, jenisNaskahId);
  const sequence = { satuanKerjaId, scope, tahun: year };
  return {
    available: !(await penomoran.numberTaken(db, sequence, query.nomor, existing?.id)),
    no_surat: formatNumberPattern(pattern, {
      kode_klasifikasi: query.kd_klasifikasi || "000",
      nomor: query.nomor,
      kode_unit: (await penomoran.unitCodeOf(db, satuanKerjaId)) ?? "",
      kode_jabatan: await penomoran.jabatanCodeOf(db, auth.pegawaiId),
      sifat: sifatCode(existing?.sifatPengamanan ?? "Biasa"),
      tanggal: todayInJakarta(),
    }),
  };
}

/** The next agenda number of a registered incoming letter (its unit's counter for the year). */
export const nextAgendaNumber = (tx: DbOrTx, satuanKerjaId: number, tahunAgenda: number) =>
  repo.nextAgenda(tx, satuanKerjaId, tahunAgenda);

/**
 * Level 8 of the letter's work unit corrects its number or date (audited).
 * @throws NOT_FOUND (404) for a letter the user may not see; FORBIDDEN (403) for anybody but
 * that secretariat; VALIDATION_FAILED (422) for a number another letter holds, or for a letter
 * signed electronically (its PDF shows the number and date it was signed with).
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
  if (numberSealed(letter)) {
    const field = body.nomor_surat !== undefined ? "nomor_surat" : "tanggal_surat";
    throw validationFailed({ [field]: [MAIL_MESSAGES.signedNumberFixed] });
  }
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
