import {
  MAIL_MESSAGES,
  type OutgoingMail,
  outgoingSendErrors,
  scheduleErrors,
} from "@lontar/contracts/mail";
import type { Db, DbOrTx } from "../../../db/client";
import type { AddresseeSelection } from "../../../db/schema/surat";
import { forbidden, notFound, validationFailed } from "../../../lib/app-error";
import type { AuthUser } from "../../../lib/auth-user";
import { rethrowConstraint } from "../../../lib/db-errors";
import { claimFile } from "../../files/claim-file";
import { notify } from "../../notifikasi/notifikasi.service";
import { resolveNips } from "../addressees";
import { signingLinesOf } from "../cara-tanda-tangan";
import { sanitizeLetterHtml } from "../isi-surat";
import { canSeeLetter } from "../surat.access";
import { reservedNumber } from "../surat.numbering";
import {
  attachmentsOf,
  findKlasifikasiByKode,
  findMail,
  insertLetter,
  replaceAttachments,
  reviewersOf,
  updateLetter,
} from "../surat.repository";
import { editRole } from "../surat.rules";
import * as repo from "./keluar.repository";

type Addressees = { user: (string | { peg_nip: string })[]; plt: (string | { peg_nip: string })[] };

async function selection(
  db: DbOrTx,
  field: string,
  input: Addressees & { user_eksternal: string[] },
) {
  return {
    user: await resolveNips(db, `${field}.user`, input.user),
    plt: await resolveNips(db, `${field}.plt`, input.plt, true),
    user_eksternal: [...new Set(input.user_eksternal.map((e) => e.toLowerCase()))],
  } satisfies AddresseeSelection;
}

/**
 * Referensi name letters the writer may see: the detail shows a referenced letter's number
 * and subject, so citing any other id would read a letter past its access rule. A reference
 * the letter already has is kept as it is.
 * @throws NOT_FOUND (404) for an id the user may not see, exactly as for a missing one.
 */
async function checkReferences(tx: DbOrTx, auth: AuthUser, id: string, refIds: string[]) {
  const kept = new Set((await repo.referencesOf(tx, id)).map((r) => r.id));
  for (const refId of new Set(refIds)) {
    if (refId === id || kept.has(refId)) continue;
    const letter = await findMail(tx, refId);
    if (!letter || !(await canSeeLetter(tx, auth, letter))) throw notFound(MAIL_MESSAGES.notFound);
  }
}

/**
 * `POST egs/mail`: creates the letter (`initId`) or saves it (`id`); 'pemeriksa' sends it to
 * the first reviewer after the checks of spec 01 §5. One transaction: all or nothing.
 * @throws NOT_FOUND (404) for a letter the user may not see; FORBIDDEN (403) when the user may
 * not edit it now; VALIDATION_FAILED (422) for a field the checks refuse.
 */
export async function saveOutgoing(
  db: Db,
  auth: AuthUser,
  input: OutgoingMail,
): Promise<{ id: string; status_surat: string }> {
  const sending = input.status_surat === "pemeriksa";
  const errors = {
    ...scheduleErrors(input.info_jadwal),
    ...(sending ? outgoingSendErrors(input) : {}),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
  const id = input.id ?? input.initId;
  if (!id) throw validationFailed({ initId: ["initId kosong !"] });

  return db.transaction(async (tx) => {
    const existing = await findMail(tx, id);
    let role: "author" | "reviewer" = "author";
    if (existing) {
      if (!(await canSeeLetter(tx, auth, existing))) throw notFound(MAIL_MESSAGES.notFound);
      const found = editRole(existing, await reviewersOf(tx, id), auth);
      if (!found) throw forbidden("Surat ini tidak dapat diubah");
      role = found;
    }
    await checkReferences(tx, auth, id, input.referensi.id);
    const satuanKerjaId = existing?.satuanKerjaId ?? auth.satuanKerjaId;
    const k = input.kepala_surat;
    const klas = k.klasifikasi ? await findKlasifikasiByKode(tx, k.klasifikasi.code) : null;
    if (k.klasifikasi && !klas)
      throw validationFailed({ "kepala_surat.klasifikasi": ["Klasifikasi tidak ditemukan"] });
    const keg = k.kegiatan ? await repo.findKegiatan(tx, satuanKerjaId, k.kegiatan.code) : null;
    const pengirim = input.pengirim.user
      ? (await resolveNips(tx, "pengirim.user", [input.pengirim.user]))[0]
      : null;
    const penerima = await selection(tx, "penerima", input.penerima);
    const tembusan = await selection(tx, "tembusan", input.tembusan);
    const files = input.lampiran.map((f) => f._id);
    // Attachments the letter already has stay; each new one must be the user's own upload.
    const previous = existing ? (await attachmentsOf(tx, id)).map((a) => a.id) : [];
    for (const fileId of new Set(files.filter((f) => !previous.includes(f))))
      await claimFile(tx, auth, {
        id: fileId,
        purpose: "lampiran",
        field: "lampiran",
        message: "File lampiran tidak ditemukan, unggah ulang",
      });
    if (input.bentuk_surat === "softcopy" && input.attachment.originalFile) {
      const unchanged = existing?.originalFileId === input.attachment.originalFile;
      if (!unchanged) {
        const original = await claimFile(tx, auth, {
          id: input.attachment.originalFile,
          purpose: "softcopy",
          field: "attachment.originalFile",
          message: "File surat tidak ditemukan, unggah ulang",
        });
        if (original.mime !== "application/pdf")
          throw validationFailed({ "attachment.originalFile": ["File surat harus berupa PDF"] });
      }
    }

    const values = {
      jenisNaskahId: input.tipe_surat,
      caraTandaTangan: input.cara_tanda_tangan,
      jumlahPenandatangan: input.jumlah_penandatangan,
      bentukSurat: input.bentuk_surat,
      klasifikasiId: klas?.id ?? null,
      kegiatanId: keg?.id ?? null,
      perihal: k.perihal,
      lampiranJumlah: k.lampiran.value,
      lampiranSatuan: k.lampiran.type,
      sifatPengamanan: k.sifat.pengamanan,
      sifatPenyampaian: k.sifat.penyampaian,
      pengirimPegawaiId: pengirim ?? null,
      pengirimJabatanId: input.pengirim.jabatan_id,
      penerima,
      tembusan,
      typeTandaTangan: input.penerima.type_tanda_tangan,
      enableDs: input.enable_ds,
      isiSurat: sanitizeLetterHtml(input.isi_surat),
      infoJadwal: input.info_jadwal,
      originalFileId: input.bentuk_surat === "softcopy" ? input.attachment.originalFile : null,
      specimenId: input.tanda_tangan,
      updatedAt: new Date(),
    };
    const manual = await reservedNumber(
      tx,
      { id, satuanKerjaId, jenisNaskahId: input.tipe_surat },
      input.no_surat_req,
    );

    const nextStatus = role === "reviewer" ? "pemeriksa" : sending ? "pemeriksa" : "draft";
    try {
      if (existing) {
        await updateLetter(tx, id, {
          ...values,
          ...manual,
          statusSurat: nextStatus,
          ...(role === "author" && sending ? { orderNow: 1 } : {}),
        });
      } else {
        await insertLetter(tx, {
          id,
          satuanKerjaId,
          createdBy: auth.userId,
          kategoriSurat: "internal",
          statusSurat: nextStatus,
          orderNow: sending ? 1 : 0,
          ...values,
          ...manual,
        });
      }
    } catch (error) {
      rethrowConstraint(error, {
        mail_nomor_urut_uq: ["no_surat_req", MAIL_MESSAGES.numberTaken],
        mail_pkey: ["initId", "Surat dengan id ini sudah ada"],
      });
    }
    if (role === "author") {
      await repo.replaceReviewers(
        tx,
        id,
        await resolveNips(tx, "pemeriksa.user", input.pemeriksa.user),
      );
      if (sending) {
        await repo.resetReviewers(tx, id);
        await repo.insertNote(tx, {
          mailId: id,
          userId: auth.userId,
          pegawaiId: auth.pegawaiId,
          action: "kirim",
        });
        const [first] = await reviewersOf(tx, id);
        if (first)
          await notify(tx, {
            kategori: "persetujuan",
            type: "pemeriksaan",
            mailId: id,
            perihal: k.perihal,
            pegawaiIds: [first.pegawaiId],
            fromPegawaiId: auth.pegawaiId,
          });
      }
    }
    // The last reviewer signs: they must be able to sign the way the letter says.
    const signer = (await reviewersOf(tx, id)).at(-1);
    if (signer && input.cara_tanda_tangan !== "langsung")
      await signingLinesOf(tx, signer.pegawaiId, input.cara_tanda_tangan);
    await replaceAttachments(tx, id, files);
    await repo.replaceReferences(tx, id, input.referensi.id);
    return { id, status_surat: nextStatus };
  });
}
