import type { PageMeta } from "@lontar/contracts/common";
import { type InboxItem, type IncomingMail, incomingErrors } from "@lontar/contracts/incoming";
import { MAIL_MESSAGES, nipOf, scheduleErrors } from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { Db, DbOrTx } from "../../../db/client";
import { mail, outboxEmail } from "../../../db/schema/letters";
import { forbidden, notFound, validationFailed } from "../../../lib/app-error";
import { writeAudit } from "../../../lib/audit";
import { rethrowConstraint } from "../../../lib/db-errors";
import { newId } from "../../../lib/ids";
import { todayInJakarta } from "../../../lib/jakarta-day";
import { pageMeta } from "../../../lib/pagination";
import type { AuthUser } from "../../auth/auth.service";
import { notify } from "../../notifikasi/notifikasi.service";
import { idsByNip } from "../../pegawai/employee-list.repository";
import * as outgoingRepo from "../keluar/keluar.repository";
import { canSeeLetter, visibleLetter } from "../surat.access";
import { findMail } from "../surat.repository";
import { newResi } from "../surat.rules";
import { type InboxRow, inbox, registeredBy } from "./inbox-query";
import * as repo from "./masuk.repository";

export async function resolveNips(
  db: DbOrTx,
  field: string,
  refs: (string | { peg_nip: string })[],
  plt = false,
) {
  const nips = refs.map(nipOf);
  const ids = await idsByNip(db, nips, plt);
  const unknown = nips.filter((nip) => !ids.has(nip));
  if (unknown.length)
    throw validationFailed({ [field]: [`Pegawai tidak ditemukan: ${unknown.join(", ")}`] });
  return [...new Set(nips.map((nip) => ids.get(nip) as number))];
}

/** The message to the outside sender: the resi and where to track the letter. */
export function senderEmail(
  letter: { perihal: string; noSurat: string | null; resi: string | null; dari: string | null },
  unit: string,
  baseUrl: string,
) {
  return {
    subject: `Tanda terima surat: ${letter.perihal}`,
    body: [
      `Yth. ${letter.dari ?? "Bapak/Ibu"},`,
      "",
      `Surat anda nomor ${letter.noSurat ?? "-"} perihal "${letter.perihal}" telah diterima dan dicatat oleh ${unit}.`,
      "",
      `Nomor resi: ${letter.resi ?? "-"}`,
      `Lacak surat ini di ${baseUrl}/cari dengan nomor resi dan alamat e-mail ini.`,
    ].join("\n"),
  };
}

/**
 * Buat Surat Masuk: the secretariat registers a letter from outside. It is delivered at once
 * (recipient rows), gets the next agenda number of the work unit and year and a resi, and the
 * sender's e-mail with the resi is queued — all in one transaction.
 */
export async function registerIncoming(
  db: Db,
  auth: AuthUser,
  input: IncomingMail,
  baseUrl: string,
) {
  const errors = { ...incomingErrors(input), ...scheduleErrors(input.info_jadwal) };
  if (Object.keys(errors).length) throw validationFailed(errors);
  const id = input.id ?? input.initId ?? newId();
  // An id already taken by a letter the user may not see answers like a missing letter,
  // not 'already exists' (which would confirm that it exists).
  const taken = await findMail(db, id);
  if (taken && !(await canSeeLetter(db, auth, taken))) throw notFound(MAIL_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const kepala = await resolveNips(
      tx,
      "penerima.selected_kepala_login",
      input.penerima.selected_kepala_login,
    );
    const users = await resolveNips(tx, "penerima.user", input.penerima.user);
    const plt = await resolveNips(tx, "penerima.plt", input.penerima.plt, true);
    const tUsers = await resolveNips(tx, "tembusan.user", input.tembusan.user);
    const tPlt = await resolveNips(tx, "tembusan.plt", input.tembusan.plt, true);
    const penerimaIds = [...new Set([...kepala, ...users])];
    const k = input.kepala_surat;
    const klas = k.klasifikasi
      ? await outgoingRepo.findKlasifikasiByKode(tx, k.klasifikasi.code)
      : null;
    const files = input.lampiran.map((f) => f._id);
    const scanId = input.scan?._id ?? null;
    const own = await outgoingRepo.ownFiles(tx, auth.userId, [
      ...files,
      ...(scanId ? [scanId] : []),
    ]);
    if (own.length !== new Set([...files, ...(scanId ? [scanId] : [])]).size)
      throw validationFailed({ lampiran: ["File lampiran tidak ditemukan, unggah ulang"] });
    const scan = own.find((f) => f.id === scanId);
    if (scan && scan.mime !== "application/pdf")
      throw validationFailed({ scan: ["Hasil scan harus PDF"] });
    const tahunAgenda = input.tahun_agenda as number;
    const nomorAgenda = await repo.nextAgenda(tx, auth.satuanKerjaId, tahunAgenda);
    const resi = newResi();
    try {
      await tx.insert(mail).values({
        id,
        satuanKerjaId: auth.satuanKerjaId,
        kategoriSurat: "external",
        statusSurat: "terkirim",
        createdBy: auth.userId,
        klasifikasiId: klas?.id ?? null,
        perihal: k.perihal,
        lampiranJumlah: k.lampiran.value,
        lampiranSatuan: k.lampiran.type ?? "Lembar",
        sifatPengamanan: k.sifat.pengamanan,
        sifatPenyampaian: k.sifat.penyampaian,
        noSurat: input.no_surat,
        tanggalSurat: input.tanggal_surat,
        tanggalTerima: input.tanggal_terima ?? todayInJakarta(),
        dari: input.dari,
        tahunAgenda,
        nomorAgenda,
        resi,
        dataPengirim: input.data_pengirim,
        penerima: { user: penerimaIds, plt, user_eksternal: [] },
        tembusan: { user: tUsers, plt: tPlt, user_eksternal: [] },
        infoJadwal: input.info_jadwal,
        originalFileId: scanId,
        sentAt: new Date(),
      });
    } catch (error) {
      rethrowConstraint(error, { mail_pkey: ["initId", "Surat dengan id ini sudah ada"] });
    }
    await outgoingRepo.replaceAttachments(tx, id, files);
    await outgoingRepo.insertRecipients(tx, "external", [
      ...penerimaIds.map((pegawaiId) => ({ mailId: id, pegawaiId, role: "penerima" as const })),
      ...plt.map((pegawaiId) => ({
        mailId: id,
        pegawaiId,
        role: "penerima" as const,
        isPlt: true,
      })),
      ...tUsers.map((pegawaiId) => ({ mailId: id, pegawaiId, role: "tembusan" as const })),
      ...tPlt.map((pegawaiId) => ({
        mailId: id,
        pegawaiId,
        role: "tembusan" as const,
        isPlt: true,
      })),
    ]);
    const addressed: ["penerima" | "tembusan", number[]][] = [
      ["penerima", [...penerimaIds, ...plt]],
      ["tembusan", [...tUsers, ...tPlt]],
    ];
    for (const [type, pegawaiIds] of addressed)
      await notify(tx, {
        kategori: "surat-masuk",
        type,
        mailId: id,
        perihal: k.perihal,
        pegawaiIds,
        pengirim: input.dari,
      });
    const unit = await outgoingRepo.findSatuanKerjaCode(tx, auth.satuanKerjaId);
    const message = senderEmail(
      { perihal: k.perihal, noSurat: input.no_surat, resi, dari: input.data_pengirim.nama },
      unit?.nama ?? "",
      baseUrl,
    );
    await tx
      .insert(outboxEmail)
      .values({ id: newId(), mailId: id, to: input.data_pengirim.email, ...message });
    return { id, status_surat: "terkirim", resi, nomor_agenda: nomorAgenda };
  });
}

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
    dari: r.dari ?? r.pengirim_nama,
    hal: r.perihal,
    status: { text: r.status_surat },
    status_mail: r.status_surat,
    tanggal: new Date(r.received_at).toISOString(),
    tanggal_surat: r.tanggal_surat,
    created_at: new Date(r.created_at).toISOString(),
    is_read: Boolean(r.is_read),
    pengirim: null,
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

/** Level 8 of the letter's work unit corrects its number or date (audited). */
export async function updateMailNumberOrDate(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
  body: { nomor_surat?: string; tanggal_surat?: string },
  ip: string | null,
) {
  const letter = await visibleLetter(db, auth, id);
  if (auth.userLevel !== USER_LEVEL.sekretariat || letter.satuanKerjaId !== auth.satuanKerjaId)
    throw forbidden("Hanya sekretariat satuan kerja surat ini yang dapat mengubahnya");
  try {
    await repo.updateMailFields(db, id, {
      ...(body.nomor_surat !== undefined ? { noSurat: body.nomor_surat } : {}),
      ...(body.tanggal_surat !== undefined ? { tanggalSurat: body.tanggal_surat } : {}),
    });
  } catch (error) {
    rethrowConstraint(error, { mail_no_surat_uq: ["nomor_surat", MAIL_MESSAGES.numberTaken] });
  }
  await writeAudit(db, {
    userId: auth.userId,
    action: "mail_updated",
    target: { type: "surat", id },
    detail: {
      before: { no_surat: letter.noSurat, tanggal_surat: letter.tanggalSurat },
      after: body,
    },
    ip,
  });
  return {
    id,
    no_surat: body.nomor_surat ?? letter.noSurat,
    tanggal_surat: body.tanggal_surat ?? letter.tanggalSurat,
  };
}
