import type { BankFilter, INCOMING_BANK_STATUSES } from "@lontar/contracts/bank";
import { mailStatusLabel } from "@lontar/contracts/mail-status";
import { USER_LEVEL } from "@lontar/contracts/user";
import { forbidden } from "../../lib/app-error";
import { dateAndTimeInJakarta, longDateInJakarta } from "../../lib/jakarta-day";

export const BANK_FORBIDDEN = "Bank surat hanya untuk sekretariat satuan kerja";

/** Only the secretariat (level 8) keeps the letter bank (DOMAIN.md). @throws FORBIDDEN 403. */
export function assertSecretariat(userLevel: number): void {
  if (userLevel !== USER_LEVEL.sekretariat) throw forbidden(BANK_FORBIDDEN);
}

/**
 * The badge of an incoming letter: where it stands in the receiving unit — disposed or
 * forwarded by one of its people, opened by an addressee, or not opened yet.
 */
export function incomingStatus(row: {
  disposisi: string | null;
  dibaca: boolean;
}): (typeof INCOMING_BANK_STATUSES)[number] {
  if (row.disposisi) return "Didisposisi";
  return row.dibaca ? "Dibaca" : "Belum Dibaca";
}

/** The print header's date ('Senin, 13 Juli 2026') and print time ('13/07/2026 09.30 WIB'). */
export const printDates = (now: Date) => ({
  tanggal: longDateInJakarta(now),
  dicetak: `${dateAndTimeInJakarta(now).replace(", ", " ")} WIB`,
});

/** 2026-07-13 → 13/07/2026. */
export const dayText = (day: string) => day.split("-").reverse().join("/");

/**
 * The filter in words, for the print header and the Excel title: the period, and the type,
 * status and search term when chosen.
 */
export function filterText(filter: BankFilter, jenisNama: string | null = null): string {
  const { start_date: from, end_date: to } = filter;
  const parts = [
    from && to
      ? `Periode ${dayText(from)} s.d. ${dayText(to)}`
      : from
        ? `Sejak ${dayText(from)}`
        : to
          ? `Sampai ${dayText(to)}`
          : "Semua tanggal",
  ];
  if (filter.jenis_surat) parts.push(`Jenis: ${jenisNama ?? filter.jenis_surat}`);
  if (filter.status_surat) parts.push(`Status: ${mailStatusLabel(filter.status_surat)}`);
  if (filter.q) parts.push(`Pencarian: "${filter.q}"`);
  return parts.join(" · ");
}

/**
 * A calendar day as an Excel date: a Date whose UTC fields are the day, because exceljs
 * turns a Date into a serial from its UTC time (a sheet has no time zone).
 */
export function excelDay(day: string | null): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
