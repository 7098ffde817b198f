import type { OutgoingListPath } from "@lontar/contracts/mail";

/** The outgoing workflow lists by route section (spec 01 §2 "Workflow lists", §7). */
export const OUTGOING_SECTIONS = {
  konsep: { listPath: "konsep/mail", title: "KONSEP SURAT" },
  persetujuan: { listPath: "persetujuan/mail", title: "PERSETUJUAN" },
  "surat-batal": { listPath: "reject/mail", title: "SURAT BATAL" },
  telusuri: { listPath: "telusuri/mail", title: "TELUSURI SURAT" },
  terkirim: { listPath: "terkirim/mail", title: "SURAT KELUAR TERKIRIM" },
} as const satisfies Record<string, { listPath: OutgoingListPath; title: string }>;

export type OutgoingSection = keyof typeof OUTGOING_SECTIONS;

export const isOutgoingSection = (value: string | undefined): value is OutgoingSection =>
  value !== undefined && Object.hasOwn(OUTGOING_SECTIONS, value);

export const listHref = (section: OutgoingSection) => `/surat-keluar/${section}`;
export const detailHref = (section: OutgoingSection, id: string) =>
  `/surat-keluar/${section}/detail/${id}`;
/** The form in edit mode; only konsep and persetujuan letters are edited (spec 01 §2). */
export const editHref = (section: "konsep" | "persetujuan", id: string) =>
  `/surat-keluar/${section}/detail/edit/${id}`;
