import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";
import type { UnlockedKey } from "./certificates";

export type SignatureInfo = {
  /** Shown by PDF readers as the signer's name. */
  name: string;
  reason: string;
  location: string;
  signingTime: Date;
};

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
      key: this.unlocked.key,
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

/** Embeds a PAdES signature of `unlocked` into `pdf` (the whole document, invisible field). */
export async function signPdf(pdf: Buffer, unlocked: UnlockedKey, info: SignatureInfo) {
  const doc = await PDFDocument.load(pdf);
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
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new CmsSigner(unlocked), info.signingTime);
}
