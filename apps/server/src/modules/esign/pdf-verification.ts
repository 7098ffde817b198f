import { createHash, createVerify } from "node:crypto";
import forge from "node-forge";

export type SignerIdentity = { nama: string; nip: string | null; jabatan: string | null };

export type PdfVerification =
  | { signed: false }
  | {
      signed: true;
      /** The signature is mathematically valid over the signed bytes. */
      signatureValid: boolean;
      /** Nothing was appended or changed after signing: the signature covers the whole file. */
      coversWholeFile: boolean;
      /** The signer's certificate was issued by this instance's CA. */
      issuedByInstance: boolean;
      signer: SignerIdentity | null;
      certificateSerial: string | null;
      signingTime: Date | null;
    };

const OID_MESSAGE_DIGEST = "1.2.840.113549.1.9.4";
const OID_SIGNING_TIME = "1.2.840.113549.1.9.5";

type ByteRange = [number, number, number, number];

/** Every signature's ByteRange, in the order the signatures were made. */
function byteRanges(pdf: Buffer): ByteRange[] {
  const text = pdf.toString("latin1");
  const matches = text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g);
  return [...matches]
    .map((m): ByteRange => [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])])
    .sort((a, b) => a[2] + a[3] - (b[2] + b[3]));
}

function attribute(attrs: forge.asn1.Asn1[], oid: string) {
  return attrs.find((attr) => {
    const type = (attr.value as forge.asn1.Asn1[])[0];
    return type && forge.asn1.derToOid(type.value as string) === oid;
  });
}

function attributeValue(attr: forge.asn1.Asn1 | undefined) {
  const set = attr ? (attr.value as forge.asn1.Asn1[])[1] : undefined;
  return set ? (set.value as forge.asn1.Asn1[])[0] : undefined;
}

function identityOf(cert: forge.pki.Certificate): SignerIdentity {
  const field = (oid: string) => {
    const value = cert.subject.getField({ type: oid })?.value;
    return typeof value === "string" ? forge.util.decodeUtf8(value) : null;
  };
  return { nama: field("2.5.4.3") ?? "", nip: field("2.5.4.5"), jabatan: field("2.5.4.12") };
}

function decodeSigningTime(value: forge.asn1.Asn1 | undefined): Date | null {
  if (!value || typeof value.value !== "string") return null;
  if (value.type === forge.asn1.Type.UTCTIME) return forge.asn1.utcTimeToDate(value.value);
  if (value.type === forge.asn1.Type.GENERALIZEDTIME)
    return forge.asn1.generalizedTimeToDate(value.value);
  return null;
}

/**
 * Checks the last signature of a PDF on our own: the CMS signature over the signed
 * attributes, the message digest against the bytes the ByteRange names, that the range
 * covers the whole file, and that the signer's certificate comes from `caCertPem`.
 */
export function verifyPdfSignature(pdf: Buffer, caCertPem: string): PdfVerification {
  const range = byteRanges(pdf).at(-1);
  if (!range) return { signed: false };
  return verifyRange(pdf, range, caCertPem);
}

export type SignatureCheck = Extract<PdfVerification, { signed: true }> & {
  /**
   * What follows the signed bytes is only later revisions (each ending in %%EOF) whose own
   * signatures are valid: the document as this signer signed it is still its first part.
   */
  laterChangesSigned: boolean;
};

/**
 * Every signature of a PDF in signing order (a letter with several signers gets one
 * incremental update per signer). The document is intact when the last signature covers the
 * whole file and every signature is valid over the revision it signed.
 */
export function verifyPdfSignatures(pdf: Buffer, caCertPem: string): SignatureCheck[] {
  const checks = byteRanges(pdf).map((range) => verifyRange(pdf, range, caCertPem));
  return checks.map((check, index) => ({
    ...check,
    laterChangesSigned:
      checks.slice(index + 1).every((later) => later.signatureValid) &&
      (checks.at(-1)?.coversWholeFile ?? false),
  }));
}

function verifyRange(
  pdf: Buffer,
  [start, firstLength, secondStart, secondLength]: ByteRange,
  caCertPem: string,
): Extract<PdfVerification, { signed: true }> {
  const invalid = {
    signed: true as const,
    signatureValid: false,
    coversWholeFile: false,
    issuedByInstance: false,
    signer: null,
    certificateSerial: null,
    signingTime: null,
  };
  if (
    start !== 0 ||
    secondStart <= firstLength ||
    secondStart + secondLength > pdf.length ||
    pdf[firstLength] !== 0x3c /* < */ ||
    pdf[secondStart - 1] !== 0x3e /* > */
  ) {
    return invalid;
  }
  const hex = pdf.subarray(firstLength + 1, secondStart - 1).toString("latin1");
  let message: forge.pkcs7.PkcsSignedData & {
    rawCapture: { signature: string; authenticatedAttributes: forge.asn1.Asn1[] };
  };
  try {
    const der = forge.util.hexToBytes(hex.length % 2 ? `${hex}0` : hex);
    message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(der, { parseAllBytes: false } as never),
    ) as never;
  } catch {
    return invalid;
  }
  const { signature, authenticatedAttributes } = message.rawCapture ?? {};
  if (!signature || !authenticatedAttributes) return invalid;

  const signedBytes = Buffer.concat([
    pdf.subarray(0, firstLength),
    pdf.subarray(secondStart, secondStart + secondLength),
  ]);
  const digest = createHash("sha256").update(signedBytes).digest();
  const claimed = attributeValue(attribute(authenticatedAttributes, OID_MESSAGE_DIGEST));
  const digestMatches =
    typeof claimed?.value === "string" && Buffer.from(claimed.value, "binary").equals(digest);

  const attributeSet = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    authenticatedAttributes,
  );
  const signedAttributes = Buffer.from(forge.asn1.toDer(attributeSet).getBytes(), "binary");
  const signer = message.certificates.find((cert) => {
    try {
      return createVerify("RSA-SHA256")
        .update(signedAttributes)
        .verify(forge.pki.certificateToPem(cert), Buffer.from(signature, "binary"));
    } catch {
      return false;
    }
  });
  const signingTime = decodeSigningTime(
    attributeValue(attribute(authenticatedAttributes, OID_SIGNING_TIME)),
  );
  let issuedByInstance = false;
  if (signer) {
    try {
      const ca = forge.pki.certificateFromPem(caCertPem);
      const at = signingTime ?? new Date();
      issuedByInstance =
        ca.verify(signer) && signer.validity.notBefore <= at && at <= signer.validity.notAfter;
    } catch {
      issuedByInstance = false;
    }
  }
  return {
    signed: true,
    signatureValid: Boolean(signer) && digestMatches,
    coversWholeFile: secondStart + secondLength === pdf.length,
    issuedByInstance,
    signer: signer ? identityOf(signer) : null,
    certificateSerial: signer?.serialNumber ?? null,
    signingTime,
  };
}
