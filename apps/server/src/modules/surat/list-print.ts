import type { PageMeta } from "@lontar/contracts/common";
import type { InboxPrintView } from "@lontar/contracts/incoming";
import {
  type ListPrintHeader,
  type MailListFilter,
  type MailListItem,
  type OutgoingPrintView,
  WORKFLOW_PRINT_TITLES,
  type WorkflowListPath,
} from "@lontar/contracts/mail";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { satuanKerja } from "../../db/schema/org";
import type { AuthUser } from "../../lib/auth-user";
import { filterText, printDates, printerAndAgency } from "../../lib/print-header";
import type { ListKind } from "./keluar/list-query";
import { outgoingList } from "./keluar/lists";
import { inboxList, registeredList } from "./masuk/inbox";

/**
 * The print data of the workflow lists (Konsep, Persetujuan, Surat Batal, Telusuri, Terkirim,
 * the inbox tabs, the secretariat's Terkirim): the bank's print header and every row of the
 * filter. A page of a list is capped at 100 rows; the print reads the same list call batch
 * by batch until the list ends, so it holds exactly what the screen pages through.
 */

/** Rows read per call while printing. */
export const PRINT_BATCH = 500;

const OUTGOING: Partial<Record<WorkflowListPath, ListKind>> = {
  "konsep/mail": "konsep",
  "persetujuan/mail": "persetujuan",
  "reject/mail": "reject",
  "telusuri/mail": "telusuri",
  "terkirim/mail": "terkirim",
};

type Page<T> = { items: T[]; meta: PageMeta };
type PageQuery = MailListFilter & { page: number; per_page: number };

/** One page of a workflow list, as its own list call answers it. */
function pageOf(
  db: DbOrTx,
  auth: AuthUser,
  path: WorkflowListPath,
  query: PageQuery,
): Promise<Page<MailListItem>> {
  const kind = OUTGOING[path];
  if (kind) return outgoingList(db, auth, kind, query);
  if (path === "terkirim/mail-sekretariat") return registeredList(db, auth, query);
  return inboxList(db, auth, path === "mail" ? "internal" : "external", query);
}

/** Every row of the list under the filter, newest first, each letter once. */
async function everyRow(
  db: DbOrTx,
  auth: AuthUser,
  path: WorkflowListPath,
  filter: MailListFilter,
  batch: number,
): Promise<MailListItem[]> {
  const rows: MailListItem[] = [];
  const seen = new Set<string>();
  for (let page = 1; ; page += 1) {
    const { items, meta } = await pageOf(db, auth, path, { ...filter, page, per_page: batch });
    // A letter arriving between two batches shifts the next one: skip what is already there.
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      rows.push(item);
    }
    if (items.length < batch || page >= meta.last_page) return rows;
  }
}

/** The filter in words: the period and the search term, and the work unit when chosen. */
async function describeFilter(db: DbOrTx, filter: MailListFilter): Promise<string> {
  const text = filterText({
    start_date: filter.start_date,
    end_date: filter.end_date,
    q: filter.q,
  });
  if (!filter.satuan_kerja_id) return text;
  const [unit] = await db
    .select({ nama: satuanKerja.nama })
    .from(satuanKerja)
    .where(eq(satuanKerja.id, filter.satuan_kerja_id));
  return unit ? `${text} · Satuan Kerja: ${unit.nama}` : text;
}

/**
 * `GET egs/{listPath}/export`: the list's title, the print header and every row the user's
 * list holds under the filter (the same scope as the list itself).
 */
export async function workflowPrintView(
  db: DbOrTx,
  auth: AuthUser,
  path: WorkflowListPath,
  filter: MailListFilter,
  { now = new Date(), batch = PRINT_BATCH } = {},
): Promise<OutgoingPrintView | InboxPrintView> {
  const datas = await everyRow(db, auth, path, filter, batch);
  const { pencetak, instansi } = await printerAndAgency(db, auth);
  const header: ListPrintHeader = {
    title: WORKFLOW_PRINT_TITLES[path],
    ...printDates(now),
    instansi,
    pencetak,
    filter: await describeFilter(db, filter),
  };
  return { ...header, datas } as OutgoingPrintView | InboxPrintView;
}
