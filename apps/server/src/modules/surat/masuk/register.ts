import { type IncomingMail, incomingErrors } from "@lontar/contracts/incoming";
import { perihalNotifikasi } from "@lontar/contracts/klasifikasi-keamanan";
import { MAIL_MESSAGES, scheduleErrors } from "@lontar/contracts/mail";
import type { Db } from "../../../db/client";
import { notFound, validationFailed } from "../../../lib/app-error";
import type { AuthUser } from "../../../lib/auth-user";
import { rethrowConstraint } from "../../../lib/db-errors";
import { newId } from "../../../lib/ids";
import { todayInJakarta } from "../../../lib/jakarta-day";
import { claimFile } from "../../files/claim-file";
import { notify } from "../../notifikasi/notifikasi.service";
import { resolveNips } from "../addressees";
import { canSeeLetter } from "../surat.access";
import { nextAgendaNumber } from "../surat.numbering";
import * as sharedRepo from "../surat.repository";
import { findMail } from "../surat.repository";
import { newResi } from "../surat.rules";

/**
 * The message to the outside sender: the resi and where to track the letter. The subject is
 * named only when the letter's security class lets e-mails carry it.
 */
export function senderEmail(
  letter: {
    perihal: string;
    sifat: string;
    noSurat: string | null;
    resi: string | null;
    dari: string | null;
  },
  unit: string,
  baseUrl: string,
) {
  const perihal = perihalNotifikasi(letter.sifat, letter.perihal);
  return {
    subject: `Tanda terima surat: ${perihal}`,
    body: [
      `Yth. ${letter.dari ?? "Bapak/Ibu"},`,
      "",
      `Surat anda nomor ${letter.noSurat ?? "-"} perihal "${perihal}" telah diterima dan dicatat oleh ${unit}.`,
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
 * @throws VALIDATION_FAILED (422) for a field the checks refuse.
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
      ? await sharedRepo.findKlasifikasiByKode(tx, k.klasifikasi.code)
      : null;
    const files = input.lampiran.map((f) => f._id);
    const scanId = input.scan?._id ?? null;
    for (const fileId of new Set(files))
      await claimFile(tx, auth, {
        id: fileId,
        purpose: "lampiran",
        field: "lampiran",
        message: "File lampiran tidak ditemukan, unggah ulang",
      });
    const scan = scanId
      ? await claimFile(tx, auth, {
          id: scanId,
          purpose: "scan",
          field: "scan",
          message: "Hasil scan tidak ditemukan, scan ulang",
        })
      : null;
    if (scan && scan.mime !== "application/pdf")
      throw validationFailed({ scan: ["Hasil scan harus PDF"] });
    const tahunAgenda = input.tahun_agenda as number;
    const nomorAgenda = await nextAgendaNumber(tx, auth.satuanKerjaId, tahunAgenda);
    const resi = newResi();
    try {
      await sharedRepo.insertLetter(tx, {
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
    await sharedRepo.replaceAttachments(tx, id, files);
    await sharedRepo.insertRecipients(tx, "external", [
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
    const unit = await sharedRepo.findSatuanKerjaCode(tx, auth.satuanKerjaId);
    const message = senderEmail(
      {
        perihal: k.perihal,
        sifat: k.sifat.pengamanan,
        noSurat: input.no_surat,
        resi,
        dari: input.data_pengirim.nama,
      },
      unit?.nama ?? "",
      baseUrl,
    );
    await sharedRepo.queueEmails(tx, [{ mailId: id, to: input.data_pengirim.email, ...message }]);
    return { id, status_surat: "terkirim", resi, nomor_agenda: nomorAgenda };
  });
}
