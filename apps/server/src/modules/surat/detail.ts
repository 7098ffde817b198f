import { signingTitle } from "@lontar/contracts/cara-tanda-tangan";
import { letterArchivePdfUrl } from "@lontar/contracts/esign";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import type { DbOrTx } from "../../db/client";
import type { AddresseeSelection } from "../../db/schema/surat";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { berkasClock } from "../berkas/berkas.clock";
import { toSuratBerkas } from "../berkas/berkas.rules";
import { verifyPath } from "../esign/verify-path";
import type { PegawaiPickerRow } from "../pegawai/pegawai-list.repository";
import { toPickerRecord } from "../pegawai/pegawai-list.service";
import { detailOf } from "./detail.query";
import type { ParafRow } from "./paraf.repository";
import { initialsOf, mayReadArchiveCopy } from "./paraf.rules";
import { letterPdfUrl, withoutKopOf } from "./pdf/surat-pdf";
import { markRecipientRead, markReviewerRead } from "./read-marks";
import { LETTER_NOT_FOUND, readsAsSecretariat } from "./surat.access";
import type { MailRow } from "./surat.repository";
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

const detailToSecretariat = detailOf(true);
const detailToOthers = detailOf(false);

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
  const read = readsAsSecretariat(auth) ? detailToSecretariat : detailToOthers;
  const { row, parts } = await read(db, {
    id,
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    satuanKerjaId: auth.satuanKerjaId,
    today: berkasClock.today(),
  });
  if (!row) throw notFound(LETTER_NOT_FOUND);
  const letter = row as MailRow;
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
  } = parts;
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
