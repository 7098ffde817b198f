import {
  BANK_MENUS,
  BANK_TITLES,
  type BankFilter,
  type BankKind,
  type BankListItem,
  type BankListResponse,
  type BankPrintRow,
  type BankPrintView,
} from "@lontar/contracts/bank";
import type { DbOrTx } from "../../db/client";
import { holdsMenu } from "../../lib/access";
import { forbidden } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { offsetOf, pageMeta } from "../../lib/pagination";
import { filterText, printDates, printerAndAgency } from "../../lib/print-header";
import * as repo from "./bank.repository";
import { assertSecretariat, BANK_FORBIDDEN, incomingStatus } from "./bank.rules";

/**
 * The bank is the secretariat's (level 8), and each bank needs its menu, as the sidebar shows.
 * @throws FORBIDDEN 403.
 */
export async function assertBankAccess(db: DbOrTx, auth: AuthUser, kind: BankKind) {
  assertSecretariat(auth.userLevel);
  if (!(await holdsMenu(db, auth, BANK_MENUS[kind]))) throw forbidden(BANK_FORBIDDEN);
}

export function toBankItem(kind: BankKind, row: repo.BankRow): BankListItem {
  return {
    id: row.id,
    tanggal: row.tanggal,
    created_at: row.created_at,
    tanggal_surat: row.tanggal_surat,
    no_surat: row.no_surat,
    hal: row.hal,
    dari: row.dari,
    pengirim: row.author_nama
      ? { peg_nama: row.author_nama, peg_jabatan: row.author_jabatan }
      : null,
    status: { text: kind === "keluar" ? row.status_surat : incomingStatus(row) },
    status_mail: row.status_surat,
    jenis_surat: row.jenis_surat,
    sifat_pengamanan: row.sifat_pengamanan,
    resi: row.resi,
    nomor_agenda: row.nomor_agenda === null ? null : Number(row.nomor_agenda),
    satuan_kerja_nama: row.satuan_kerja_nama,
    disposisi: row.disposisi,
  };
}

export const toPrintRow = (item: BankListItem): BankPrintRow => ({
  id: item.id,
  tanggal: item.tanggal,
  no_surat: item.no_surat,
  hal: item.hal,
  dari: item.dari,
  jenis_surat: item.jenis_surat,
  disposisi: item.disposisi,
  satuan_kerja_nama: item.satuan_kerja_nama,
  nomor_agenda: item.nomor_agenda,
  status: item.status.text,
});

/**
 * `GET egs/master/bank-mail-{keluar|masuk-internal|masuk}`: one page of a bank, newest first.
 * @throws FORBIDDEN 403 for anybody but the secretariat holding the bank's menu.
 */
export async function listBank(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  query: BankFilter & { page: number; per_page: number },
): Promise<BankListResponse> {
  await assertBankAccess(db, auth, kind);
  const { page, per_page, ...filter } = query;
  const { rows, total } = await repo.bankPage(db, auth, kind, filter, {
    offset: offsetOf({ page, per_page }),
    limit: per_page,
  });
  return {
    items: rows.map((row) => toBankItem(kind, row)),
    meta: pageMeta({ page, per_page }, total, rows.length),
  };
}

/** The print header of a bank: title, date, agency, printer, print time and the filter. */
export async function printHeader(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  filter: BankFilter,
  now = new Date(),
): Promise<Omit<BankPrintView, "datas">> {
  const { pencetak, instansi } = await printerAndAgency(db, auth);
  const jenis = filter.jenis_surat ? await repo.jenisNaskahName(db, filter.jenis_surat) : null;
  return {
    title: BANK_TITLES[kind],
    ...printDates(now),
    instansi,
    pencetak,
    filter: filterText(
      kind === "keluar" ? filter : { ...filter, jenis_surat: undefined, status_surat: undefined },
      jenis,
    ),
  };
}

/** Rows fetched per query while exporting: memory stays flat however long the bank is. */
export const EXPORT_BATCH = 1000;

/**
 * Every letter of the bank under the filter, batch by batch (keyset on the list's order), so
 * that an export of any length holds one batch at a time.
 */
export async function* bankBatches(
  db: DbOrTx,
  auth: AuthUser,
  kind: BankKind,
  filter: BankFilter,
  batch = EXPORT_BATCH,
): AsyncGenerator<BankListItem[]> {
  let after: repo.BankCursor | null = null;
  for (;;) {
    const rows = await repo.bankRowsAfter(db, auth, kind, filter, after, batch);
    if (rows.length === 0) return;
    yield rows.map((row) => toBankItem(kind, row));
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as repo.BankRow;
    after = { key: last.cursor_key, id: last.id };
  }
}
