import { constants, createPrivateKey, type KeyObject, privateEncrypt } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";
import type { UnlockedKey } from "./certificates";

export type SignatureInfo = {
  /** Shown by PDF readers as the signer's name. */
  name: string;
  reason: string;
  location: string;
  signingTime: Date;
};

/** The DER prefix of a SHA-256 DigestInfo (RFC 8017 §9.2, note 1). */
const SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex");

/**
 * The key as node-forge's CMS code calls it, with the RSA step done by Node's OpenSSL: an
 * RSASSA-PKCS1-v1_5 signature is the private-key operation on the DigestInfo with block type 1
 * padding, which `privateEncrypt` does in about 1 ms where forge's own big numbers take 20–40.
 */
export function nativeRsa(key: forge.pki.rsa.PrivateKey): forge.pki.rsa.PrivateKey {
  const native: KeyObject = createPrivateKey(forge.pki.privateKeyToPem(key));
  const sign = (md: forge.md.MessageDigest, scheme?: string) => {
    if (md.algorithm !== "sha256" || (scheme && scheme !== "RSASSA-PKCS1-V1_5"))
      return key.sign(md, scheme as "RSASSA-PKCS1-V1_5");
    const digest = Buffer.from(md.digest().getBytes(), "binary");
    const info = Buffer.concat([SHA256_DIGEST_INFO, digest]);
    return privateEncrypt({ key: native, padding: constants.RSA_PKCS1_PADDING }, info).toString(
      "binary",
    );
  };
  return Object.assign(Object.create(key), { sign });
}

/** CMS SignedData, detached, SHA-256, with the signing time (the ETSI.CAdES.detached profile). */
class CmsSigner extends Signer {
  constructor(private readonly unlocked: UnlockedKey) {
    super();
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString("binary"));
    p7.addCertificate(this.unlocked.cert);
    for (const cert of this.unlocked.chain) p7.addCertificate(cert);
    p7.addSigner({
      key: nativeRsa(this.unlocked.key),
      certificate: this.unlocked.cert,
      digestAlgorithm: forge.pki.oids.sha256 ?? "2.16.840.1.101.3.4.2.1",
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType ?? "", value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime ?? "", value: (signingTime ?? new Date()) as never },
        { type: forge.pki.oids.messageDigest ?? "" },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), "binary");
  }
}

/** Room for the CMS blob: two RSA-2048 certificates and the signature fit well inside. */
const SIGNATURE_LENGTH = 12_000;

/** A PDF that already carries a signature: a completed ByteRange (not the placeholder). */
export function isSigned(pdf: Buffer): boolean {
  return /\/ByteRange\s*\[\s*0\s+\d+\s+\d+\s+\d+\s*\]/.test(pdf.toString("latin1"));
}

/**
 * Embeds a PAdES signature of `unlocked` into `pdf` (the whole document, invisible field).
 * A PDF signed before gets the new signature as an incremental update, so every earlier
 * signature still covers the bytes it signed: a letter with several signers.
 */
export async function signPdf(pdf: Buffer, unlocked: UnlockedKey, info: SignatureInfo) {
  const prepared = isSigned(pdf)
    ? await appendPlaceholder(pdf, info)
    : await rewritePlaceholder(pdf, info);
  return new SignPdf().sign(prepared, new CmsSigner(unlocked), info.signingTime);
}

function addPlaceholder(doc: PDFDocument, info: SignatureInfo) {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: info.reason,
    contactInfo: "",
    name: info.name,
    location: info.location,
    signingTime: info.signingTime,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Lontar",
  });
}

/** The first signature: the document is saved anew with the placeholder (a classic xref). */
async function rewritePlaceholder(pdf: Buffer, info: SignatureInfo) {
  const doc = await PDFDocument.load(pdf);
  addPlaceholder(doc, info);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The bytes of an indirect object's body, to tell changed objects from unchanged ones. */
function bodyOf(object: {
  sizeInBytes(): number;
  copyBytesInto(b: Uint8Array, o: number): number;
}) {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return Buffer.from(bytes);
}

/**
 * A later signature: the placeholder (signature, widget, page annotations, form fields) is
 * appended after the signed bytes with its own xref section pointing back to the previous
 * one (ISO 32000-1 §7.5.6). Nothing before the end of the file changes.
 */
async function appendPlaceholder(pdf: Buffer, info: SignatureInfo) {
  const previousXref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(
    pdf.toString("latin1", pdf.length - 64),
  );
  if (!previousXref) throw new Error("A signed PDF must end with its startxref and %%EOF.");
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const before = new Map<string, Buffer | null>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects())
    before.set(ref.toString(), object instanceof PDFStream ? null : bodyOf(object));
  addPlaceholder(doc, info);
  // Each signature field needs a name of its own, or readers take them for one field.
  const fields = doc.catalog
    .lookup(PDFName.of("AcroForm"), PDFDict)
    .lookup(PDFName.of("Fields"), PDFArray);
  const widget = doc.context.lookup(fields.get(fields.size() - 1), PDFDict);
  widget.set(PDFName.of("T"), PDFString.of(`Signature${fields.size()}`));

  // New objects, and objects whose body changed (streams are never changed here).
  const changed: [PDFRef, Buffer][] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const key = ref.toString();
    if (before.has(key) && object instanceof PDFStream) continue;
    const body = bodyOf(object);
    const old = before.get(key);
    if (!old?.equals(body)) changed.push([ref, body]);
  }
  const start = pdf.at(-1) === 0x0a ? pdf.length : pdf.length + 1;
  const parts: Buffer[] = [pdf, Buffer.from(pdf.at(-1) === 0x0a ? "" : "\n")];
  const offsets: [number, number][] = [];
  let at = start;
  for (const [ref, body] of changed.sort(([a], [b]) => a.objectNumber - b.objectNumber)) {
    const chunk = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`),
      body,
      Buffer.from("\nendobj\n"),
    ]);
    offsets.push([ref.objectNumber, at]);
    parts.push(chunk);
    at += chunk.length;
  }
  const xref = ["xref"];
  for (const [number, offset] of offsets)
    xref.push(`${number} 1`, `${String(offset).padStart(10, "0")} 00000 n\r`);
  const trailer = doc.context.obj({
    Size: doc.context.largestObjectNumber + 1,
    Root: doc.context.trailerInfo.Root,
    ...(doc.context.trailerInfo.Info ? { Info: doc.context.trailerInfo.Info } : {}),
    ...(doc.context.trailerInfo.ID ? { ID: doc.context.trailerInfo.ID } : {}),
    Prev: Number(previousXref[1]),
  });
  parts.push(Buffer.from(`${xref.join("\n")}\ntrailer\n${trailer}\nstartxref\n${at}\n%%EOF\n`));
  return Buffer.concat(parts);
}
