import type { PageMeta } from "@lontar/contracts/common";
import {
  MAIL_MESSAGES,
  type MailInfo,
  type MailListItem,
  nipOf,
  type OutgoingMail,
  type OutgoingMailDetail,
  outgoingSendErrors,
  REFERENCE_START_DATE,
  type ReferenceItem,
  scheduleErrors,
} from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { type AddresseeSelection, mail, mailReviewer } from "../../db/schema/letters";
import { AppError, forbidden, notFound, validationFailed } from "../../lib/app-error";
import { rethrowConstraint } from "../../lib/db-errors";
import { pageMeta } from "../../lib/pagination";
import type { AuthUser } from "../auth/auth.service";
import { fileSha, findSignedDocument } from "../esign/esign.repository";
import { type SigningContext, signLetter, unlockForSigning } from "../esign/esign.service";
import { verifyPdfSignature } from "../esign/pdf-verification";
import type { SignatureProvider, UnlockedSigner } from "../esign/signature-provider";
import { verifyPath } from "../esign/verify-path";
import { hasForwarded } from "../incoming/incoming.repository";
import { disposeRefusal } from "../incoming/incoming.service";
import { sanitizeLetterHtml } from "../letters/letter-html";
import { readAll } from "../letters/letter-view.service";
import { canSeeLetter, visibleLetter } from "../letters/letters.access";
import { findMail, type MailRow, reviewersOf } from "../letters/letters.repository";
import { letterPdfUrl, withoutKopDocument } from "../letters/letters.service";
import { entriesOf, idsByNip } from "../pegawai/employee-list.repository";
import { toPickerRecord } from "../pegawai/employee-list.service";
import { queueLetterEmails } from "./outbox";
import * as repo from "./outgoing.repository";
import {
  actionOf,
  formatNomor,
  newResi,
  sudahBelum,
  todayInJakarta,
  transition,
} from "./outgoing.rules";

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

/** Who may save the letter now: its author while it is theirs, the reviewer at work. */
function editRole(letter: MailRow, auth: AuthUser, atWork: number | null) {
  if (letter.createdBy === auth.userId && ["draft", "perbaikan"].includes(letter.statusSurat))
    return "author" as const;
  if (letter.statusSurat === "pemeriksa" && atWork === auth.pegawaiId) return "reviewer" as const;
  return null;
}

async function reviewerAtWork(db: DbOrTx, letter: MailRow) {
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
      }
    }
    await repo.replaceAttachments(tx, id, files);
    await repo.replaceReferences(tx, id, input.referensi.id);
    return { id, status_surat: nextStatus };
  });
}

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

/** `GET egs/mail/{id}`: the outgoing letter detail; opening it marks it read for this user. */
export async function outgoingDetail(
  db: DbOrTx,
  auth: AuthUser,
  id: string,
): Promise<OutgoingMailDetail> {
  const letter = await visibleLetter(db, auth, id);
  const reviewers = await reviewersOf(db, id);
  const atWork = reviewers.find(
    (r) => r.urutan === letter.orderNow && letter.statusSurat === "pemeriksa",
  );
  if (atWork?.pegawaiId === auth.pegawaiId) await repo.markReviewerRead(db, id, atWork.urutan);
  await repo.markRecipientRead(db, id, auth.pegawaiId);

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

/** The uploaded file must be the signer's own PDF and carry an electronic signature. */
async function checkExternallySigned(
  db: DbOrTx,
  storage: SigningContext["storage"],
  auth: AuthUser,
  fileId: string,
): Promise<string> {
  const [file] = await repo.ownFiles(db, auth.userId, [fileId]);
  const sha = file?.mime === "application/pdf" ? await fileSha(db, fileId) : null;
  const pdf = sha ? await readAll(await storage.get(sha)) : null;
  if (!pdf || !verifyPdfSignature(pdf, "").signed)
    throw validationFailed({ signed_file: [MAIL_MESSAGES.signedFileInvalid] });
  return fileId;
}

export type ApprovalInput = {
  is_accepted: boolean;
  text: "setuju" | "lanjutkan" | "perbaikan" | "batalkan";
  back_to_previous_level: boolean;
  keterangan: string;
  passphrase?: string;
  signed_file?: string;
};

/**
 * Numbers a letter in its transaction: the reserved manual number, or the next of the work
 * unit's counter (skipping numbers reserved by hand).
 */
async function numberLetter(tx: DbOrTx, letter: MailRow) {
  const today = todayInJakarta();
  const year = Number(today.slice(0, 4));
  let urut = letter.nomorManual && letter.tahun === year ? letter.nomorUrut : null;
  while (urut === null) {
    const candidate = await repo.nextCounter(tx, letter.satuanKerjaId, year);
    if (!(await repo.numberTaken(tx, letter.satuanKerjaId, year, candidate, letter.id)))
      urut = candidate;
  }
  const klas = letter.klasifikasiId
    ? await repo.findKlasifikasiById(tx, letter.klasifikasiId)
    : null;
  const unit = await repo.findSatuanKerjaCode(tx, letter.satuanKerjaId);
  return {
    nomorUrut: urut,
    tahun: year,
    tanggalSurat: today,
    noSurat: formatNomor(
      klas?.kode ?? "000",
      urut,
      unit?.code ?? String(letter.satuanKerjaId),
      year,
    ),
  };
}

/**
 * `POST egs/riw-catatan/create/{id}`: the reviewer at work acts. SETUJU by the last one numbers,
 * renders, signs and delivers the letter in one transaction; the passphrase is checked first,
 * so a wrong one (or a failing signature) leaves the letter exactly as it was.
 */
export async function approve(
  db: Db,
  deps: { provider: SignatureProvider; signing: SigningContext },
  auth: AuthUser,
  id: string,
  body: ApprovalInput,
) {
  const letter = await visibleLetter(db, auth, id);
  const reviewers = await reviewersOf(db, id);
  const atWork = reviewers.find((r) => r.urutan === letter.orderNow);
  if (letter.statusSurat !== "pemeriksa" || atWork?.pegawaiId !== auth.pegawaiId)
    throw forbidden(MAIL_MESSAGES.notYourTurn);
  const action = actionOf(body);
  const keterangan =
    action === "perbaikan" && !body.keterangan.trim()
      ? MAIL_MESSAGES.defaultRevisionNote
      : body.keterangan;
  const next = transition(
    { status: letter.statusSurat, orderNow: letter.orderNow, reviewers: reviewers.length },
    action,
    keterangan,
  );
  if (!next.ok) throw validationFailed({ [next.field]: [next.message] });

  const signsDigitally =
    next.status === "terkirim" &&
    letter.typeTandaTangan === "digital" &&
    letter.enableDs &&
    !letter.signedDocumentId;
  // External digital mode: the signer signed the PDF elsewhere and uploads it with SETUJU.
  let externalSigned: string | null = null;
  if (next.status === "terkirim" && letter.typeTandaTangan === "eksternal") {
    if (!body.signed_file)
      throw validationFailed({ signed_file: [MAIL_MESSAGES.signedFileMissing] });
    externalSigned = await checkExternallySigned(db, deps.signing.storage, auth, body.signed_file);
  }
  let signer: UnlockedSigner | null = null;
  if (signsDigitally) {
    if (!body.passphrase) throw validationFailed({ passphrase: ["Passphrase kosong !"] });
    signer = await unlockForSigning(db, deps.provider, {
      auth,
      passphrase: body.passphrase,
      ip: deps.signing.ip,
      mailId: id,
    });
  }

  return db.transaction(async (tx) => {
    // Lock the letter: two clicks (or two reviewers' windows) cannot both act on it.
    const [locked] = await tx.select().from(mail).where(eq(mail.id, id)).for("update");
    if (locked?.statusSurat !== "pemeriksa" || locked.orderNow !== letter.orderNow)
      throw new AppError(409, "CONFLICT", "Surat sudah diproses, muat ulang halaman");
    await repo.insertNote(tx, {
      mailId: id,
      userId: auth.userId,
      pegawaiId: auth.pegawaiId,
      action,
      keterangan,
    });
    await tx
      .update(mailReviewer)
      .set({ actedAt: new Date() })
      .where(and(eq(mailReviewer.mailId, id), eq(mailReviewer.urutan, letter.orderNow)));
    if (next.status !== "terkirim") {
      await tx
        .update(mail)
        .set({ statusSurat: next.status, orderNow: next.orderNow, updatedAt: new Date() })
        .where(eq(mail.id, id));
      if (next.status === "pemeriksa")
        await tx
          .update(mailReviewer)
          .set({ readAt: null })
          .where(and(eq(mailReviewer.mailId, id), eq(mailReviewer.urutan, next.orderNow)));
      return { id, status_surat: next.status, order_now: next.orderNow, no_surat: null };
    }

    const numbered = await numberLetter(tx, locked);
    const resi = locked.penerima.user_eksternal.length ? newResi() : null;
    await tx
      .update(mail)
      .set({
        ...numbered,
        resi,
        externalSignedFileId: externalSigned,
        statusSurat: "terkirim",
        sentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(mail.id, id));
    const sent = await findMail(tx, id);
    if (!sent) throw notFound(MAIL_MESSAGES.notFound);
    if (signer) await signLetter(tx, deps.signing, { letter: sent, auth, signer });
    const recipients = [
      ...sent.penerima.user.map((pegawaiId) => ({
        pegawaiId,
        role: "penerima" as const,
        isPlt: false,
      })),
      ...sent.penerima.plt.map((pegawaiId) => ({
        pegawaiId,
        role: "penerima" as const,
        isPlt: true,
      })),
      ...sent.tembusan.user.map((pegawaiId) => ({
        pegawaiId,
        role: "tembusan" as const,
        isPlt: false,
      })),
      ...sent.tembusan.plt.map((pegawaiId) => ({
        pegawaiId,
        role: "tembusan" as const,
        isPlt: true,
      })),
    ];
    await repo.insertRecipients(
      tx,
      recipients.map((r) => ({ ...r, mailId: id })),
    );
    const final = await findMail(tx, id);
    if (final) await queueLetterEmails(tx, final, deps.signing.baseUrl);
    return { id, status_surat: "terkirim", order_now: next.orderNow, no_surat: numbered.noSurat };
  });
}

const STATUS_TEXT: Record<string, string> = {
  draft: "draft",
  pemeriksa: "pemeriksa",
  perbaikan: "perbaikan",
  batal: "batal",
  terkirim: "terkirim",
};

/** `GET egs/{konsep|persetujuan|reject|telusuri|terkirim}/mail`. */
export async function outgoingList(
  db: DbOrTx,
  auth: AuthUser,
  kind: repo.ListKind,
  query: { start_date?: string; end_date?: string; q?: string; page: number; per_page: number },
): Promise<{ items: MailListItem[]; meta: PageMeta }> {
  const { rows, total } = await repo.listMail(db, kind, {
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    startDate: query.start_date,
    endDate: query.end_date,
    q: query.q || undefined,
    page: query.page,
    perPage: query.per_page,
  });
  const reviewers = await repo.reviewerAt(
    db,
    rows.map((r) => r.id),
  );
  const [names, authors] = await Promise.all([
    repo.namesOf(db, [
      ...rows.flatMap((r) => [...r.penerima.user, ...r.penerima.plt]),
      ...rows.flatMap((r) => (r.pengirimPegawaiId ? [r.pengirimPegawaiId] : [])),
      ...reviewers.map((r) => r.pegawaiId),
    ]),
    repo.authorsOf(
      db,
      rows.map((r) => r.createdBy),
    ),
  ]);
  const items = rows.map((r): MailListItem => {
    const author = authors.get(r.createdBy);
    const mine = reviewers.filter((x) => x.mailId === r.id);
    const atWork = mine.find((x) => x.urutan === r.orderNow) ?? mine.at(-1);
    return {
      id: r.id,
      no_surat: r.noSurat,
      dari: r.pengirimPegawaiId ? (names.get(r.pengirimPegawaiId)?.nama ?? null) : null,
      hal: r.perihal,
      status: { text: STATUS_TEXT[r.statusSurat] ?? r.statusSurat },
      status_mail: r.statusSurat,
      tanggal: (r.tanggalSurat ?? r.createdAt.toISOString()).slice(0, 10),
      tanggal_surat: r.tanggalSurat,
      created_at: r.createdAt.toISOString(),
      is_read: kind === "persetujuan" ? r.reviewerReadAt !== null : true,
      pengirim: author ? { peg_nama: author.nama, peg_jabatan: author.jabatan } : null,
      kepada: [
        ...[...r.penerima.user, ...r.penerima.plt].map((p) => names.get(p)?.nama ?? ""),
        ...r.penerima.user_eksternal,
      ]
        .filter(Boolean)
        .join(", "),
      pemeriksa: atWork ? (names.get(atWork.pegawaiId)?.nama ?? null) : null,
      resi: r.resi,
      satuan_kerja_nama: r.satuanKerjaNama,
    };
  });
  return {
    items,
    meta: pageMeta({ page: query.page, per_page: query.per_page }, total, items.length),
  };
}

/**
 * `GET egs/mail/{id}/delete`: a draft's author deletes the draft; anyone else who sees the
 * letter removes it from their own lists only.
 */
export async function deleteFromList(db: DbOrTx, auth: AuthUser, id: string) {
  const letter = await visibleLetter(db, auth, id);
  if (letter.createdBy === auth.userId && letter.statusSurat === "draft") {
    await db.delete(mail).where(eq(mail.id, id));
    return { id, deleted: "surat" as const };
  }
  await repo.hideMail(db, id, auth.userId);
  return { id, deleted: "daftar" as const };
}

/** `GET egs/mail-info/{id}`: who received and read it (Sudah / Belum). */
export async function mailInfo(db: DbOrTx, auth: AuthUser, id: string): Promise<MailInfo> {
  const letter = await visibleLetter(db, auth, id);
  const rows = await repo.recipientRowsOf(db, id);
  if (rows.length || letter.statusSurat === "terkirim") {
    return {
      penerima: rows
        .filter((r) => r.role === "penerima")
        .map((r) => ({
          nama: r.nama,
          status_terima: sudahBelum(r.receivedAt),
          status_baca: sudahBelum(r.readAt),
          status_disposisi: sudahBelum(r.disposedAt),
        })),
      tembusan: rows
        .filter((r) => r.role === "tembusan")
        .map((r) => ({
          nama: r.nama,
          status_terima: sudahBelum(r.receivedAt),
          status_baca: sudahBelum(r.readAt),
        })),
    };
  }
  const names = await repo.namesOf(db, [
    ...letter.penerima.user,
    ...letter.penerima.plt,
    ...letter.tembusan.user,
    ...letter.tembusan.plt,
  ]);
  const belum = "Belum" as const;
  const named = (ids: number[]) => ids.map((p) => names.get(p)?.nama ?? "").filter(Boolean);
  return {
    penerima: named([...letter.penerima.user, ...letter.penerima.plt]).map((nama) => ({
      nama,
      status_terima: belum,
      status_baca: belum,
      status_disposisi: belum,
    })),
    tembusan: named([...letter.tembusan.user, ...letter.tembusan.plt]).map((nama) => ({
      nama,
      status_terima: belum,
      status_baca: belum,
    })),
  };
}

/** `GET egs/referensi/mail/{id}`: letters (from 2020-10-01) the user may cite. */
export async function references(
  db: DbOrTx,
  auth: AuthUser,
  exceptId: string,
  query: { q?: string; page: number; per_page: number },
): Promise<{ items: ReferenceItem[]; meta: PageMeta }> {
  const { rows, total } = await repo.listReferences(db, {
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    secretariatOf: auth.userLevel === USER_LEVEL.sekretariat ? auth.satuanKerjaId : null,
    exceptId,
    from: REFERENCE_START_DATE,
    q: query.q || undefined,
    page: query.page,
    perPage: query.per_page,
  });
  const items = rows.map((r) => ({
    id: r.id,
    no_surat: r.noSurat,
    hal: r.perihal,
    tanggal: r.createdAt.toISOString(),
  }));
  return {
    items,
    meta: pageMeta({ page: query.page, per_page: query.per_page }, total, items.length),
  };
}

/** `GET egs/check-available-no-surat`: is this running number free this year? */
export async function checkNumber(
  db: DbOrTx,
  auth: AuthUser,
  query: { nomor: number; kd_klasifikasi?: string; id?: string },
) {
  const year = Number(todayInJakarta().slice(0, 4));
  const existing = query.id ? await findMail(db, query.id) : null;
  const satuanKerjaId =
    existing && (await canSeeLetter(db, auth, existing))
      ? existing.satuanKerjaId
      : auth.satuanKerjaId;
  const unit = await repo.findSatuanKerjaCode(db, satuanKerjaId);
  return {
    available: !(await repo.numberTaken(db, satuanKerjaId, year, query.nomor, query.id)),
    no_surat: formatNomor(query.kd_klasifikasi || "000", query.nomor, unit?.code ?? "", year),
  };
}
