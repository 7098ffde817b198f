import type { BankFilter, BankKind } from "@lontar/contracts/bank";

/** The routes of each bank (spec 02 §2.1; the menus of db/seed/menus.ts). */
export const BANK_ROUTES = {
  keluar: {
    segment: "keluar",
    print: "/bank-surat/list-surat/listBankSuratKeluarPrinted",
  },
  "masuk-internal": {
    segment: "masuk",
    print: "/bank-surat/list-surat/listBankSuratMasukPrinted",
  },
  masuk: {
    segment: "masuk-sekretariat",
    print: "/bank-surat/list-surat/listBankSuratMasukSekretariatPrinted",
  },
} as const satisfies Record<BankKind, { segment: string; print: string }>;

const KINDS = Object.keys(BANK_ROUTES) as BankKind[];

/** `/bank-surat/keluar`, `/bank-surat/masuk`, `/bank-surat/masuk-sekretariat`. */
export const bankListHref = (kind: BankKind) => `/bank-surat/${BANK_ROUTES[kind].segment}`;

/** The bank detail routes: `/bank-surat/{keluar|masuk|masuk-sekretariat}/list/detail/{id}`. */
export const bankDetailHref = (kind: BankKind, id: string) =>
  `${bankListHref(kind)}/list/detail/${id}`;

/** The bank of a route segment (`keluar`, `masuk`, `masuk-sekretariat`), if it is one. */
export const bankOfSegment = (segment: string | undefined): BankKind | null =>
  KINDS.find((kind) => BANK_ROUTES[kind].segment === segment) ?? null;

/** The bank of a print view path, if it is one. */
export const bankOfPrintPath = (pathname: string): BankKind | null =>
  KINDS.find((kind) => pathname.replace(/\/+$/, "") === BANK_ROUTES[kind].print) ?? null;

/** The filter as query parameters (empty values left out). */
export const filterParams = (filter: BankFilter) =>
  new URLSearchParams(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== null && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The print view of the bank under the current filter. */
export const bankPrintHref = (kind: BankKind, filter: BankFilter) => {
  const params = filterParams(filter);
  return `${BANK_ROUTES[kind].print}${params ? `?${params}` : ""}`;
};

/** The filter a print view was opened with. */
export function filterFromSearch(search: URLSearchParams): BankFilter {
  const text = (key: string) => search.get(key) || undefined;
  const jenis = Number(search.get("jenis_surat"));
  return {
    start_date: text("start_date"),
    end_date: text("end_date"),
    q: text("q"),
    jenis_surat: Number.isInteger(jenis) && jenis > 0 ? jenis : undefined,
    status_surat: text("status_surat") as BankFilter["status_surat"],
  };
}
