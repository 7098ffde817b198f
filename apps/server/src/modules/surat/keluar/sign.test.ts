import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { ESIGN_MESSAGES } from "@lontar/contracts/esign";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail } from "../../../db/schema/surat";
import { esignLog } from "../../../db/schema/tanda-tangan";
import { asAuthUser, demoPegawai, insertLetter } from "../../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../../test/harness";
import { TEST_PUBLIC_URL } from "../../../test/signing";
import { unlockForSigning } from "../../esign/esign.service";
import { findMail } from "../surat.repository";
import { signLetter } from "./sign";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Daftar Log", () => {
  it("administrators see every attempt, the secretariat its work unit, others nothing", async () => {
    const letter = await insertLetter(t.db, {
      author: "staf",
      reviewers: ["kadis"],
      status: "terkirim",
    });
    const people = await demoPegawai(t.db, ["kadis", "kadisdik"]);
    const kadis = people.get("kadis");
    const kadisdik = people.get("kadisdik");
    if (!kadis || !kadisdik) throw new Error("demo people missing");
    const signer = await unlockForSigning(t.db, t.app.esign.provider, {
      auth: asAuthUser(kadis),
      passphrase: DEMO_PASSWORD,
      ip: "10.1.2.3",
      mailId: letter.id,
    });
    const signedLetter = await findMail(t.db, letter.id);
    if (!signedLetter) throw new Error("letter missing");
    const { signedDocumentId } = await t.db.transaction((tx) =>
      signLetter(
        tx,
        { storage: t.app.fileStorage, baseUrl: TEST_PUBLIC_URL, ip: "10.1.2.3" },
        { letter: signedLetter, auth: asAuthUser(kadis), signer },
      ),
    );
    await t.db.insert(esignLog).values({
      userId: kadisdik.userId,
      satuanKerjaId: kadisdik.satuanKerjaId,
      status: "failure",
      reason: ESIGN_MESSAGES.passphraseWrong,
      ip: "10.9.9.9",
    });

    const admin = await t.as("admin")({
      method: "GET",
      url: "/egs/esign-activity?page=1&per_page=10",
    });
    expect(admin.statusCode).toBe(200);
    const rows = admin.json().items;
    expect(rows).toContainEqual(
      expect.objectContaining({
        ip: "10.1.2.3",
        urlDoc: `/verifikasi/${signedDocumentId}`,
        mail_id: letter.id,
        status_log: { status: "success", text: "Berhasil" },
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        ip: "10.9.9.9",
        urlDoc: null,
        status_log: { status: "failure", text: `Gagal: ${ESIGN_MESSAGES.passphraseWrong}` },
      }),
    );
    const secretariat = await t.as("sekretariat")({ method: "GET", url: "/egs/esign-activity" });
    const ips = secretariat.json().items.map((r: { ip: string }) => r.ip);
    expect(ips).toContain("10.1.2.3");
    expect(ips).not.toContain("10.9.9.9");
    expect((await t.as("staf")({ method: "GET", url: "/egs/esign-activity" })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "GET", url: "/egs/esign-activity" })).statusCode).toBe(
      401,
    );
  });
});

describe("signing is all or nothing", () => {
  it("keeps no half-signed state when signing fails inside the transaction", async () => {
    const letter = await insertLetter(t.db, { author: "staf", reviewers: [], status: "terkirim" });
    const kadis = (await demoPegawai(t.db, ["kadis"])).get("kadis");
    if (!kadis) throw new Error("kadis missing");
    const signer = await unlockForSigning(t.db, t.app.esign.provider, {
      auth: asAuthUser(kadis),
      passphrase: DEMO_PASSWORD,
      ip: null,
      mailId: letter.id,
    });
    // No reviewer and no sender: nobody to sign as, so the act is refused and nothing is kept.
    await expect(
      t.db.transaction((tx) =>
        signLetter(
          tx,
          { storage: t.app.fileStorage, baseUrl: TEST_PUBLIC_URL, ip: null },
          {
            letter,
            auth: asAuthUser(kadis),
            signer,
          },
        ),
      ),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(mail).where(eq(mail.id, letter.id));
    expect(row?.signedDocumentId).toBeNull();
  });
});
