import type { MailListFilter, WorkflowListPath } from "@lontar/contracts/mail";
import type { DateRange } from "../../components/list-filters";

/**
 * The print views of the workflow lists, routed like the bank's: one page outside the shell per
 * list, with the list's filter in the query string.
 */
export const WORKFLOW_PRINT_ROUTES = {
  "konsep/mail": "/surat-keluar/print-view/konsep",
  "persetujuan/mail": "/surat-keluar/print-view/persetujuan",
  "reject/mail": "/surat-keluar/print-view/surat-batal",
  "telusuri/mail": "/surat-keluar/print-view/telusuri",
  "terkirim/mail": "/surat-keluar/print-view/terkirim",
  mail: "/surat-masuk/print-view/surat-masuk",
  "mail-sekretariat": "/surat-masuk/print-view/surat-masuk-sekretariat",
  "terkirim/mail-sekretariat": "/surat-masuk/print-view/terkirim",
} as const satisfies Record<WorkflowListPath, string>;

const PATHS = Object.keys(WORKFLOW_PRINT_ROUTES) as WorkflowListPath[];

/** The filter a list screen prints: its dates, its search term, the inbox's work unit. */
export type PrintFilter = DateRange & Pick<MailListFilter, "q" | "satuan_kerja_id">;

/** The print view of a list under the filter on screen. */
export function workflowPrintHref(path: WorkflowListPath, filter: PrintFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const query = params.toString();
  return `${WORKFLOW_PRINT_ROUTES[path]}${query ? `?${query}` : ""}`;
}

/** Opens the print view in a new tab, as the bank's print icon does. */
export const openWorkflowPrint = (path: WorkflowListPath, filter: PrintFilter) =>
  window.open(workflowPrintHref(path, filter), "_blank");

/** The list of a print view path, if it is one. */
export const listOfPrintPath = (pathname: string): WorkflowListPath | null =>
  PATHS.find((path) => WORKFLOW_PRINT_ROUTES[path] === pathname.replace(/\/+$/, "")) ?? null;

/** The filter a print view was opened with. */
export function printFilterFromSearch(search: URLSearchParams): MailListFilter {
  const text = (key: string) => search.get(key) || undefined;
  const unit = Number(search.get("satuan_kerja_id"));
  return {
    start_date: text("start_date"),
    end_date: text("end_date"),
    q: text("q"),
    satuan_kerja_id: Number.isInteger(unit) && unit > 0 ? unit : undefined,
  };
}
