import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { unlockForSigning } from "../../modules/esign/esign.service";
import { signLetter } from "../../modules/surat/keluar/sign";
import { letterPdf } from "../../modules/surat/pdf/surat-pdf";
import { findMail } from "../../modules/surat/surat.repository";
import type { TestApp } from "../harness";
import { TEST_PUBLIC_URL } from "../signing";
import { asAuthUser, demoPegawai, insertLetter } from "./surat-rows";

/** The signing context of the tests: the app's storage, the test address, a fixed IP. */
export const signingContext = (t: TestApp) => ({
  storage: t.app.fileStorage,
  baseUrl: TEST_PUBLIC_URL,
  ip: "10.0.0.9",
});

/** kadis, the demo signer, as a signed-in user. */
export async function kadisAuth(t: TestApp) {
  const person = (await demoPegawai(t.db, ["kadis"])).get("kadis");
  if (!person) throw new Error("kadis missing");
  return asAuthUser(person);
}

/** A sent letter signed by kadis (staf → kabid → sekdis → kadis, to kadisdik). */
export async function signedLetter(t: TestApp) {
  const letter = await insertLetter(t.db, {
    author: "staf",
    reviewers: ["kabid", "sekdis", "kadis"],
    penerima: ["kadisdik"],
    tembusan: ["sekdis"],
    status: "terkirim",
  });
  const auth = await kadisAuth(t);
  const signer = await unlockForSigning(t.db, t.app.esign.provider, {
    auth,
    passphrase: DEMO_PASSWORD,
    ip: "10.0.0.9",
    mailId: letter.id,
  });
  const { signedDocumentId } = await t.db.transaction((tx) =>
    signLetter(tx, signingContext(t), { letter, auth, signer }),
  );
  const signed = await findMail(t.db, letter.id);
  if (!signed) throw new Error("letter gone");
  const pdf = await letterPdf(t.db, t.app.fileStorage, signed, {
    noKop: false,
    baseUrl: TEST_PUBLIC_URL,
  });
  return { letter: signed, signedDocumentId, pdf };
}
