import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../../db/client";
import type { AddresseeSelection } from "../../db/schema/letters";
import type { AuthUser } from "../auth/auth.service";
import { findSignedDocument } from "../esign/esign.repository";
import { verifyPath } from "../esign/verify-path";
import { entriesOf } from "../pegawai/employee-list.repository";
import { toPickerRecord } from "../pegawai/employee-list.service";
import * as repo from "./keluar/keluar.repository";
import { editRole } from "./keluar/save-draft";
import { disposeRefusal } from "./masuk/dispose";
import { hasForwarded } from "./masuk/masuk.repository";
import { letterPdfUrl, withoutKopDocument } from "./pdf/surat-pdf";
import { markRecipientRead, markReviewerRead } from "./read-marks";
import { visibleLetter } from "./surat.access";
import { reviewersOf } from "./surat.repository";

const pickers = async (db: DbOrTx, selection: AddresseeSelection) => {
  const rows = await entriesOf(db, selection.user, selection.plt);
  const find = (id: number, plt: boolean) => rows.find((r) => r.id === id && r.isPlt === plt);
  return {
    user: selection.user
      .map((id) => find(id, false))
      .filter((r) => r !== undefined)
      .map(toPickerRecord),
    plt: selection.plt
      .map((id) => find(id, true))
      .filter((r) => r !== undefined)
      .map(toPickerRecord),
    user_eksternal: selection.user_eksternal,
  };
};

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
  const reviewers = await reviewersOf(db, id);
  const atWork = reviewers.find(
    (r) => r.urutan === letter.orderNow && letter.statusSurat === "pemeriksa",
  );
  const marked =
    (atWork?.pegawaiId === auth.pegawaiId ? await markReviewerRead(db, id, atWork.urutan) : 0) +
    (await markRecipientRead(db, id, auth.pegawaiId));
  if (marked > 0) onRead();

  const [
    klas,
    keg,
    penerima,
    tembusan,
    reviewerRows,
    pengirimRows,
    attachments,
    refs,
    notes,
    authors,
    doc,
  ] = await Promise.all([
    letter.klasifikasiId ? repo.findKlasifikasiById(db, letter.klasifikasiId) : null,
    letter.kegiatanId ? repo.findKegiatanById(db, letter.kegiatanId) : null,
    pickers(db, letter.penerima),
    pickers(db, letter.tembusan),
    entriesOf(
      db,
      reviewers.map((r) => r.pegawaiId),
    ),
    letter.pengirimPegawaiId ? entriesOf(db, [letter.pengirimPegawaiId]) : [],
    repo.attachmentsOf(db, id),
    repo.referencesOf(db, id),
    repo.notesOf(db, id),
    repo.authorsOf(db, [letter.createdBy]),
    letter.signedDocumentId ? findSignedDocument(db, letter.signedDocumentId) : null,
  ]);
  const author = authors.get(letter.createdBy);
  const isLast = atWork !== undefined && atWork.urutan === reviewers.length;
  const role = editRole(letter, auth, atWork?.pegawaiId ?? null);
  const esign = await withoutKopDocument(db, letter);
  const external = letter.kategoriSurat === "external";
  const [refusal, forwarded] = await Promise.all([
    letter.statusSurat === "terkirim" ? disposeRefusal(db, auth, letter) : Promise.resolve("-"),
    hasForwarded(db, letter.id, auth.pegawaiId),
  ]);
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
    user: { user_name: author?.username ?? "", peg_nip: author?.nip ?? "" },
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
      user: pengirimRows[0] ? toPickerRecord(pengirimRows[0]) : null,
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
        .map((r) => reviewerRows.find((row) => row.id === r.pegawaiId))
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
    is_teruskan: forwarded,
    riwayat_catatan: notes.map((n) => ({
      id: n.id,
      nama: n.nama ?? n.username,
      jabatan: n.jabatan,
      photo_url: n.photoUrl,
      action: n.action,
      keterangan: n.keterangan,
      created_at: n.createdAt.toISOString(),
    })),
    can: {
      edit: role !== null,
      act: atWork?.pegawaiId === auth.pegawaiId,
      is_last_reviewer: atWork?.pegawaiId === auth.pegawaiId && isLast,
      needs_signed_file:
        atWork?.pegawaiId === auth.pegawaiId && isLast && letter.typeTandaTangan === "eksternal",
      needs_passphrase:
        atWork?.pegawaiId === auth.pegawaiId &&
        isLast &&
        letter.typeTandaTangan === "digital" &&
        letter.enableDs &&
        !letter.signedDocumentId,
      delete: true,
      dispose: refusal === null,
      edit_number:
        auth.userLevel === USER_LEVEL.sekretariat && auth.satuanKerjaId === letter.satuanKerjaId,
    },
  };
}
