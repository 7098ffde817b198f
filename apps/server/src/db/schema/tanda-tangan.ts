import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { storedFile } from "./master";
import { mail } from "./surat";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A user's signing key: a PKCS#12 holding the private key (encrypted with the user's
 * passphrase, never stored otherwise) and the certificate the instance CA issued.
 */
export const signingKey = pgTable("signing_key", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  p12: bytea("p12").notNull(),
  certificatePem: text("certificate_pem").notNull(),
  serial: text("serial").notNull(),
  subject: text("subject").notNull(),
  notAfter: timestamp("not_after", { withTimezone: true }).notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Specimen signature images (JPEG or PNG) a user uploads for softcopy letters. */
export const signatureSpecimen = pgTable(
  "signature_specimen",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFile.id),
    type: text("type", { enum: ["jpeg", "png"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("signature_specimen_user_idx").on(t.userId, t.createdAt.desc())],
);

/** A signed letter as it left the instance: what the QR code's verification page shows. */
export const signedDocument = pgTable(
  "signed_document",
  {
    id: uuid("id").primaryKey(),
    mailId: uuid("mail_id").references(() => mail.id),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFile.id),
    sha256: text("sha256").notNull(),
    signerUserId: integer("signer_user_id")
      .notNull()
      .references(() => users.id),
    signerNama: text("signer_nama").notNull(),
    signerNip: text("signer_nip"),
    signerJabatan: text("signer_jabatan").notNull(),
    noSurat: text("no_surat"),
    perihal: text("perihal").notNull(),
    tanggalSurat: date("tanggal_surat"),
    certificateSerial: text("certificate_serial").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("signed_document_sha_idx").on(t.sha256),
    index("signed_document_mail_idx").on(t.mailId),
  ],
);

/** Every signing attempt (spec 02 §2.11 Daftar Log). */
export const esignLog = pgTable(
  "esign_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    satuanKerjaId: integer("satuan_kerja_id"),
    mailId: uuid("mail_id"),
    signedDocumentId: uuid("signed_document_id"),
    ip: text("ip"),
    status: text("status", { enum: ["success", "failure"] }).notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("esign_log_time_idx").on(t.createdAt.desc()),
    index("esign_log_satker_idx").on(t.satuanKerjaId, t.createdAt.desc()),
  ],
);
