import type { INCOMING_BANK_STATUSES } from "@lontar/contracts/bank";
import { USER_LEVEL } from "@lontar/contracts/user";
import { forbidden } from "../../lib/app-error";

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

/**
 * A calendar day as an Excel date: a Date whose UTC fields are the day, because exceljs
 * turns a Date into a serial from its UTC time (a sheet has no time zone).
 */
export function excelDay(day: string | null): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
