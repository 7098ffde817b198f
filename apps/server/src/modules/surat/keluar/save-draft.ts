import {
  MAIL_MESSAGES,
  nipOf,
  type OutgoingMail,
  outgoingSendErrors,
  scheduleErrors,
} from "@lontar/contracts/mail";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { type AddresseeSelection, mail, mailReviewer } from "../../../db/schema/letters";
import { forbidden, notFound, validationFailed } from "../../../lib/app-error";
import { rethrowConstraint } from "../../../lib/db-errors";
import { todayInJakarta } from "../../../lib/jakarta-day";
import type { AuthUser } from "../../auth/auth.service";
import { notify } from "../../notifikasi/notifikasi.service";
import { idsByNip } from "../../pegawai/employee-list.repository";
import { sanitizeLetterHtml } from "../isi-surat";
import { canSeeLetter } from "../surat.access";
import { findMail, type MailRow, reviewersOf } from "../surat.repository";
import * as repo from "./keluar.repository";

type Addressees = { user: (string | { peg_nip: string })[]; plt: (string | { peg_nip: string })[] };

/** NIPs of a payload → employee ids, or a 422 naming the field and the unknown NIPs. */
async function resolve(db: DbOrTx, field: string, refs: Addressees["user"], plt = false) {
  const nips = refs.map(nipOf);
  const ids = await idsByNip(db, nips, plt);
  const unknown = nips.filter((nip) => !ids.has(nip));
  if (unknown.length)
    throw validationFailed({ [field]: [`Pegawai tidak ditemukan: ${unknown.join(", ")}`] });
  return [...new Set(nips.map((nip) => ids.get(nip) as number))];
}

async function selection(
  db: DbOrTx,
  field: string,
  input: Addressees & { user_eksternal: string[] },
) {
  return {
    user: await resolve(db, `${field}.user`, input.user),
    plt: await resolve(db, `${field}.plt`, input.plt, true),
    user_eksternal: [...new Set(input.user_eksternal.map((e) => e.toLowerCase()))],
  } satisfies AddresseeSelection;
}

/**
 * Referensi name letters the writer may see: the detail shows a referenced letter's number
 * and subject, so citing any other id would read a letter past its access rule. A reference
 * the letter already has is kept as it is.
 * @throws MAIL_NOT_FOUND (404) for an id the user may not see, exactly as for a missing one.
 */
async function checkReferences(tx: DbOrTx, auth: AuthUser, id: string, refIds: string[]) {
  const kept = new Set((await repo.referencesOf(tx, id)).map((r) => r.id));
  for (const refId of new Set(refIds)) {
    if (refId === id || kept.has(refId)) continue;
    const letter = await findMail(tx, refId);
    if (!letter || !(await canSeeLetter(tx, auth, letter))) throw notFound(MAIL_MESSAGES.notFound);
  }
}

/** Who may save the letter now: its author while it is theirs, the reviewer at work. */
export function editRole(letter: MailRow, auth: AuthUser, atWork: number | null) {
  if (letter.createdBy === auth.userId && ["draft", "perbaikan"].includes(letter.statusSurat))
    return "author" as const;
  if (letter.statusSurat === "pemeriksa" && atWork === auth.pegawaiId) return "reviewer" as const;
  return null;
}

export async function reviewerAtWork(db: DbOrTx, letter: MailRow) {
  if (letter.statusSurat !== "pemeriksa") return null;
  const reviewers = await reviewersOf(db, letter.id);
  return reviewers.find((r) => r.urutan === letter.orderNow)?.pegawaiId ?? null;
}

/**
 * `POST egs/mail`: creates the letter (`initId`) or saves it (`id`); 'pemeriksa' sends it to
 * the first reviewer after the checks of spec 01 §5. One transaction: all or nothing.
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
      const found = editRole(existing, auth, await reviewerAtWork(tx, existing));
      if (!found) throw forbidden("Surat ini tidak dapat diubah");
      role = found;
    }
    await checkReferences(tx, auth, id, input.referensi.id);
    const satuanKerjaId = existing?.satuanKerjaId ?? auth.satuanKerjaId;
    const k = input.kepala_surat;
    const klas = k.klasifikasi ? await repo.findKlasifikasiByKode(tx, k.klasifikasi.code) : null;
    if (k.klasifikasi && !klas)
      throw validationFailed({ "kepala_surat.klasifikasi": ["Klasifikasi tidak ditemukan"] });
    const keg = k.kegiatan ? await repo.findKegiatan(tx, satuanKerjaId, k.kegiatan.code) : null;
    const pengirim = input.pengirim.user
      ? (await resolve(tx, "pengirim.user", [input.pengirim.user]))[0]
      : null;
    const penerima = await selection(tx, "penerima", input.penerima);
    const tembusan = await selection(tx, "tembusan", input.tembusan);
    const files = input.lampiran.map((f) => f._id);
    const own = await repo.ownFiles(tx, auth.userId, files);
    const previous = existing ? (await repo.attachmentsOf(tx, id)).map((a) => a.id) : [];
    const refused = files.filter((f) => !own.some((o) => o.id === f) && !previous.includes(f));
    if (refused.length)
      throw validationFailed({ lampiran: ["File lampiran tidak ditemukan, unggah ulang"] });
    if (input.bentuk_surat === "softcopy" && input.attachment.originalFile) {
      const [original] = await repo.ownFiles(tx, auth.userId, [input.attachment.originalFile]);
      const unchanged = existing?.originalFileId === input.attachment.originalFile;
      if (!unchanged && original?.mime !== "application/pdf")
        throw validationFailed({ "attachment.originalFile": ["File surat harus berupa PDF"] });
    }

    const values = {
      jenisNaskahId: input.tipe_surat,
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
    const year = Number(todayInJakarta().slice(0, 4));
    const manual = input.no_surat_req
      ? { nomorUrut: input.no_surat_req, tahun: year, nomorManual: true }
      : { nomorUrut: null, tahun: null, nomorManual: false };
    if (manual.nomorUrut && (await repo.numberTaken(tx, satuanKerjaId, year, manual.nomorUrut, id)))
      throw validationFailed({ no_surat_req: [MAIL_MESSAGES.numberTaken] });

    const nextStatus = role === "reviewer" ? "pemeriksa" : sending ? "pemeriksa" : "draft";
    try {
      if (existing) {
        await tx
          .update(mail)
          .set({
            ...values,
            ...manual,
            statusSurat: nextStatus,
            ...(role === "author" && sending ? { orderNow: 1 } : {}),
          })
          .where(eq(mail.id, id));
      } else {
        await tx.insert(mail).values({
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
        await resolve(tx, "pemeriksa.user", input.pemeriksa.user),
      );
      if (sending) {
        await tx
          .update(mailReviewer)
          .set({ readAt: null, actedAt: null })
          .where(eq(mailReviewer.mailId, id));
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
    await repo.replaceAttachments(tx, id, files);
    await repo.replaceReferences(tx, id, input.referensi.id);
    return { id, status_surat: nextStatus };
  });
}
