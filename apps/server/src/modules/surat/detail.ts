import { signingTitle } from "@lontar/contracts/cara-tanda-tangan";
import { letterArchivePdfUrl } from "@lontar/contracts/esign";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedTogether, rawRows, rows } from "../../db/prepared-together";
import type { AddresseeSelection } from "../../db/schema/surat";
import type { AuthUser } from "../../lib/auth-user";
import { berkasClock } from "../berkas/berkas.clock";
import { type BerkasRow, berkasOfLetterQuery } from "../berkas/berkas.repository";
import { toSuratBerkas } from "../berkas/berkas.rules";
import { showsBerkas } from "../berkas/pemberkasan";
import { signedDocumentById } from "../esign/esign.repository";
import { verifyPath } from "../esign/verify-path";
import { type PegawaiPickerRow, pickerEntries } from "../pegawai/pegawai-list.repository";
import { toPickerRecord } from "../pegawai/pegawai-list.service";
import { textPendingQuery } from "../pencarian/pencarian.repository";
import * as repo from "./keluar/keluar.repository";
import { type ParafRow, parafOf } from "./paraf.repository";
import { initialsOf, mayReadArchiveCopy } from "./paraf.rules";
import { letterPdfUrl, withoutKopOf } from "./pdf/surat-pdf";
import { markRecipientRead, markReviewerRead } from "./read-marks";
import { visibleLetter } from "./surat.access";
import {
  attachmentsOf,
  forwardOf,
  klasifikasiById,
  myRecipientRows,
  reviewersOf,
} from "./surat.repository";
import {
  disposeRefusal,
  editRole,
  mayAct,
  mayEditNumber,
  maySign,
  needsPassphrase,
  needsSignedFile,
  numberSealed,
  signedCount,
} from "./surat.rules";

/** A note's paraf as Riwayat Catatan shows it: initials and the position held then. */
const parafOfNote = (p: ParafRow | undefined) =>
  p ? { inisial: initialsOf(p.nama), jabatan: p.jabatan, urutan: p.urutan } : null;

/** An addressee selection as the picker records of `rows` (the caller's order kept). */
const pickersOf = (rows: PegawaiPickerRow[], selection: AddresseeSelection) => {
  const find = (id: number, plt: boolean) => rows.find((r) => r.id === id && r.isPlt === plt);
  const records = (ids: number[], plt: boolean) =>
    ids
      .map((id) => find(id, plt))
      .filter((r) => r !== undefined)
      .map(toPickerRecord);
  return {
    user: records(selection.user, false),
    plt: records(selection.plt, true),
    user_eksternal: selection.user_eksternal,
  };
};

/**
 * Everything the detail shows besides the letter, in one statement prepared once: a dozen
 * small reads cost more in round trips, rendering, parsing and planning than in reading. A
 * null value reads nothing (a letter without a classification, a berkas not shown).
 */
const detailParts = preparedTogether(
  "surat_detail",
  (
    db,
    p: {
      id: string;
      pegawaiId: number;
      klasifikasiId: number | null;
      kegiatanId: number | null;
      createdBy: number;
      signedDocumentId: string | null;
      /** Addressees, copies and the sender (regular entries); `plt`: acting entries. */
      known: number[];
      plt: number[];
      /** The letter, when its berkas is shown to the user (`showsBerkas`). */
      berkasOf: string | null;
      today: string;
    },
  ) => ({
    reviewers: rows(reviewersOf(db, p.id)),
    recipientRows: rows(myRecipientRows(db, p.id, p.pegawaiId)),
    klas: rows(klasifikasiById(db, p.klasifikasiId as number)),
    keg: rows(repo.kegiatanById(db, p.kegiatanId as number)),
    // Everyone the detail names: reviewers, addressees, copies, the sender.
    entries: rows(
      pickerEntries(
        db,
        sql`(array(select r.pegawai_id from mail_reviewer r where r.mail_id = ${p.id}) || ${p.known}::int[])`,
        sql`${p.plt}::int[]`,
      ),
    ),
    attachments: rows(attachmentsOf(db, p.id)),
    refs: rows(repo.referencesOf(db, p.id)),
    notes: rows(repo.notesOf(db, p.id)),
    authors: rows(repo.authorOf(db, p.createdBy)),
    doc: rows(signedDocumentById(db, p.signedDocumentId as string)),
    paraf: rows(parafOf(db, p.id)),
    forward: rows(forwardOf(db, p.id, p.pegawaiId)),
    pending: rawRows<{ teks_diproses: boolean }>(textPendingQuery(p.id)),
    berkas: rawRows<BerkasRow>(berkasOfLetterQuery(p.berkasOf as string, p.today)),
  }),
);

/**
 * `GET egs/mail/{id}`: the outgoing letter detail; opening it marks it read for this user.
 * `onRead` is called when that changed something (the first opening), so that the caller can
 * drop what it cached; opening a letter already read changes nothing.
 */
export async function outgoingDetail(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
  onRead: () => void = () => undefined,
): Promise<OutgoingMailDetail> {
  const letter = await visibleLetter(db, auth, id);
  const {
    reviewers,
    recipientRows,
    klas: [klas],
    keg: [keg],
    entries,
    attachments,
    refs,
    notes,
    authors: [author],
    doc: [doc],
    paraf,
    forward,
    pending: [pending],
    berkas: [berkasRow],
  } = await detailParts(db, {
    id,
    pegawaiId: auth.pegawaiId,
    klasifikasiId: letter.klasifikasiId,
    kegiatanId: letter.kegiatanId,
    createdBy: letter.createdBy,
    signedDocumentId: letter.signedDocumentId,
    known: [
      ...letter.penerima.user,
      ...letter.tembusan.user,
      ...(letter.pengirimPegawaiId ? [letter.pengirimPegawaiId] : []),
    ],
    plt: [...letter.penerima.plt, ...letter.tembusan.plt],
    berkasOf: showsBerkas(auth, letter) ? id : null,
    today: berkasClock.today(),
  });
  const acts = mayAct(letter, reviewers, auth);
  // Only what is still unread is written: opening a letter again reads and writes nothing.
  const reviewerUnread = reviewers.some((r) => r.urutan === letter.orderNow && !r.readAt);
  const marked =
    (acts && reviewerUnread ? await markReviewerRead(db, id, letter.orderNow) : 0) +
    (recipientRows.some((r) => !r.readAt) ? await markRecipientRead(db, id, auth.pegawaiId) : 0);
  if (marked > 0) onRead();
  const forwarded = forward.length > 0;
  const reading = pending?.teks_diproses ?? false;
  const berkas = berkasRow ? toSuratBerkas(berkasRow) : null;

  const penerima = pickersOf(entries, letter.penerima);
  const tembusan = pickersOf(entries, letter.tembusan);
  const regular = (pegawaiId: number) => entries.find((e) => e.id === pegawaiId && !e.isPlt);
  const pengirim = letter.pengirimPegawaiId ? regular(letter.pengirimPegawaiId) : undefined;
  const parafByNote = new Map(paraf.map((p) => [p.noteId, p]));
  const esign = withoutKopOf(letter, doc ?? null);
  const external = letter.kategoriSurat === "external";
  const refusal =
    letter.statusSurat === "terkirim"
      ? disposeRefusal(letter, auth, {
          isRecipient: recipientRows.length > 0,
          hasForwarded: forwarded,
        })
      : "-";
  return {
    _id: letter.id,
    id: letter.id,
    created_at: letter.createdAt.toISOString(),
    status_surat: letter.statusSurat,
    kategori_surat: letter.kategoriSurat,
    bentuk_surat: letter.bentukSurat,
    tipe_surat: letter.jenisNaskahId,
    no_surat: letter.noSurat,
    no_surat_req: letter.nomorManual ? letter.nomorUrut : null,
    resi: letter.resi,
    tanggal_surat: letter.tanggalSurat,
    esign_document: {
      url: letterPdfUrl(letter.id),
      no_kop: false,
      verify_url: doc ? verifyPath(doc.id) : esign.verify_url,
    },
    attachment: {
      originalFile: letter.originalFileId,
      signedFile: doc || letter.externalSignedFileId ? letterPdfUrl(letter.id) : null,
    },
    lampiran: attachments.map((a) => ({
      _id: a.id,
      file_url: `/api/files/${a.id}`,
      file_name: a.fileName,
      file_size: a.size,
    })),
    info_jadwal: letter.infoJadwal ?? null,
    user: {
      user_name: author?.username ?? "",
      peg_nip: author?.nip ?? "",
      peg_nama: author?.nama ?? "",
    },
    penandatangan: letter.signerNama
      ? {
          nama: letter.signerNama,
          jabatan: letter.signerJabatan,
          satuan_kerja: letter.signerSatuanKerja,
          sebagai:
            letter.caraTandaTangan !== "langsung" && letter.signerLines
              ? signingTitle(letter.signerLines)
              : null,
        }
      : null,
    cara_tanda_tangan: letter.caraTandaTangan,
    jumlah_penandatangan: letter.jumlahPenandatangan,
    ditandatangani: signedCount(letter, reviewers.length),
    kepala_surat: {
      perihal: letter.perihal,
      lampiran: { type: letter.lampiranSatuan, value: letter.lampiranJumlah },
      klasifikasi: klas
        ? { code: klas.kode, name: klas.nama, kode: klas.kode, nama: klas.nama }
        : null,
      kegiatan: keg ? { code: keg.kode, name: keg.nama, nama_kegiatan: keg.nama } : null,
      sifat: { pengamanan: letter.sifatPengamanan, penyampaian: letter.sifatPenyampaian },
    },
    pengirim: {
      user: pengirim ? toPickerRecord(pengirim) : null,
      jabatan_id: letter.pengirimJabatanId,
    },
    penerima: {
      ...penerima,
      type_tanda_tangan: letter.typeTandaTangan,
      ...(external ? { selected_kepala_login: penerima.user } : {}),
    },
    tembusan,
    pemeriksa: {
      user: reviewers
        .map((r) => regular(r.pegawaiId))
        .filter((r) => r !== undefined)
        .map(toPickerRecord),
      order_now: letter.orderNow,
    },
    referensi: {
      id: refs.map((r) => r.id),
      dataLengkap: refs.map((r) => ({ id: r.id, no_surat: r.noSurat, hal: r.perihal })),
    },
    enable_ds: letter.enableDs,
    isi_surat: letter.isiSurat,
    tanda_tangan: letter.specimenId,
    dari: letter.dari,
    tanggal_terima: letter.tanggalTerima,
    tahun_agenda: letter.tahunAgenda,
    nomor_agenda: letter.nomorAgenda,
    data_pengirim: letter.dataPengirim ?? null,
    teks_diproses: reading,
    berkas,
    is_teruskan: forwarded,
    riwayat_catatan: notes.map((n) => ({
      id: n.id,
      nama: n.nama ?? n.username,
      jabatan: n.jabatan,
      photo_url: n.photoUrl,
      action: n.action,
      keterangan: n.keterangan,
      created_at: n.createdAt.toISOString(),
      paraf: parafOfNote(parafByNote.get(n.id)),
    })),
    salinan_arsip_url: mayReadArchiveCopy(letter, reviewers, auth)
      ? letterArchivePdfUrl(letter.id)
      : null,
    can: {
      edit: editRole(letter, reviewers, auth) !== null,
      act: acts,
      is_last_reviewer: maySign(letter, reviewers, auth),
      needs_signed_file: needsSignedFile(letter, reviewers, auth),
      needs_passphrase: needsPassphrase(letter, reviewers, auth),
      delete: true,
      dispose: refusal === null,
      edit_number: mayEditNumber(letter, auth) && !numberSealed(letter),
    },
  };
}
