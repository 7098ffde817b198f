import {
  type AddIsiRequest,
  BERKAS_MESSAGES,
  type BerkasDetail,
  type BerkasIsiItem,
  type BerkasItem,
  type BerkasListQuery,
  type CloseBerkasRequest,
  type CreateBerkasRequest,
} from "@lontar/contracts/berkas";
import type { PageMeta } from "@lontar/contracts/common";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { scopedSatuanKerja } from "../../lib/access";
import { conflict, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { pageMeta } from "../../lib/pagination";
import { ARSIP_MENU, arsipScope, assertVisible, targetSatuanKerja } from "../arsip/arsip.access";
import { berkasClock } from "./berkas.clock";
import * as repo from "./berkas.repository";
import { closingKurun, toBerkasDetail, toBerkasItem, toIsiItem, yearOfDay } from "./berkas.rules";
import * as isiRepo from "./berkas-isi.repository";
import { fileRecord } from "./pemberkasan";

const scopeOf = (db: DbOrTx, auth: AuthUser) => arsipScope(db, auth, ARSIP_MENU.pemberkasan);

/** The berkas of the user's reach (own work unit; every unit for administrators). */
export async function listBerkas(
  db: DbOrTx,
  auth: AuthUser,
  query: BerkasListQuery,
): Promise<{ items: BerkasItem[]; meta: PageMeta }> {
  const scope = await scopeOf(db, auth);
  const filter = {
    satuanKerjaId: scopedSatuanKerja(scope, query.satuan_kerja_id),
    status: query.status,
    klasifikasi: query.klasifikasi || undefined,
    year: query.year,
    q: query.q || undefined,
  };
  const page = { page: query.page, per_page: query.per_page };
  const { rows, total } = await repo.pageBerkas(db, filter, page, berkasClock.today());
  return { items: rows.map(toBerkasItem), meta: pageMeta(page, total, rows.length) };
}

/** A berkas of the user's reach; any other is, for this user, one that does not exist. */
async function reachableBerkas(db: DbOrTx, auth: AuthUser, id: string) {
  const scope = await scopeOf(db, auth);
  const row = await repo.findBerkas(db, id, berkasClock.today());
  if (!row) throw notFound(BERKAS_MESSAGES.notFound);
  assertVisible(scope, row.satuan_kerja_id, BERKAS_MESSAGES.notFound);
  return row;
}

export async function getBerkas(db: DbOrTx, auth: AuthUser, id: string): Promise<BerkasDetail> {
  const row = await reachableBerkas(db, auth, id);
  return toBerkasDetail(row, await isiRepo.isiOf(db, id, auth));
}

const klasifikasiByKode = async (db: DbOrTx, kode: string) =>
  (
    (await db.execute(sql`select id from klasifikasi where kode = ${kode}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0];

/** Opens a new berkas, numbered next in its work unit and year. */
export async function createBerkas(
  db: DbOrTx,
  auth: AuthUser,
  body: CreateBerkasRequest,
): Promise<BerkasItem> {
  const scope = await scopeOf(db, auth);
  const satuanKerjaId = targetSatuanKerja(scope, auth, body.satuan_kerja_id);
  const klas = await klasifikasiByKode(db, body.klasifikasi_kode);
  if (!klas) throw validationFailed({ klasifikasi_kode: [BERKAS_MESSAGES.klasifikasiUnknown] });
  const id = newId();
  await db.transaction(async (tx) => {
    await repo.lockUnit(tx, satuanKerjaId);
    await repo.insertBerkas(tx, {
      id,
      satuanKerjaId,
      klasifikasiId: klas.id,
      tahun: yearOfDay(body.kurun_waktu_mulai),
      judul: body.judul,
      kurunWaktuMulai: body.kurun_waktu_mulai,
      catatan: body.catatan,
      klasifikasiKeamanan: body.klasifikasi_keamanan ?? "Biasa",
      createdBy: auth.userId,
    });
  });
  const row = await repo.findBerkas(db, id, berkasClock.today());
  if (!row) throw notFound(BERKAS_MESSAGES.notFound);
  return toBerkasItem(row);
}

/**
 * Files a letter of the berkas's work unit that the user may see, or an archive item of that
 * unit, as the berkas's last record; one filed in another open berkas moves here.
 * @throws 404 unknown berkas, letter or item; 409 a closed berkas on either side; 422 a letter
 * of another unit or not sent yet.
 */
export async function addIsi(
  db: DbOrTx,
  auth: AuthUser,
  berkasId: string,
  body: AddIsiRequest,
): Promise<BerkasIsiItem> {
  const target = await reachableBerkas(db, auth, berkasId);
  if (target.status !== "aktif") throw conflict(BERKAS_MESSAGES.closed);
  const isiId = await db.transaction(async (tx) => {
    if ("surat_id" in body) {
      const letter = await isiRepo.letterToFile(tx, body.surat_id, auth);
      if (!letter?.visible) throw notFound(BERKAS_MESSAGES.letterNotFound);
      if (letter.satuan_kerja_id !== target.satuan_kerja_id)
        throw validationFailed({ surat_id: [BERKAS_MESSAGES.otherUnit] });
      if (letter.kategori_surat === "internal" && letter.status_surat !== "terkirim")
        throw validationFailed({ surat_id: [BERKAS_MESSAGES.notSent] });
      return fileRecord(tx, berkasId, { mailId: letter.id, day: letter.day }, auth.userId);
    }
    const item = await isiRepo.arsipToFile(tx, body.arsip_id, auth);
    if (!item?.visible || item.deleted) throw notFound(BERKAS_MESSAGES.archiveNotFound);
    if (item.satuan_kerja_id !== target.satuan_kerja_id)
      throw validationFailed({ arsip_id: [BERKAS_MESSAGES.otherUnit] });
    return fileRecord(tx, berkasId, { arsipId: item.id, day: null }, auth.userId);
  });
  const isi = (await isiRepo.isiOf(db, berkasId, auth)).find((row) => row.id === isiId);
  if (!isi) throw notFound(BERKAS_MESSAGES.itemNotFound);
  return toIsiItem(isi);
}

/** Takes a record out of an open berkas. */
export async function removeIsi(db: DbOrTx, auth: AuthUser, berkasId: string, isiId: string) {
  const berkas = await reachableBerkas(db, auth, berkasId);
  if (!(await isiRepo.findIsi(db, berkasId, isiId))) throw notFound(BERKAS_MESSAGES.itemNotFound);
  if (berkas.status !== "aktif") throw conflict(BERKAS_MESSAGES.closed);
  await db.transaction(async (tx) => {
    await isiRepo.deleteIsi(tx, isiId);
    await writeAudit(tx, {
      userId: auth.userId,
      action: "berkas_isi_removed",
      target: { type: "berkas", id: berkasId },
      detail: { isi_id: isiId },
    });
  });
  return { id: isiId };
}

/** Closes an open berkas: its kurun waktu is fixed and its active retention starts today. */
export async function closeBerkas(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
  body: CloseBerkasRequest,
): Promise<BerkasItem> {
  const berkas = await reachableBerkas(db, auth, id);
  if (berkas.status !== "aktif") throw conflict(BERKAS_MESSAGES.closed);
  const today = berkasClock.today();
  const kurun = closingKurun(berkas, today, body.kurun_waktu_selesai);
  if (!kurun.ok) throw validationFailed({ kurun_waktu_selesai: [BERKAS_MESSAGES.kurunInvalid] });
  await db.transaction(async (tx) => {
    await repo.closeBerkasRow(tx, id, { ditutupPada: today, kurunWaktuSelesai: kurun.selesai });
    await writeAudit(tx, {
      userId: auth.userId,
      action: "berkas_closed",
      target: { type: "berkas", id },
      detail: { nomor_berkas: berkas.nomor_berkas, tahun: berkas.tahun },
    });
  });
  const row = await repo.findBerkas(db, id, today);
  if (!row) throw notFound(BERKAS_MESSAGES.notFound);
  return toBerkasItem(row);
}
