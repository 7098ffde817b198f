import { KLASIFIKASI_KEAMANAN } from "@lontar/contracts/klasifikasi-keamanan";
import {
  type KegiatanOption,
  type KlasifikasiKeamananOption,
  MAIL_STATUSES,
  type MailStatusOption,
  type MailTypeOption,
} from "@lontar/contracts/options";
import type { DbOrTx } from "../../db/client";
import type { AuthUser } from "../../lib/auth-user";
import { type PageRequest, pageMeta } from "../../lib/pagination";
import * as repo from "./options.repository";

/**
 * Activities of a work unit (`kode_skpd`, else the user's own), paged in the `/api` employee
 * list shape. Activities are not confidential: any signed-in user may list any work unit's.
 */
export async function listKegiatan(
  db: DbOrTx,
  auth: AuthUser,
  query: PageRequest & { kode_skpd?: string; q?: string },
): Promise<{
  data: KegiatanOption[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}> {
  const kodeSkpd = query.kode_skpd?.trim() || undefined;
  const { rows, total } = await repo.pageKegiatan(
    db,
    { kodeSkpd, satuanKerjaId: auth.satuanKerjaId, q: query.q?.trim() || undefined },
    query,
  );
  const meta = pageMeta(query, total, rows.length);
  return {
    data: rows,
    current_page: meta.current_page,
    last_page: meta.last_page,
    per_page: meta.per_page,
    total,
  };
}

/** Letter types in their configured order, with their body templates. */
export async function listMailTypes(db: DbOrTx): Promise<MailTypeOption[]> {
  return (await repo.allJenisNaskah(db)).map((j) => ({ _id: j.id, ...j }));
}

/** The letter statuses of the outgoing-letter lifecycle. */
export const listMailStatuses = (): MailStatusOption[] => MAIL_STATUSES.map((name) => ({ name }));

/** The security classes of letters, in the table's order: the stored value and its name. */
export const listKlasifikasiKeamanan = (): KlasifikasiKeamananOption[] =>
  KLASIFIKASI_KEAMANAN.map(({ kode, nama }) => ({ kode, nama }));

/** Disposition instruction texts, in order. */
export async function listAksi(db: DbOrTx): Promise<string[]> {
  return (await repo.allPetunjukDisposisi(db)).map((p) => p.text);
}
