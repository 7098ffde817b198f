import type { BankFilter } from "@lontar/contracts/bank";
import { mailStatusLabel } from "@lontar/contracts/mail-status";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import type { AuthUser } from "./auth-user";
import { dateAndTimeInJakarta, longDateInJakarta } from "./jakarta-day";

/*
 * The header of a printed list (spec 01 §2 "Printable lists"): title, date, agency, printer's
 * name and print time, and the filter in words. The letter bank and the workflow lists print
 * with it.
 */

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

/** Who prints (the user's name) and for which agency (their work unit). */
export async function printerAndAgency(db: DbOrTx, auth: AuthUser) {
  const [row] = (
    (await db.execute(sql`select
      (select name from pegawai where id = ${auth.pegawaiId}) as pencetak,
      (select nama from satuan_kerja where id = ${auth.satuanKerjaId}) as instansi`)) as unknown as {
      rows: { pencetak: string | null; instansi: string | null }[];
    }
  ).rows;
  return { pencetak: row?.pencetak ?? auth.username, instansi: row?.instansi ?? "-" };
}
