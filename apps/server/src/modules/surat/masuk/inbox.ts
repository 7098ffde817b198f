import type { PageMeta } from "@lontar/contracts/common";
import type { InboxItem } from "@lontar/contracts/incoming";
import type { DbOrTx } from "../../../db/client";
import type { AuthUser } from "../../../lib/auth-user";
import { todayInJakarta } from "../../../lib/jakarta-day";
import { pageMeta } from "../../../lib/pagination";
import { signerOffice } from "../surat.rules";
import { type InboxRow, inbox, registeredBy } from "./inbox-query";

type ListQuery = {
  start_date?: string;
  end_date?: string;
  q?: string;
  page: number;
  per_page: number;
  satuan_kerja_id?: number;
};

/** The filter part every inbox-like list shares. */
const listFilter = (query: ListQuery) => ({
  startDate: query.start_date,
  endDate: query.end_date,
  q: query.q || undefined,
  page: query.page,
  perPage: query.per_page,
});

function paged(
  query: ListQuery,
  found: { rows: InboxRow[]; total: number },
): { items: InboxItem[]; meta: PageMeta } {
  return {
    items: toInboxItems(found.rows),
    meta: pageMeta({ page: query.page, per_page: query.per_page }, found.total, found.rows.length),
  };
}

/** Inbox tabs: 'Surat Masuk' (internal) and 'Surat Masuk Sekretariat' (registered). */
export async function inboxList(
  db: DbOrTx,
  auth: AuthUser,
  kategori: "internal" | "external",
  query: ListQuery,
) {
  const found = await inbox(db, {
    ...listFilter(query),
    pegawaiId: auth.pegawaiId,
    userId: auth.userId,
    kategori,
    satuanKerjaId: query.satuan_kerja_id,
  });
  return paged(query, found);
}

/** Terkirim external: what the secretariat of the user's work unit registered. */
export async function registeredList(db: DbOrTx, auth: AuthUser, query: ListQuery) {
  const found = await registeredBy(db, {
    ...listFilter(query),
    satuanKerjaId: auth.satuanKerjaId,
    userId: auth.userId,
  });
  return paged(query, found);
}

function toInboxItems(rows: InboxRow[]): InboxItem[] {
  const today = todayInJakarta();
  return rows.map((r) => ({
    id: r.id,
    no_surat: r.no_surat,
    dari:
      r.dari ??
      signerOffice({ signerNama: r.signer_nama, signerJabatan: r.signer_jabatan }) ??
      r.pengirim_nama,
    hal: r.perihal,
    status: { text: r.status_surat },
    status_mail: r.status_surat,
    tanggal: new Date(r.received_at).toISOString(),
    tanggal_surat: r.tanggal_surat,
    created_at: new Date(r.created_at).toISOString(),
    is_read: Boolean(r.is_read),
    pengirim: r.signer_nama ? { peg_nama: r.signer_nama, peg_jabatan: r.signer_jabatan } : null,
    kepada: r.kepada_nama.filter(Boolean).join(", "),
    pemeriksa: null,
    resi: r.resi,
    satuan_kerja_nama: r.satuan_kerja_nama,
    role: r.role,
    batas_waktu: r.batas_waktu,
    overdue: Boolean(r.batas_waktu && r.batas_waktu < today),
    disposisi:
      r.disposisi_dari_nama !== null
        ? {
            peg_nama: r.disposisi_dari_nama,
            jabatan_nama: r.disposisi_dari_jabatan,
            aksi: r.disposisi_private ? [] : (r.disposisi_aksi ?? []),
          }
        : null,
  }));
}
