import type { StoredFileInfo } from "@lontar/contracts/files";
import { type IncomingMail, incomingErrors } from "@lontar/contracts/incoming";
import type { KlasifikasiChoice } from "@lontar/contracts/klasifikasi";
import { scheduleErrors } from "@lontar/contracts/mail";
import {
  emptyFieldMessage,
  type LAMPIRAN_UNITS,
  type SIFAT_PENGAMANAN,
  type SIFAT_PENYAMPAIAN,
} from "@lontar/contracts/mail-constants";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { hasSchedule, type ScheduleDraft } from "../../../components/schedule-fields";
import { type Dayjs, dayjs } from "../../../lib/dayjs-id";

/** Dates of the letter travel as YYYY-MM-DD. */
export const DAY_FORMAT = "YYYY-MM-DD";

/** What the 'Buat Surat Masuk' form edits (spec 01 §3 "Incoming letter draft"). */
export interface IncomingDraft {
  no_surat: string;
  tahun_agenda: number | null;
  tanggal_surat: string | null;
  tanggal_terima: string | null;
  dari: string;
  perihal: string;
  lampiran_jumlah: number | null;
  lampiran_jenis: (typeof LAMPIRAN_UNITS)[number] | null;
  klasifikasi: KlasifikasiChoice | null;
  sifat_pengamanan: (typeof SIFAT_PENGAMANAN)[number] | "-";
  sifat_penyampaian: (typeof SIFAT_PENYAMPAIAN)[number] | "-";
  penerima: PegawaiPickerRecord[];
  tembusan: PegawaiPickerRecord[];
  lampiran: StoredFileInfo[];
  info_jadwal: ScheduleDraft;
  data_pengirim: { nama: string; email: string; nomor_wa: string };
}

/**
 * A new draft: agenda year this year, received today, no attachments (Jumlah Lampiran 0, shown
 * as such) counted in Lembar.
 */
export function emptyDraft(today: Dayjs = dayjs()): IncomingDraft {
  return {
    no_surat: "",
    tahun_agenda: today.year(),
    tanggal_surat: null,
    tanggal_terima: today.format(DAY_FORMAT),
    dari: "",
    perihal: "",
    lampiran_jumlah: 0,
    lampiran_jenis: "Lembar",
    klasifikasi: null,
    sifat_pengamanan: "-",
    sifat_penyampaian: "-",
    penerima: [],
    tembusan: [],
    lampiran: [],
    info_jadwal: { tanggal_mulai: null, tanggal_berakhir: null, tempat: "" },
    data_pengirim: { nama: "", email: "", nomor_wa: "" },
  };
}

const nips = (records: PegawaiPickerRecord[], plt: boolean) =>
  records.filter((r) => Boolean(r.is_plt) === plt).map((r) => r.peg_nip);

/**
 * The POST egs/mail body: delivered at once (terkirim), category external. Recipients who are
 * not acting officers go to `selected_kepala_login` (usually the head of the unit).
 */
export function toRequest(draft: IncomingDraft, scanId: string | null): IncomingMail {
  const s = draft.info_jadwal;
  return {
    kategori_surat: "external",
    status_surat: "terkirim",
    no_surat: draft.no_surat.trim(),
    tahun_agenda: draft.tahun_agenda,
    tanggal_surat: draft.tanggal_surat,
    tanggal_terima: draft.tanggal_terima,
    dari: draft.dari.trim(),
    kepala_surat: {
      perihal: draft.perihal.trim(),
      lampiran: { type: draft.lampiran_jenis, value: draft.lampiran_jumlah ?? 0 },
      klasifikasi: draft.klasifikasi
        ? { code: draft.klasifikasi.kode, name: draft.klasifikasi.nama }
        : null,
      sifat: { pengamanan: draft.sifat_pengamanan, penyampaian: draft.sifat_penyampaian },
    },
    penerima: {
      selected_kepala_login: nips(draft.penerima, false),
      user: [],
      plt: nips(draft.penerima, true),
    },
    tembusan: { user: nips(draft.tembusan, false), plt: nips(draft.tembusan, true) },
    lampiran: draft.lampiran.map((f) => ({ _id: f._id })),
    scan: scanId ? { _id: scanId } : null,
    info_jadwal:
      hasSchedule(s) && s.tanggal_mulai && s.tanggal_berakhir
        ? { tanggal_mulai: s.tanggal_mulai, tanggal_berakhir: s.tanggal_berakhir, tempat: s.tempat }
        : null,
    data_pengirim: {
      nama: draft.data_pengirim.nama.trim(),
      email: draft.data_pengirim.email.trim(),
      nomor_wa: draft.data_pengirim.nomor_wa.trim(),
    },
  };
}

/**
 * The server's own checks (spec 01 §5): required fields '{field} kosong !', a started schedule
 * needs both times, an end not before the start and a place. Empty when the letter may go.
 */
export function draftErrors(draft: IncomingDraft): Record<string, string[]> {
  const s = draft.info_jadwal;
  const errors: Record<string, string[]> = { ...incomingErrors(toRequest(draft, null)) };
  if (!hasSchedule(s)) return errors;
  if (!s.tanggal_mulai) errors["info_jadwal.tanggal_mulai"] = [emptyFieldMessage("Jadwal Mulai")];
  if (!s.tanggal_berakhir)
    errors["info_jadwal.tanggal_berakhir"] = [emptyFieldMessage("Jadwal Berakhir")];
  return {
    ...errors,
    ...scheduleErrors({
      tanggal_mulai: s.tanggal_mulai ?? "",
      tanggal_berakhir: s.tanggal_berakhir ?? "",
      tempat: s.tempat,
    }),
  };
}

/** Every message of a `{field: [messages]}` map, in order. */
export const errorMessages = (errors: Record<string, string[]>) => Object.values(errors).flat();

export { hasSchedule, type ScheduleDraft };
