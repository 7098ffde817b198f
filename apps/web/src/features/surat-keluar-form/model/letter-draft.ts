import type { CaraTandaTangan } from "@lontar/contracts/cara-tanda-tangan";
import type { StoredFileInfo } from "@lontar/contracts/files";
import type {
  OutgoingMailDetail,
  OutgoingMailRequest,
  ReferenceItem,
} from "@lontar/contracts/mail";
import {
  type LAMPIRAN_UNITS,
  type LETTER_FORMS,
  SIFAT_PENGAMANAN,
  SIFAT_PENYAMPAIAN,
  type SigningMode,
} from "@lontar/contracts/mail-constants";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import type { UserInfo } from "@lontar/contracts/user";
import { hasSchedule, type ScheduleDraft } from "../../../components/schedule-fields";

type Sifat<T extends readonly string[]> = T[number] | "-";
export type LetterForm = (typeof LETTER_FORMS)[number];
/** Saving keeps a draft ('draft') or sends it to the first reviewer ('pemeriksa'). */
export type SaveStatus = OutgoingMailRequest["status_surat"];

/** Who sends the letter, as the Pengirim tab shows it; `record` once chosen in the picker. */
export interface SenderView {
  nip: string;
  nama: string;
  jabatan: string | null;
  unit: string | null;
  jabatanId: number | null;
  isPlt: boolean;
  record: PegawaiPickerRecord | null;
}

export interface Addressees {
  /** Internal users and PLT acting entries, as the picker hands them back. */
  users: PegawaiPickerRecord[];
  user_eksternal: string[];
}

export type ReferenceChoice = Pick<ReferenceItem, "id" | "no_surat" | "hal">;

export type AttachmentFile = Pick<StoredFileInfo, "_id" | "file_name" | "file_size" | "file_url">;

/** The letter as the form edits it (spec 01 §3 "Outgoing letter draft"). */
export interface LetterDraft {
  /** The saved letter being edited; absent on the create screen. */
  id: string | null;
  initId: string | null;
  bentuk_surat: LetterForm;
  tipe_surat: number | null;
  no_surat_req: number | null;
  perihal: string;
  lampiran_value: number;
  lampiran_type: (typeof LAMPIRAN_UNITS)[number];
  kegiatan: { code: string; name: string } | null;
  klasifikasi: { code: string; name: string } | null;
  sifat_pengamanan: Sifat<typeof SIFAT_PENGAMANAN>;
  sifat_penyampaian: Sifat<typeof SIFAT_PENYAMPAIAN>;
  pengirim: SenderView | null;
  type_tanda_tangan: SigningMode;
  penerima: Addressees;
  tembusan: Addressees;
  pemeriksa: PegawaiPickerRecord[];
  /** How the last reviewer signs: own position, a.n., u.b., Plt. or Plh. */
  cara_tanda_tangan: CaraTandaTangan;
  /** How many of the last reviewers sign together, in order (a joint letter: 2 or more). */
  jumlah_penandatangan: number;
  referensi: ReferenceChoice[];
  isi_surat: string;
  lampiran: AttachmentFile[];
  info_jadwal: ScheduleDraft;
  /** Softcopy: the uploaded original. */
  attachment: { originalFile: string; name: string; url: string } | null;
  /** Softcopy: the chosen specimen of the signer. */
  tanda_tangan: string | null;
  enable_ds: boolean;
}

const noAddressees = (): Addressees => ({ users: [], user_eksternal: [] });

/** The logged-in user as the default sender. */
export function senderOfUser(user: UserInfo): SenderView {
  const p = user.data_pegawai;
  return {
    nip: p.peg_nip,
    nama: p.peg_nama,
    jabatan: p.jabatan_nama,
    unit: p.unit_kerja?.unit_kerja_nama ?? null,
    jabatanId: p.jabatan_id,
    isPlt: false,
    record: null,
  };
}

/** A sender chosen in the picker by position; an acting entry sends in its PLT position. */
export function senderOfRecord(record: PegawaiPickerRecord): SenderView {
  const plt = record.is_plt ? record.data_plt : null;
  return {
    nip: record.peg_nip,
    nama: record.peg_nama,
    jabatan: plt?.jabatan_nama ?? record.namaJabatan,
    unit: record.unitKerja,
    jabatanId: plt?.jabatan_id ?? record.jabatan_id,
    isPlt: Boolean(plt),
    record,
  };
}

/** The create screen's empty letter (spec 01 §4: the draft is cleared). */
export function emptyDraft(user: UserInfo | null, initId: string | null): LetterDraft {
  return {
    id: null,
    initId,
    bentuk_surat: "text-editor",
    tipe_surat: null,
    no_surat_req: null,
    perihal: "",
    lampiran_value: 0,
    lampiran_type: "Lembar",
    kegiatan: null,
    klasifikasi: null,
    sifat_pengamanan: "-",
    sifat_penyampaian: "-",
    pengirim: user ? senderOfUser(user) : null,
    type_tanda_tangan: "digital",
    penerima: noAddressees(),
    tembusan: noAddressees(),
    pemeriksa: [],
    cara_tanda_tangan: "langsung",
    jumlah_penandatangan: 1,
    referensi: [],
    isi_surat: "",
    lampiran: [],
    info_jadwal: { tanggal_mulai: null, tanggal_berakhir: null, tempat: "" },
    attachment: null,
    tanda_tangan: null,
    enable_ds: true,
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string): T | "-" =>
  (values as readonly string[]).includes(value) ? (value as T) : "-";

/** The edit screen's letter: `GET egs/mail/{id}` mapped back, employee records as they come. */
export function draftFromDetail(detail: OutgoingMailDetail): LetterDraft {
  const k = detail.kepala_surat;
  const originalFile = detail.attachment.originalFile;
  return {
    id: detail.id,
    initId: null,
    bentuk_surat: detail.bentuk_surat,
    tipe_surat: detail.tipe_surat,
    no_surat_req: detail.no_surat_req,
    perihal: k.perihal,
    lampiran_value: k.lampiran.value,
    lampiran_type: k.lampiran.type,
    kegiatan: k.kegiatan ? { code: k.kegiatan.code, name: k.kegiatan.name } : null,
    klasifikasi: k.klasifikasi ? { code: k.klasifikasi.code, name: k.klasifikasi.name } : null,
    sifat_pengamanan: oneOf(SIFAT_PENGAMANAN, k.sifat.pengamanan),
    sifat_penyampaian: oneOf(SIFAT_PENYAMPAIAN, k.sifat.penyampaian),
    pengirim: detail.pengirim.user
      ? { ...senderOfRecord(detail.pengirim.user), jabatanId: detail.pengirim.jabatan_id }
      : null,
    type_tanda_tangan: detail.penerima.type_tanda_tangan,
    penerima: {
      users: [...detail.penerima.user, ...detail.penerima.plt],
      user_eksternal: detail.penerima.user_eksternal,
    },
    tembusan: {
      users: [...detail.tembusan.user, ...detail.tembusan.plt],
      user_eksternal: detail.tembusan.user_eksternal,
    },
    pemeriksa: detail.pemeriksa.user,
    cara_tanda_tangan: detail.cara_tanda_tangan,
    jumlah_penandatangan: detail.jumlah_penandatangan,
    referensi: detail.referensi.dataLengkap,
    isi_surat: detail.isi_surat,
    lampiran: detail.lampiran,
    info_jadwal: detail.info_jadwal ?? { tanggal_mulai: null, tanggal_berakhir: null, tempat: "" },
    attachment: originalFile
      ? { originalFile, name: "Surat softcopy", url: `/api/files/${originalFile}` }
      : null,
    tanda_tangan: detail.tanda_tangan,
    enable_ds: detail.enable_ds,
  };
}

const split = (a: Addressees) => ({
  user: a.users.filter((r) => !r.is_plt),
  plt: a.users.filter((r) => r.is_plt),
  user_eksternal: a.user_eksternal,
});

/** The `POST egs/mail` body of the draft. */
export function toRequest(draft: LetterDraft, status_surat: SaveStatus): OutgoingMailRequest {
  const s = draft.info_jadwal;
  return {
    ...(draft.id ? { id: draft.id } : { initId: draft.initId ?? undefined }),
    status_surat,
    kategori_surat: "internal",
    bentuk_surat: draft.bentuk_surat,
    tipe_surat: draft.tipe_surat,
    no_surat_req: draft.no_surat_req,
    kepala_surat: {
      perihal: draft.perihal,
      lampiran: { type: draft.lampiran_type, value: draft.lampiran_value },
      kegiatan: draft.kegiatan,
      klasifikasi: draft.klasifikasi,
      sifat: { pengamanan: draft.sifat_pengamanan, penyampaian: draft.sifat_penyampaian },
    },
    pengirim: {
      user: draft.pengirim ? (draft.pengirim.record ?? draft.pengirim.nip) : null,
      jabatan_id: draft.pengirim?.jabatanId ?? null,
    },
    penerima: { type_tanda_tangan: draft.type_tanda_tangan, ...split(draft.penerima) },
    tembusan: split(draft.tembusan),
    pemeriksa: { user: draft.pemeriksa },
    // Copies kept in the browser before this field existed have none: own position.
    cara_tanda_tangan: draft.cara_tanda_tangan ?? "langsung",
    jumlah_penandatangan: draft.jumlah_penandatangan ?? 1,
    referensi: { id: draft.referensi.map((r) => r.id) },
    enable_ds: draft.enable_ds,
    isi_surat: draft.bentuk_surat === "text-editor" ? draft.isi_surat : "",
    lampiran: draft.lampiran,
    info_jadwal: hasSchedule(s)
      ? {
          tanggal_mulai: s.tanggal_mulai ?? "",
          tanggal_berakhir: s.tanggal_berakhir ?? "",
          tempat: s.tempat,
        }
      : null,
    attachment: { originalFile: draft.attachment?.originalFile ?? null },
    tanda_tangan: draft.tanda_tangan,
  };
}

export { hasSchedule, type ScheduleDraft };
