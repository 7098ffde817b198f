import { REKAP_LINK_TTL_SECONDS, REKAP_TEXT } from "@lontar/contracts/dashboard";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { todayInJakarta } from "../../lib/jakarta-day";
import { type RekapEntry, renderRekap } from "./rekap-jadwal.document";
import * as repo from "./rekap-jadwal.repository";
import { readRekapToken, signRekapToken, startsIn, textWindow } from "./rekap-jadwal.rules";

export const REKAP_PDF_PATH = "/egs/rekap-mail/pdf";

/**
 * `GET egs/rekap-mail/{monthIndex}`: a link, valid for 30 minutes, to the user's schedule
 * recap of that month (of `year`, this year in Asia/Jakarta by default).
 */
export function rekapLink(key: string, auth: AuthUser, month: number, year?: number) {
  const expiresAt = Math.floor(Date.now() / 1000) + REKAP_LINK_TTL_SECONDS;
  const token = signRekapToken(
    key,
    { userId: auth.userId, month, year: year ?? Number(todayInJakarta().slice(0, 4)) },
    expiresAt,
  );
  return `${REKAP_PDF_PATH}/${token}`;
}

/**
 * The recap PDF a link names: the scheduled letters the user takes part in whose schedule
 * starts in the month (Asia/Jakarta), by start. Throws NOT_FOUND for a forged or expired link,
 * or when the user is no longer active.
 */
export async function rekapPdf(db: DbOrTx, key: string, token: string) {
  const named = readRekapToken(key, token);
  const owner = named ? await repo.findOwner(db, named.userId) : null;
  if (!named || !owner) throw notFound(REKAP_TEXT.linkExpired);
  const letters = await repo.scheduledLetters(db, {
    userId: named.userId,
    pegawaiId: owner.pegawaiId,
    ...textWindow(named.year, named.month),
  });
  const entries: RekapEntry[] = letters
    .filter((l) => startsIn(l.info_jadwal.tanggal_mulai, named.year, named.month))
    .map((l) => {
      const end = Date.parse(l.info_jadwal.tanggal_berakhir);
      return {
        perihal: l.perihal,
        noSurat: l.no_surat,
        mulai: new Date(l.info_jadwal.tanggal_mulai),
        berakhir: Number.isNaN(end) ? null : new Date(end),
        tempat: l.info_jadwal.tempat,
      };
    })
    .sort((a, b) => a.mulai.getTime() - b.mulai.getTime());
  const pdf = await renderRekap({
    year: named.year,
    month: named.month,
    nama: owner.nama,
    nip: owner.nip,
    jabatan: owner.jabatan,
    entries,
    printedAt: new Date(),
  });
  return {
    pdf,
    fileName: `rekap-jadwal-${named.year}-${String(named.month).padStart(2, "0")}.pdf`,
  };
}
