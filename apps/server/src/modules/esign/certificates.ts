import { generateKeyPairSync, pbkdf2Sync, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import forge from "node-forge";

/**
 * The instance certificate authority and the users' certificates it issues. Keys are made
 * with Node's native RSA (fast); node-forge builds the X.509 and PKCS#12 structures.
 */
export type InstanceCa = {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  certPem: string;
};

export type CertificateHolder = {
  nama: string;
  nip: string | null;
  jabatan: string;
  satuanKerja: string;
};

export type IssuedKey = {
  /** PKCS#12 with the private key and the certificate chain, encrypted with the passphrase. */
  p12: Buffer;
  certificatePem: string;
  serial: string;
  subject: string;
  notAfter: Date;
};

export type UnlockedKey = {
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
};

/** An opened key as text, to hand to another thread; it never leaves the process. */
export type SerializedKey = {
  serial: string;
  keyPem: string;
  certPem: string;
  chainPems: string[];
};

export const serializeUnlocked = (unlocked: UnlockedKey): SerializedKey => ({
  serial: unlocked.cert.serialNumber,
  keyPem: forge.pki.privateKeyToPem(unlocked.key),
  certPem: forge.pki.certificateToPem(unlocked.cert),
  chainPems: unlocked.chain.map((cert) => forge.pki.certificateToPem(cert)),
});

export const deserializeUnlocked = (key: SerializedKey): UnlockedKey => ({
  key: forge.pki.privateKeyFromPem(key.keyPem) as forge.pki.rsa.PrivateKey,
  cert: forge.pki.certificateFromPem(key.certPem),
  chain: key.chainPems.map((pem) => forge.pki.certificateFromPem(pem)),
});

/** node-forge's PBKDF2, as it is called: a binary-string password and salt, a digest object. */
type Pbkdf2 = (
  password: string,
  salt: string,
  iterations: number,
  keyLength: number,
  md?: forge.md.MessageDigest | string,
) => string;

/**
 * node-forge derives the key of a PKCS#12 (PBES2) in JavaScript whenever it is handed a digest
 * object, which is how its PKCS#12 code calls it: 2,048 rounds of HMAC-SHA1 cost 10–15 ms of
 * every unlock, each time a signer enters the passphrase. This runs the same derivation in
 * Node's OpenSSL (under 1 ms). forge reads each character of the password as one byte, so a
 * password with a character above U+00FF keeps forge's own code, and the keys it opens stay
 * the same.
 */
export function nativePbkdf2(fallback: Pbkdf2): Pbkdf2 {
  return (password, salt, iterations, keyLength, md) => {
    // A digest named by a string (or none) already goes to Node inside forge.
    const digest = typeof md === "object" ? md.algorithm : null;
    const key = Buffer.from(password, "latin1");
    const bytewise = key.toString("latin1") === password;
    if (!bytewise || (digest !== "sha1" && digest !== "sha256"))
      return fallback(password, salt, iterations, keyLength, md);
    return pbkdf2Sync(key, Buffer.from(salt, "latin1"), iterations, keyLength, digest).toString(
      "latin1",
    );
  };
}
forge.pkcs5.pbkdf2 = nativePbkdf2(forge.pkcs5.pbkdf2 as Pbkdf2) as typeof forge.pkcs5.pbkdf2;

const OID_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
const OID_CERT_BAG = "1.2.840.113549.1.12.10.1.3";
const CA_YEARS = 20;
const USER_YEARS = 5;

function newRsaKey(bits: number) {
  const { privateKey } = generateKeyPairSync("rsa", {
    modulusLength: bits,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  const publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  return { key, publicKey };
}

/** A positive serial number of 16 random bytes, hex. */
const newSerial = () => {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString("hex");
};

function yearsFromNow(years: number, from = new Date()) {
  const to = new Date(from);
  to.setFullYear(to.getFullYear() + years);
  return to;
}

export function createCa(commonName: string): InstanceCa {
  const { key, publicKey } = newRsaKey(3072);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = newSerial();
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = yearsFromNow(CA_YEARS);
  const attrs = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "Lontar" },
    { name: "countryName", value: "ID" },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { cert, key, certPem: forge.pki.certificateToPem(cert) };
}

export function caFromPem(certPem: string, keyPem: string): InstanceCa {
  return {
    cert: forge.pki.certificateFromPem(certPem),
    key: forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey,
    certPem,
  };
}

/**
 * The instance CA: from the files named by SIGNING_CA_CERT and SIGNING_CA_KEY when set,
 * otherwise from `dir`, created there (key readable by the owner only) on first start.
 */
export async function loadOrCreateCa(
  dir: string,
  env: { certFile?: string; keyFile?: string } = {},
): Promise<InstanceCa> {
  if (env.certFile && env.keyFile) {
    return caFromPem(await readFile(env.certFile, "utf8"), await readFile(env.keyFile, "utf8"));
  }
  const certFile = join(dir, "ca-cert.pem");
  const keyFile = join(dir, "ca-key.pem");
  if (existsSync(certFile) && existsSync(keyFile)) {
    return caFromPem(await readFile(certFile, "utf8"), await readFile(keyFile, "utf8"));
  }
  await mkdir(dir, { recursive: true });
  const ca = createCa("Lontar Certificate Authority");
  await writeFile(keyFile, forge.pki.privateKeyToPem(ca.key), { mode: 0o600 });
  await chmod(keyFile, 0o600);
  await writeFile(certFile, ca.certPem);
  return ca;
}

export function subjectLine(holder: CertificateHolder) {
  return [holder.nama, holder.nip ? `NIP ${holder.nip}` : null, holder.jabatan, holder.satuanKerja]
    .filter(Boolean)
    .join(", ");
}

/** Issues a signing certificate to `holder` and locks its key with `passphrase`. */
export function issueUserKey(
  ca: InstanceCa,
  holder: CertificateHolder,
  passphrase: string,
): IssuedKey {
  const { key, publicKey } = newRsaKey(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = newSerial();
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = yearsFromNow(USER_YEARS);
  cert.setSubject([
    { name: "commonName", value: holder.nama },
    ...(holder.nip ? [{ type: forge.pki.oids.serialNumber ?? "2.5.4.5", value: holder.nip }] : []),
    { type: "2.5.4.12", value: holder.jabatan },
    { name: "organizationName", value: holder.satuanKerja },
    { name: "countryName", value: "ID" },
  ]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
    {
      name: "authorityKeyIdentifier",
      keyIdentifier: ca.cert.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert, ca.cert], passphrase, {
    algorithm: "aes256",
    friendlyName: holder.nama,
  });
  return {
    p12: Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), "binary"),
    certificatePem: forge.pki.certificateToPem(cert),
    serial: cert.serialNumber,
    subject: subjectLine(holder),
    notAfter: cert.validity.notAfter,
  };
}

/** Opens a PKCS#12 with the passphrase; `null` when the passphrase is wrong. */
export function unlockUserKey(p12: Buffer, passphrase: string): UnlockedKey | null {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), passphrase);
  } catch {
    return null;
  }
  const keyBag = parsed.getBags({ bagType: OID_KEY_BAG })[OID_KEY_BAG]?.[0];
  const certs = (parsed.getBags({ bagType: OID_CERT_BAG })[OID_CERT_BAG] ?? [])
    .map((bag: forge.pkcs12.Bag) => bag.cert)
    .filter((c): c is forge.pki.Certificate => Boolean(c));
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) return null;
  const cert = certs.find((c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
  });
  if (!cert) return null;
  return { key, cert, chain: certs.filter((c: forge.pki.Certificate) => c !== cert) };
}
