import type { InboxTab } from "./api/get-inbox";
import type { IncomingKind } from "./api/get-incoming-detail";

export const INBOX_PATH = "/surat-masuk/daftar-surat";
export const TERKIRIM_PATH = "/surat-masuk/terkirim";

/** The detail route of a letter of an inbox tab (spec 01 §2 "Incoming inbox"). */
export const inboxDetailHref = (tab: InboxTab, id: string) =>
  tab === "sekretariat"
    ? `${INBOX_PATH}/detail-sekretariat/sekretariat/${id}`
    : `${INBOX_PATH}/detail-non-sekretariat/non-sekretariat/${id}`;

/** Where a row of the secretariat's Terkirim list opens (spec 01 §2 "Workflow lists"). */
export const terkirimDetailHref = (id: string) =>
  `${TERKIRIM_PATH}/detail-terkirim-sekretariat/sekretariat/${id}`;

/** Where Kembali leads from a detail. */
export const backHref = (kind: IncomingKind) => (kind === "terkirim" ? TERKIRIM_PATH : INBOX_PATH);

export const riwayatPrintHref = (id: string) => `/bank-surat/print-view-riwayat/${id}`;
