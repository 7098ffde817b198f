import {
  BERITA_ACARA_JUDUL,
  BERITA_ACARA_MESSAGES,
  type BeritaAcaraDetail,
  type BeritaAcaraItem,
  type BeritaAcaraJenis,
  type BeritaAcaraListQuery,
  type UsulBeritaAcaraRequest,
} from "@lontar/contracts/berita-acara";
import { BERKAS_MESSAGES, BERKAS_STATUS_LABEL, type BerkasStatus } from "@lontar/contracts/berkas";
import type { PageMeta } from "@lontar/contracts/common";
import { klasifikasiTertinggi, terbukaBagiUnit } from "@lontar/contracts/klasifikasi-keamanan";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import { holdsMenu } from "../../lib/access";
import { conflict, notFound, validationFailed } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { pageMeta } from "../../lib/pagination";
import { ARSIP_MENU, arsipScope, assertVisible } from "../arsip/arsip.access";
import { notifyBeritaAcara, retractBeritaAcara } from "../notifikasi/notifikasi.service";
import * as repo from "./berita-acara.repository";
import { berkasClock } from "./berkas.clock";
import * as berkasRepo from "./berkas.repository";
import { toBerkasItem } from "./berkas.rules";

/** The statuses a berkas must have for each act (JRA): what is due, and nothing active. */
export const DUE_FOR: Record<BeritaAcaraJenis, readonly BerkasStatus[]> = {
  pemusnahan: ["usul_musnah"],
  pemindahan: ["inaktif", "usul_musnah", "permanen"],
  penyerahan: ["permanen"],
};

/** A berkas its unit's archive staff may not read whole (Rahasia and stricter, itself or a record). */
const isRahasia = (row: berkasRepo.BerkasRow) => !terbukaBagiUnit(klasifikasiTertinggi(row.kelas));

const nomorOf = (b: { nomor_berkas: number; tahun: number }) => `${b.nomor_berkas}/${b.tahun}`;

/**
 * Proposes an act on berkas of one unit: each must be due for it, none proposed already, a
 * berkas with a Rahasia record only with `konfirmasi_rahasia`. The head of the unit signs it.
 * @throws 403 without the Pemberkasan menu; 404 a berkas out of reach; 422 refusals.
 */
export async function proposeBeritaAcara(
  db: DbOrTx,
  auth: AuthUser,
  jenis: BeritaAcaraJenis,
  body: UsulBeritaAcaraRequest,
): Promise<BeritaAcaraItem> {
  const scope = await arsipScope(db, auth, ARSIP_MENU.pemberkasan);
  const ids = [...new Set(body.berkas_ids)];
  const rows = await berkasRepo.berkasByIds(db, ids, berkasClock.today());
  if (rows.length !== ids.length) throw notFound(BERKAS_MESSAGES.notFound);
  for (const row of rows) assertVisible(scope, row.satuan_kerja_id, BERKAS_MESSAGES.notFound);
  const unit = rows[0]?.satuan_kerja_id as number;
  const refusals = rows.flatMap((row) =>
    row.satuan_kerja_id !== unit
      ? ["Semua berkas harus dari unit kerja yang sama"]
      : !DUE_FOR[jenis].includes(row.status)
        ? [BERITA_ACARA_MESSAGES.notDue(nomorOf(row), jenis, BERKAS_STATUS_LABEL[row.status])]
        : row.diusulkan
          ? [`${BERITA_ACARA_MESSAGES.alreadyProposed}: ${nomorOf(row)}`]
          : [],
  );
  if (refusals.length) throw validationFailed({ berkas_ids: [...new Set(refusals)] });
  if (jenis !== "pemusnahan" && body.ke_unit === undefined)
    throw validationFailed({ ke_unit: [BERITA_ACARA_MESSAGES.keUnitRequired] });
  const rahasia = rows.filter(isRahasia).map((row) => row.id);
  if (rahasia.length && !body.konfirmasi_rahasia)
    throw validationFailed({
      konfirmasi_rahasia: rows
        .filter((row) => rahasia.includes(row.id))
        .map((row) => BERITA_ACARA_MESSAGES.rahasia(nomorOf(row))),
    });
  const head = await repo.headOf(db, unit);
  if (head === undefined) throw validationFailed({ berkas_ids: [BERITA_ACARA_MESSAGES.noHead] });
  const id = newId();
  await db.transaction(async (tx) => {
    await repo.insertBeritaAcara(tx, {
      id,
      satuanKerjaId: unit,
      jenis,
      keUnitId: jenis === "pemusnahan" ? null : (body.ke_unit ?? null),
      penandatanganPegawaiId: head,
      berkasIds: ids,
      konfirmasiRahasia: rahasia.length > 0,
      createdBy: auth.userId,
    });
    // Another proposal may have taken one of them since they were read.
    if ((await repo.proposeBerkas(tx, ids, id)) !== ids.length)
      throw conflict(BERITA_ACARA_MESSAGES.alreadyProposed);
    await notifyBeritaAcara(tx, {
      beritaAcaraId: id,
      signerPegawaiId: head,
      perihal: `${BERITA_ACARA_JUDUL[jenis]} (${ids.length} berkas)`,
      fromPegawaiId: auth.pegawaiId ?? null,
    });
  });
  return toItem(auth, await mustFind(db, id), true);
}

/** The Berita Acara a user reaches: the unit's archivists (all for administrators), and its signer. */
async function reachOf(db: DbOrTx, auth: AuthUser): Promise<repo.BeritaAcaraReach> {
  if (auth.userLevel === USER_LEVEL.admin) return { all: true };
  const archivist = await holdsMenu(db, auth, ARSIP_MENU.pemberkasan);
  return { satuanKerjaId: archivist ? auth.satuanKerjaId : null, pegawaiId: auth.pegawaiId };
}

const reaches = (reach: repo.BeritaAcaraReach, row: repo.BeritaAcaraRow) =>
  reach.all === true ||
  row.penandatangan_pegawai_id === reach.pegawaiId ||
  row.satuan_kerja_id === reach.satuanKerjaId;

const archivistOf = (reach: repo.BeritaAcaraReach, row: repo.BeritaAcaraRow) =>
  reach.all === true || row.satuan_kerja_id === reach.satuanKerjaId;

async function mustFind(db: DbOrTx, id: string) {
  const row = await repo.findBeritaAcara(db, id);
  if (!row) throw notFound(BERITA_ACARA_MESSAGES.notFound);
  return row;
}

/** A Berita Acara of the user's reach, with whether they may cancel it. */
export async function reachableBeritaAcara(db: DbOrTx, auth: AuthUser, id: string) {
  const reach = await reachOf(db, auth);
  const row = await repo.findBeritaAcara(db, id);
  if (!row || !reaches(reach, row)) throw notFound(BERITA_ACARA_MESSAGES.notFound);
  return { row, archivist: archivistOf(reach, row) };
}

export const pdfUrlOf = (id: string) => `/egs/berita-acara/${id}/pdf`;

function toItem(auth: AuthUser, row: repo.BeritaAcaraRow, archivist: boolean): BeritaAcaraItem {
  const waiting = row.status === "menunggu";
  return {
    id: row.id,
    jenis: row.jenis,
    judul: BERITA_ACARA_JUDUL[row.jenis],
    status: row.status,
    nomor: row.nomor,
    satuan_kerja_id: row.satuan_kerja_id,
    satuan_kerja: row.satuan_kerja,
    ke_unit: row.ke_unit_id === null ? null : { id: row.ke_unit_id, nama: row.ke_unit ?? "" },
    penandatangan: {
      nama: row.penandatangan_nama,
      nip: row.penandatangan_nip,
      jabatan: row.penandatangan_jabatan ?? "",
    },
    jumlah_berkas: row.berkas_ids.length,
    konfirmasi_rahasia: row.konfirmasi_rahasia,
    created_at: row.created_at,
    signed_at: row.signed_at,
    pdf_url: row.signed_document_id ? pdfUrlOf(row.id) : null,
    can_sign: waiting && row.penandatangan_pegawai_id === auth.pegawaiId,
    can_cancel: waiting && archivist,
  };
}

export async function listBeritaAcara(
  db: DbOrTx,
  auth: AuthUser,
  query: BeritaAcaraListQuery,
): Promise<{ items: BeritaAcaraItem[]; meta: PageMeta }> {
  const reach = await reachOf(db, auth);
  const page = { page: query.page, per_page: query.per_page };
  const { rows, total } = await repo.pageBeritaAcara(db, reach, query, page);
  return {
    items: rows.map((row) => toItem(auth, row, archivistOf(reach, row))),
    meta: pageMeta(page, total, rows.length),
  };
}

export async function getBeritaAcara(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
): Promise<BeritaAcaraDetail> {
  const { row, archivist } = await reachableBeritaAcara(db, auth, id);
  const berkas = await berkasRepo.berkasByIds(db, row.berkas_ids, berkasClock.today());
  return { ...toItem(auth, row, archivist), berkas: berkas.map(toBerkasItem) };
}

/** The archivist withdraws a proposal before it is signed; its berkas are free again. */
export async function cancelBeritaAcara(db: DbOrTx, auth: AuthUser, id: string) {
  const { archivist } = await reachableBeritaAcara(db, auth, id);
  if (!archivist) throw notFound(BERITA_ACARA_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const row = await repo.findBeritaAcara(tx, id, true);
    if (row?.status === "ditandatangani") throw conflict(BERITA_ACARA_MESSAGES.done);
    if (row?.status === "dibatalkan") throw conflict(BERITA_ACARA_MESSAGES.cancelled);
    await repo.cancelBeritaAcara(tx, id);
    await retractBeritaAcara(tx, id);
    return toItem(auth, await mustFind(tx, id), true);
  });
}
