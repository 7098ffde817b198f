import type { PageMeta } from "@lontar/contracts/common";
import {
  type MailInfo,
  type MailListItem,
  REFERENCE_START_DATE,
  type ReferenceItem,
} from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../../db/client";
import { writeAudit } from "../../../lib/audit";
import type { AuthUser } from "../../../lib/auth-user";
import { pageMeta } from "../../../lib/pagination";
import { visibleLetter } from "../surat.access";
import { deleteLetter } from "../surat.repository";
import { sudahBelum } from "../surat.rules";
import * as repo from "./keluar.repository";
import { type ListKind, listMail } from "./list-query";

const STATUS_TEXT: Record<string, string> = {
  draft: "draft",
  pemeriksa: "pemeriksa",
  perbaikan: "perbaikan",
  batal: "batal",
  terkirim: "terkirim",
};

/** `GET egs/{konsep|persetujuan|reject|telusuri|terkirim}/mail`. */
export async function outgoingList(
  db: DbOrTx,
  auth: AuthUser,
  kind: ListKind,
  query: { start_date?: string; end_date?: string; q?: string; page: number; per_page: number },
): Promise<{ items: MailListItem[]; meta: PageMeta }> {
  const { rows, total } = await listMail(db, kind, {
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    startDate: query.start_date,
    endDate: query.end_date,
    q: query.q || undefined,
    page: query.page,
    perPage: query.per_page,
  });
  const items = rows.map(
    (r): MailListItem => ({
      id: r.id,
      no_surat: r.noSurat,
      dari: r.dariNama,
      hal: r.perihal,
      status: { text: STATUS_TEXT[r.statusSurat] ?? r.statusSurat },
      status_mail: r.statusSurat,
      tanggal: (r.tanggalSurat ?? r.createdAt.toISOString()).slice(0, 10),
      tanggal_surat: r.tanggalSurat,
      created_at: r.createdAt.toISOString(),
      is_read: kind === "persetujuan" ? r.reviewerReadAt !== null : true,
      pengirim:
        r.authorNama !== null ? { peg_nama: r.authorNama, peg_jabatan: r.authorJabatan } : null,
      kepada: [...r.kepadaNama, ...r.penerimaEksternal].filter(Boolean).join(", "),
      pemeriksa: r.pemeriksaNama,
      resi: r.resi,
      satuan_kerja_nama: r.satuanKerjaNama,
    }),
  );
  return {
    items,
    meta: pageMeta({ page: query.page, per_page: query.per_page }, total, items.length),
  };
}

/**
 * `GET egs/mail/{id}/delete`: a draft's author deletes the draft; anyone else who sees the
 * letter removes it from their own lists only.
 */
export async function deleteFromList(db: DbOrTx, auth: AuthUser, id: string) {
  const letter = await visibleLetter(db, auth, id);
  if (letter.createdBy === auth.userId && letter.statusSurat === "draft") {
    await db.transaction(async (tx) => {
      await deleteLetter(tx, id);
      await writeAudit(tx, {
        userId: auth.userId,
        action: "letter_deleted",
        target: { type: "surat", id },
        detail: { perihal: letter.perihal, status: letter.statusSurat },
      });
    });
    return { id, deleted: "surat" as const };
  }
  await repo.hideMail(db, id, auth.userId);
  return { id, deleted: "daftar" as const };
}

/** `GET egs/mail-info/{id}`: who received and read it (Sudah / Belum). */
export async function mailInfo(db: DbOrTx, auth: AuthUser, id: string): Promise<MailInfo> {
  const letter = await visibleLetter(db, auth, id);
  const rows = await repo.recipientRowsOf(db, id);
  if (rows.length || letter.statusSurat === "terkirim") {
    return {
      penerima: rows
        .filter((r) => r.role === "penerima")
        .map((r) => ({
          nama: r.nama,
          status_terima: sudahBelum(r.receivedAt),
          status_baca: sudahBelum(r.readAt),
          status_disposisi: sudahBelum(r.disposedAt),
        })),
      tembusan: rows
        .filter((r) => r.role === "tembusan")
        .map((r) => ({
          nama: r.nama,
          status_terima: sudahBelum(r.receivedAt),
          status_baca: sudahBelum(r.readAt),
        })),
    };
  }
  const names = await repo.namesOf(db, [
    ...letter.penerima.user,
    ...letter.penerima.plt,
    ...letter.tembusan.user,
    ...letter.tembusan.plt,
  ]);
  const belum = "Belum" as const;
  const named = (ids: number[]) => ids.map((p) => names.get(p)?.nama ?? "").filter(Boolean);
  return {
    penerima: named([...letter.penerima.user, ...letter.penerima.plt]).map((nama) => ({
      nama,
      status_terima: belum,
      status_baca: belum,
      status_disposisi: belum,
    })),
    tembusan: named([...letter.tembusan.user, ...letter.tembusan.plt]).map((nama) => ({
      nama,
      status_terima: belum,
      status_baca: belum,
    })),
  };
}

/** `GET egs/referensi/mail/{id}`: letters (from 2020-10-01) the user may cite. */
export async function references(
  db: DbOrTx,
  auth: AuthUser,
  exceptId: string,
  query: { q?: string; page: number; per_page: number },
): Promise<{ items: ReferenceItem[]; meta: PageMeta }> {
  const { rows, total } = await repo.listReferences(db, {
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    secretariatOf: auth.userLevel === USER_LEVEL.sekretariat ? auth.satuanKerjaId : null,
    exceptId,
    from: REFERENCE_START_DATE,
    q: query.q || undefined,
    page: query.page,
    perPage: query.per_page,
  });
  const items = rows.map((r) => ({
    id: r.id,
    no_surat: r.noSurat,
    hal: r.perihal,
    tanggal: r.createdAt.toISOString(),
  }));
  return {
    items,
    meta: pageMeta({ page: query.page, per_page: query.per_page }, total, items.length),
  };
}
