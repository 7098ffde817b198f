import { createHash } from "node:crypto";
import {
  BERITA_ACARA_JUDUL,
  BERITA_ACARA_MESSAGES,
  type BeritaAcaraItem,
  type BeritaAcaraJenis,
} from "@lontar/contracts/berita-acara";
import { BERKAS_STATUS_LABEL } from "@lontar/contracts/berkas";
import type { Db, DbOrTx } from "../../db/client";
import { conflict, forbidden, notFound, validationFailed } from "../../lib/app-error";
import { writeAudit } from "../../lib/audit";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { tanggalIndonesia } from "../../lib/jakarta-day";
import { pdfWork } from "../../workers/pdf-pool";
import { insertSignedDocument } from "../esign/esign.repository";
import { type SigningContext, unlockForSigning } from "../esign/esign.service";
import type { SignatureProvider, UnlockedSigner } from "../esign/signature-provider";
import { verifyPath } from "../esign/verify-path";
import { storeUpload } from "../files/files.service";
import { retractBeritaAcara } from "../notifikasi/notifikasi.service";
import { pegawaiInfoByIds } from "../pegawai/pegawai-info.repository";
import { unitCodeOf } from "../penomoran/penomoran.repository";
import { instanceNames, letterheadOf, signatoryOf } from "../surat/pdf/surat-view";
import type { LetterView } from "../surat/pdf/surat-view.types";
import * as repo from "./berita-acara.repository";
import { DUE_FOR, getBeritaAcara, reachableBeritaAcara } from "./berita-acara.service";
import { berkasClock } from "./berkas.clock";
import * as berkasRepo from "./berkas.repository";

const NASIB: Record<BeritaAcaraJenis, string> = {
  pemusnahan: "musnah",
  pemindahan: "dipindahkan",
  penyerahan: "diserahkan",
};
const KODE: Record<BeritaAcaraJenis, string> = {
  pemusnahan: "BA-MUSNAH",
  pemindahan: "BA-PINDAH",
  penyerahan: "BA-SERAH",
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

const HARI = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];

/** What was done, as the account's sentence names it. */
function actText(row: repo.BeritaAcaraRow): string {
  const ke = escapeHtml(row.ke_unit ?? "");
  if (row.jenis === "pemusnahan") return "pemusnahan arsip";
  if (row.jenis === "pemindahan") return `pemindahan arsip inaktif kepada ${ke}`;
  return `penyerahan arsip statis kepada ${ke}`;
}

/** The account and the list of berkas, as the body of the Berita Acara. */
export function beritaAcaraHtml(
  row: repo.BeritaAcaraRow,
  berkas: berkasRepo.BerkasRow[],
  signer: { nama: string; nip: string | null; jabatan: string },
  day: string,
): string {
  const weekday = HARI[new Date(`${day}T00:00:00Z`).getUTCDay()];
  const rows = berkas
    .map(
      (b, i) =>
        `<tr><td>${i + 1}</td><td>${b.nomor_berkas}/${b.tahun}</td><td>${escapeHtml(b.klasifikasi_kode)}</td>` +
        `<td>${escapeHtml(b.judul)}</td><td>${b.kurun_waktu_mulai.slice(0, 4)}–${(b.kurun_waktu_selesai ?? b.kurun_waktu_mulai).slice(0, 4)}</td>` +
        `<td>${b.jumlah}</td><td>${escapeHtml(BERKAS_STATUS_LABEL[b.status])}</td></tr>`,
    )
    .join("");
  return (
    `<p>Pada hari ini ${weekday}, tanggal ${tanggalIndonesia(day)}, yang bertanda tangan di bawah ini ` +
    `${escapeHtml(signer.nama)}${signer.nip ? `, NIP ${escapeHtml(signer.nip)}` : ""}, ${escapeHtml(signer.jabatan)}, ` +
    `atas nama ${escapeHtml(row.satuan_kerja)}, telah melaksanakan ${actText(row)} sebanyak ` +
    `${berkas.length} berkas sebagaimana tercantum dalam daftar berikut, berdasarkan klasifikasi ` +
    `arsip dan Jadwal Retensi Arsip yang berlaku.</p>` +
    `<table><tr><th>No.</th><th>Nomor Berkas</th><th>Kode Klasifikasi</th><th>Uraian Informasi</th>` +
    `<th>Kurun Waktu</th><th>Jumlah</th><th>Status</th></tr>${rows}</table>` +
    "<p>Demikian berita acara ini dibuat dengan sebenarnya untuk dipergunakan sebagaimana mestinya.</p>"
  );
}

/**
 * The head of the unit signs a waiting Berita Acara with the passphrase: it is numbered,
 * rendered with the list of berkas, signed like a letter (QR to the verification page), and
 * every berkas it lists takes its fate — all in one transaction, after which nothing undoes it.
 * @throws 404 out of reach; 403 not its signer; 409 no longer waiting; 422/423 passphrase.
 */
export async function signBeritaAcara(
  db: Db,
  deps: { provider: SignatureProvider; signing: SigningContext },
  auth: AuthUser,
  id: string,
  passphrase: string,
): Promise<BeritaAcaraItem> {
  const { row } = await reachableBeritaAcara(db, auth, id);
  if (row.penandatangan_pegawai_id !== auth.pegawaiId)
    throw forbidden(BERITA_ACARA_MESSAGES.notYours);
  if (row.status !== "menunggu")
    throw conflict(
      row.status === "dibatalkan" ? BERITA_ACARA_MESSAGES.cancelled : BERITA_ACARA_MESSAGES.done,
    );
  const signer = await unlockForSigning(db, deps.provider, {
    auth,
    passphrase,
    ip: deps.signing.ip,
    mailId: null,
  });
  await db.transaction(async (tx) => {
    const locked = await repo.findBeritaAcara(tx, id, true);
    if (locked?.status !== "menunggu") throw conflict(BERITA_ACARA_MESSAGES.done);
    const today = berkasClock.today();
    const berkas = await berkasRepo.berkasByIds(tx, locked.berkas_ids, today);
    const notDue = berkas.filter((b) => !DUE_FOR[locked.jenis].includes(b.status));
    if (notDue.length)
      throw validationFailed({
        berkas_ids: notDue.map((b) =>
          BERITA_ACARA_MESSAGES.notDue(
            `${b.nomor_berkas}/${b.tahun}`,
            locked.jenis,
            BERKAS_STATUS_LABEL[b.status],
          ),
        ),
      });
    await signInside(tx, deps.signing, auth, signer, { row: locked, berkas, today });
    await retractBeritaAcara(tx, id);
  });
  const { berkas: _, ...item } = await getBeritaAcara(db, auth, id);
  return item;
}

async function signInside(
  tx: DbOrTx,
  context: SigningContext,
  auth: AuthUser,
  signer: UnlockedSigner,
  input: { row: repo.BeritaAcaraRow; berkas: berkasRepo.BerkasRow[]; today: string },
) {
  const { row, berkas, today } = input;
  const year = Number(today.slice(0, 4));
  const unitCode = (await unitCodeOf(tx, row.satuan_kerja_id)) ?? String(row.satuan_kerja_id);
  const nomor = await repo.numberBeritaAcara(
    tx,
    row.id,
    year,
    (urut) => `${urut}/${KODE[row.jenis]}/${unitCode}/${year}`,
  );
  const [person] = await pegawaiInfoByIds(tx, [row.penandatangan_pegawai_id]);
  if (!person) throw notFound(BERITA_ACARA_MESSAGES.noHead);
  const signatory = signatoryOf(person);
  const documentId = newId();
  const { letterhead, paper } = await letterheadOf(tx, context.storage, row.satuan_kerja_id);
  const view: LetterView = {
    jenis: "berita-acara",
    draft: false,
    paper,
    letterhead,
    tempat: (await instanceNames(tx)).tempat,
    tanggal: today,
    nomor,
    sifat: "Biasa",
    lampiran: { jumlah: 0, satuan: "Lembar" },
    hal: BERITA_ACARA_JUDUL[row.jenis],
    penerima: [],
    isiHtml: beritaAcaraHtml(row, berkas, signatory, today),
    penandatangan: signatory,
    tandaTangan: { kind: "digital", verifyUrl: `${context.baseUrl}${verifyPath(documentId)}` },
    tembusan: [],
    jadwal: null,
  };
  const signingTime = new Date();
  const pdf = await signer.sign(await pdfWork.renderLetter(view), {
    name: person.nama,
    reason: `${BERITA_ACARA_JUDUL[row.jenis]} ${nomor}`,
    location: person.satuanKerja,
    signingTime,
  });
  const stored = await storeUpload(tx, context.storage, {
    source: pdf,
    fileName: `${nomor.replace(/\//g, "-")}.pdf`,
    userId: auth.userId,
    purpose: "surat-elektronik",
    attached: true,
  });
  await insertSignedDocument(tx, {
    id: documentId,
    mailId: null,
    fileId: stored._id,
    sha256: createHash("sha256").update(pdf).digest("hex"),
    signerUserId: auth.userId,
    signerNama: person.nama,
    signerNip: person.nip,
    signerJabatan: signatory.jabatan,
    noSurat: nomor,
    perihal: BERITA_ACARA_JUDUL[row.jenis],
    tanggalSurat: today,
    certificateSerial: signer.certificateSerial,
    signedAt: signingTime,
  });
  await repo.completeBeritaAcara(tx, {
    id: row.id,
    berkasIds: row.berkas_ids,
    nasib: NASIB[row.jenis],
    signedDocumentId: documentId,
    at: signingTime,
  });
  await writeAudit(tx, {
    userId: auth.userId,
    action: "berita_acara_signed",
    target: { type: "berita_acara", id: row.id },
    detail: { nomor, jenis: row.jenis, berkas_ids: row.berkas_ids },
  });
}

/** The signed PDF of a Berita Acara, for whoever reaches it. */
export async function beritaAcaraPdf(db: DbOrTx, auth: AuthUser, id: string) {
  const { row } = await reachableBeritaAcara(db, auth, id);
  const file = row.signed_document_id ? await repo.signedFileOf(db, row.signed_document_id) : null;
  if (!file) throw notFound(BERITA_ACARA_MESSAGES.notFound);
  return { sha256: file.sha256, fileName: file.file_name };
}
