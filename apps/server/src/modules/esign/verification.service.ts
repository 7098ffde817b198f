import { createHash } from "node:crypto";
import {
  ESIGN_MESSAGES,
  type SignatureCheck,
  VERIFY_MESSAGES,
  type VerificationResult,
  type VerifiedDocument,
} from "@lontar/contracts/esign";
import { perihalPublik } from "@lontar/contracts/klasifikasi-keamanan";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { readAll } from "../../lib/read-all";
import type { FileStorage } from "../files/files.storage";
import type { InstanceCa } from "./certificates";
import {
  fileSha,
  findSignedDocument,
  findSignedDocumentBySha,
  type SignedDocumentRow,
  securityClassOf,
} from "./esign.repository";
import { verifyPdfSignatures } from "./pdf-verification";

async function publicView(db: DbOrTx, doc: SignedDocumentRow): Promise<VerifiedDocument> {
  // A letter's subject is for the public only when its security class allows it; a signed
  // document of no letter shows its own.
  const perihal = doc.mailId
    ? perihalPublik(await securityClassOf(db, doc.mailId), doc.perihal)
    : doc.perihal;
  return {
    id: doc.id,
    no_surat: doc.noSurat,
    perihal,
    tanggal_surat: doc.tanggalSurat,
    penandatangan: { nama: doc.signerNama, jabatan: doc.signerJabatan, nip: doc.signerNip },
    signed_at: doc.signedAt.toISOString(),
  };
}

/** The verdict on a PDF: our own check of its signature, and whether we issued it. */
export function checkSignature(
  pdf: Buffer,
  ca: InstanceCa,
  matchesDocument: boolean,
): SignatureCheck {
  // Every signature counts: a joint letter is sound only when each signer's signature is.
  const checks = verifyPdfSignatures(pdf, ca.certPem);
  const last = checks.at(-1);
  if (!last) {
    return {
      signed: false,
      valid: false,
      unchanged: false,
      issued_by_instance: false,
      matches_document: matchesDocument,
      message: VERIFY_MESSAGES.notSigned,
      tanda_tangan: [],
    };
  }
  const valid = checks.every((check) => check.signatureValid);
  const issuedByInstance = checks.every((check) => check.issuedByInstance);
  const unchanged = valid && last.coversWholeFile;
  let message: string = VERIFY_MESSAGES.valid;
  if (!unchanged) message = VERIFY_MESSAGES.modified;
  else if (!issuedByInstance) message = VERIFY_MESSAGES.foreign;
  else if (!matchesDocument) message = VERIFY_MESSAGES.unknown;
  return {
    signed: true,
    valid,
    unchanged,
    issued_by_instance: issuedByInstance,
    matches_document: matchesDocument,
    message,
    tanda_tangan: checks.map((check) => ({
      nama: check.signer?.nama ?? "-",
      jabatan: check.signer?.jabatan ?? null,
      nip: check.signer?.nip ?? null,
      waktu: check.signingTime?.toISOString() ?? null,
      sah: check.signatureValid && check.issuedByInstance && check.laterChangesSigned,
    })),
  };
}

/** The QR code's page: the stored signed PDF checked again, now. */
export async function verifyStored(
  db: DbOrTx,
  storage: FileStorage,
  ca: InstanceCa,
  id: string,
): Promise<VerificationResult> {
  const doc = await findSignedDocument(db, id);
  if (!doc) throw notFound(ESIGN_MESSAGES.verifyNotFound);
  const sha = await fileSha(db, doc.fileId);
  const pdf = sha ? await readAll(await storage.get(sha)) : Buffer.alloc(0);
  const matches = createHash("sha256").update(pdf).digest("hex") === doc.sha256;
  return { document: await publicView(db, doc), signature: checkSignature(pdf, ca, matches) };
}

/** An uploaded PDF: is it, byte for byte, a document this instance signed, and is it intact? */
export async function verifyUpload(
  db: DbOrTx,
  ca: InstanceCa,
  pdf: Buffer,
): Promise<VerificationResult> {
  const sha = createHash("sha256").update(pdf).digest("hex");
  const doc = await findSignedDocumentBySha(db, sha);
  return {
    document: doc ? await publicView(db, doc) : null,
    signature: checkSignature(pdf, ca, Boolean(doc)),
  };
}
