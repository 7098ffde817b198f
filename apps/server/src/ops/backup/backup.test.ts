import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { VERIFY_MESSAGES } from "@lontar/contracts/esign";
import type { OutgoingMailRequest } from "@lontar/contracts/mail";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
import { DataDirLockedError } from "../../db/pglite-lock";
import { storedFile } from "../../db/schema/master";
import { mail } from "../../db/schema/surat";
import { signedDocument } from "../../db/schema/tanda-tangan";
import { loadOrCreateCa } from "../../modules/esign/certificates";
import { verifyStored } from "../../modules/esign/verification.service";
import { shardedPath } from "../../modules/files/files.rules";
import { localDiskStorage } from "../../modules/files/files.storage";
import { act, sentLetter } from "../../test/factories/surat-keluar";
import { createTestApp } from "../../test/harness";
import { pdfsig } from "../../test/pdf-tools";
import { ArchiveError } from "./archive";
import { backup } from "./backup";
import { RestoreRefused, restore } from "./restore";

const template = inject("dbTemplate");
const work = await mkdtemp(path.join(os.tmpdir(), "lontar-backup-"));
const dataDir = path.join(work, "data");
const archive = path.join(work, "lontar.lbk");

/** What must come back: every letter, stored file and signed document. */
async function snapshot(database: Database) {
  const { db } = database;
  return {
    letters: await db
      .select({ id: mail.id, no: mail.noSurat, status: mail.statusSurat, perihal: mail.perihal })
      .from(mail)
      .orderBy(asc(mail.id)),
    files: await db
      .select({ id: storedFile.id, sha256: storedFile.sha256 })
      .from(storedFile)
      .orderBy(asc(storedFile.id)),
    signed: await db
      .select({ id: signedDocument.id, sha256: signedDocument.sha256 })
      .from(signedDocument)
      .orderBy(asc(signedDocument.id)),
  };
}

const kepala = (perihal: string): OutgoingMailRequest["kepala_surat"] => ({
  perihal,
  lampiran: { type: "Lembar", value: 1 },
  klasifikasi: { code: "000.1.2", name: "Rapat" },
  kegiatan: null,
  sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
});

let before: Awaited<ReturnType<typeof snapshot>>;

// Backups are of the embedded database; PostgreSQL has pg_dump (README).
describe.skipIf(template.kind !== "pglite")("backup and restore of DATA_DIR", () => {
  beforeAll(async () => {
    if (template.kind !== "pglite") return;
    const load = new Blob([await readFile(template.dumpFile)]);
    const database = await openDatabase({ kind: "pglite", dataDir: `${dataDir}/pglite`, load });
    const t = await createTestApp({ database });
    // A signed letter (kadis signs with the demo passphrase), one still in review, one draft.
    const signedId = await sentLetter(t, { kepala_surat: kepala("Surat bertanda tangan") });
    for (const [who, text] of [
      ["kabid", "lanjutkan"],
      ["sekdis", "lanjutkan"],
      ["kadis", "setuju"],
    ] as const)
      expect((await act(t, who, signedId, text)).statusCode).toBe(200);
    await sentLetter(t, { kepala_surat: kepala("Masih diperiksa") });
    await sentLetter(t, { status_surat: "draft" });
    before = await snapshot(database);
    await cp(t.filesDir, path.join(dataDir, "files"), { recursive: true });
    const ca = inject("testCa");
    await mkdir(path.join(dataDir, "signing"));
    await writeFile(path.join(dataDir, "signing", "ca-cert.pem"), ca.certPem);
    await writeFile(path.join(dataDir, "signing", "ca-key.pem"), ca.keyPem);
    await writeFile(path.join(dataDir, "secrets.json"), '{"jwtSecret":"x"}');
    // While the database is open (as in a running server) the backup is refused.
    await expect(backup(dataDir, archive)).rejects.toBeInstanceOf(DataDirLockedError);
    await t.close();
    await database.close();
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("backs up, and restores into a wiped DATA_DIR every letter, file and signature", async () => {
    expect(before.signed).toHaveLength(1);
    const summary = await backup(dataDir, archive);
    expect(summary).toMatchObject({ letters: before.letters.length, damaged: [] });
    expect(summary.files).toBe(new Set(before.files.map((f) => f.sha256)).size);
    await rm(dataDir, { recursive: true });

    const restored = await restore(archive, dataDir);
    expect(restored.missingFiles).toEqual([]);
    const database = await openDatabase({ kind: "pglite", dataDir: `${dataDir}/pglite` });
    try {
      expect(await snapshot(database)).toEqual(before);
      for (const file of before.files) {
        const bytes = await readFile(path.join(dataDir, "files", ...shardedPath(file.sha256)));
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256);
      }
      // The signature still verifies: independently (pdfsig), and by the app against the
      // restored CA, as the public verification page would.
      const ca = await loadOrCreateCa(path.join(dataDir, "signing"));
      const storage = localDiskStorage(path.join(dataDir, "files"));
      for (const doc of before.signed) {
        const pdf = await readFile(path.join(dataDir, "files", ...shardedPath(doc.sha256)));
        expect(await pdfsig(pdf)).toContain("Signature is Valid");
        const check = await verifyStored(database.db, storage, ca, doc.id);
        expect(check.signature.message).toBe(VERIFY_MESSAGES.valid);
      }
      expect(await readFile(path.join(dataDir, "secrets.json"), "utf8")).toBe('{"jwtSecret":"x"}');
    } finally {
      await database.close();
    }
  });

  it("refuses a non-empty DATA_DIR without --force, and replaces it with --force", async () => {
    await expect(restore(archive, dataDir)).rejects.toBeInstanceOf(RestoreRefused);
    await writeFile(path.join(dataDir, "secrets.json"), "changed");
    const restored = await restore(archive, dataDir, { force: true });
    expect(restored.letters).toBe(before.letters.length);
    expect(await readFile(path.join(dataDir, "secrets.json"), "utf8")).toBe('{"jwtSecret":"x"}');
  });

  it("refuses a damaged archive and leaves the target untouched", async () => {
    const bytes = await readFile(archive);
    const damaged = path.join(work, "damaged.lbk");
    // One byte flipped inside the stored secrets: their SHA-256 no longer matches.
    const at = bytes.lastIndexOf('{"jwtSecret":"x"}') + 3;
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    await writeFile(damaged, bytes);
    const target = path.join(work, "other");
    await expect(restore(damaged, target)).rejects.toThrow(/SHA-256 secrets.json/);
    await writeFile(damaged, bytes.subarray(0, bytes.length / 2));
    await expect(restore(damaged, target)).rejects.toBeInstanceOf(ArchiveError);
    await expect(readFile(path.join(target, "secrets.json"))).rejects.toThrow();
  });
});
