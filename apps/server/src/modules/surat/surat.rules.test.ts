import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import { describe, expect, it } from "vitest";
import {
  actionOf,
  disposeRefusal,
  editRole,
  type LetterFacts,
  mayAct,
  mayEditNumber,
  mayRegister,
  maySign,
  needsPassphrase,
  needsSignedFile,
  newResi,
  RESI_ALPHABET,
  reviewerAtWork,
  transition,
} from "./surat.rules";

const author = { userId: 1, pegawaiId: 10, userLevel: USER_LEVEL.pegawai, satuanKerjaId: 5 };
const kabid = { userId: 2, pegawaiId: 20, userLevel: USER_LEVEL.pegawai, satuanKerjaId: 5 };
const kadis = { userId: 3, pegawaiId: 30, userLevel: USER_LEVEL.pegawai, satuanKerjaId: 5 };
const sekretariat = {
  userId: 4,
  pegawaiId: 40,
  userLevel: USER_LEVEL.sekretariat,
  satuanKerjaId: 5,
};
const chain = [
  { urutan: 1, pegawaiId: kabid.pegawaiId },
  { urutan: 2, pegawaiId: kadis.pegawaiId },
];
const letter = (over: Partial<LetterFacts> = {}): LetterFacts => ({
  statusSurat: "pemeriksa",
  orderNow: 1,
  createdBy: author.userId,
  kategoriSurat: "internal",
  satuanKerjaId: 5,
  typeTandaTangan: "digital",
  enableDs: true,
  signedDocumentId: null,
  jumlahPenandatangan: 1,
  ...over,
});

describe("the reviewer at work", () => {
  it("is the reviewer at orderNow, only while the letter is with reviewers", () => {
    expect(reviewerAtWork(letter(), chain)?.pegawaiId).toBe(kabid.pegawaiId);
    expect(reviewerAtWork(letter({ orderNow: 2 }), chain)?.pegawaiId).toBe(kadis.pegawaiId);
    expect(
      reviewerAtWork(letter({ statusSurat: "perbaikan", orderNow: 0 }), chain),
    ).toBeUndefined();
    expect(reviewerAtWork(letter({ statusSurat: "terkirim", orderNow: 2 }), chain)).toBeUndefined();
  });

  it("alone acts; the last of the chain signs", () => {
    expect(mayAct(letter(), chain, kabid)).toBe(true);
    expect(mayAct(letter(), chain, kadis)).toBe(false);
    expect(mayAct(letter(), chain, author)).toBe(false);
    expect(maySign(letter(), chain, kabid)).toBe(false);
    expect(maySign(letter({ orderNow: 2 }), chain, kadis)).toBe(true);
  });
});

describe("signing", () => {
  const atSigner = letter({ orderNow: 2 });
  it("asks the signer's passphrase when SETUJU signs here, once", () => {
    expect(needsPassphrase(atSigner, chain, kadis)).toBe(true);
    expect(needsPassphrase(atSigner, chain, kabid)).toBe(false);
    expect(needsPassphrase({ ...atSigner, enableDs: false }, chain, kadis)).toBe(false);
    expect(needsPassphrase({ ...atSigner, typeTandaTangan: "basah" }, chain, kadis)).toBe(false);
    expect(needsPassphrase({ ...atSigner, signedDocumentId: "x" }, chain, kadis)).toBe(false);
  });
  it("asks for the signed PDF when the letter is signed elsewhere", () => {
    const external = { ...atSigner, typeTandaTangan: "eksternal" };
    expect(needsSignedFile(external, chain, kadis)).toBe(true);
    expect(needsPassphrase(external, chain, kadis)).toBe(false);
    expect(needsSignedFile(atSigner, chain, kadis)).toBe(false);
  });
});

describe("who may edit", () => {
  it("the author while the letter is theirs, the reviewer at work, nobody else", () => {
    expect(editRole(letter({ statusSurat: "draft", orderNow: 0 }), chain, author)).toBe("author");
    expect(editRole(letter({ statusSurat: "perbaikan", orderNow: 0 }), chain, author)).toBe(
      "author",
    );
    expect(editRole(letter(), chain, author)).toBeNull();
    expect(editRole(letter(), chain, kabid)).toBe("reviewer");
    expect(editRole(letter(), chain, kadis)).toBeNull();
    expect(editRole(letter({ statusSurat: "terkirim", orderNow: 2 }), chain, kadis)).toBeNull();
  });
  it("the number: only the secretariat of the letter's own unit", () => {
    expect(mayEditNumber(letter(), sekretariat)).toBe(true);
    expect(mayEditNumber(letter({ satuanKerjaId: 6 }), sekretariat)).toBe(false);
    expect(mayEditNumber(letter(), kadis)).toBe(false);
    expect(mayRegister(sekretariat)).toBe(true);
    expect(mayRegister(author)).toBe(false);
  });
});

describe("who may dispose", () => {
  const sent = letter({ statusSurat: "terkirim" });
  it("a recipient who has not forwarded it", () => {
    expect(disposeRefusal(sent, kadis, { isRecipient: true, hasForwarded: false })).toBeNull();
    expect(disposeRefusal(sent, kadis, { isRecipient: false, hasForwarded: false })).toBe(
      INCOMING_MESSAGES.notRecipient,
    );
    expect(disposeRefusal(sent, kadis, { isRecipient: true, hasForwarded: true })).toBe(
      INCOMING_MESSAGES.alreadyForwarded,
    );
  });
  it("never the secretariat that registered an external letter", () => {
    const registered = { ...sent, kategoriSurat: "external", createdBy: sekretariat.userId };
    const facts = { isRecipient: true, hasForwarded: false };
    expect(disposeRefusal(registered, sekretariat, facts)).toBe(
      INCOMING_MESSAGES.notForSecretariat,
    );
    expect(disposeRefusal(registered, kadis, facts)).toBeNull();
  });
});

describe("review actions", () => {
  const state = { status: "pemeriksa", orderNow: 1, reviewers: 2 };
  it("LANJUTKAN passes on, SETUJU only from the last, PERBAIKAN goes back one step", () => {
    expect(transition(state, "lanjutkan", "")).toEqual({
      ok: true,
      status: "pemeriksa",
      orderNow: 2,
    });
    expect(transition(state, "setuju", "").ok).toBe(false);
    expect(transition({ ...state, orderNow: 2 }, "setuju", "")).toEqual({
      ok: true,
      status: "terkirim",
      orderNow: 2,
    });
    expect(transition(state, "perbaikan", "")).toEqual({
      ok: true,
      status: "perbaikan",
      orderNow: 0,
    });
    expect(transition({ ...state, orderNow: 2 }, "perbaikan", "")).toEqual({
      ok: true,
      status: "pemeriksa",
      orderNow: 1,
    });
  });
  it("a joint letter: the last reviewers sign in turn, and a signed letter is not sent back", () => {
    // Four in the chain, the last two sign: 1 reviews, 3 signs first, 4 signs and sends.
    const joint = { status: "pemeriksa", reviewers: 4, signers: 2 };
    expect(transition({ ...joint, orderNow: 1 }, "setuju", "")).toMatchObject({ ok: false });
    expect(transition({ ...joint, orderNow: 2 }, "lanjutkan", "")).toEqual({
      ok: true,
      status: "pemeriksa",
      orderNow: 3,
    });
    expect(transition({ ...joint, orderNow: 3 }, "lanjutkan", "")).toEqual({
      ok: false,
      field: "text",
      message: MAIL_MESSAGES.signerSetuju,
    });
    expect(transition({ ...joint, orderNow: 3 }, "setuju", "")).toEqual({
      ok: true,
      status: "pemeriksa",
      orderNow: 4,
      signed: true,
    });
    // The first signer has not signed yet when asked to correct it: back one step.
    expect(transition({ ...joint, orderNow: 3 }, "perbaikan", "")).toMatchObject({ orderNow: 2 });
    expect(transition({ ...joint, orderNow: 4 }, "perbaikan", "")).toEqual({
      ok: false,
      field: "text",
      message: MAIL_MESSAGES.signedNoRevision,
    });
    expect(transition({ ...joint, orderNow: 4 }, "batalkan", "Batal").ok).toBe(true);
    expect(transition({ ...joint, orderNow: 4 }, "setuju", "")).toEqual({
      ok: true,
      status: "terkirim",
      orderNow: 4,
    });
  });
  it("BATALKAN needs a reason", () => {
    expect(transition(state, "batalkan", " ")).toEqual({
      ok: false,
      field: "keterangan",
      message: MAIL_MESSAGES.reasonRequired,
    });
    expect(transition(state, "batalkan", "Salah alamat").ok).toBe(true);
  });
  it("reads the approval payload's words", () => {
    const body = { is_accepted: false, back_to_previous_level: false };
    expect(actionOf({ ...body, text: "setuju" })).toBe("setuju");
    expect(actionOf({ ...body, text: "apa saja", back_to_previous_level: true })).toBe("perbaikan");
    expect(actionOf({ ...body, text: "apa saja" })).toBe("batalkan");
  });
});

describe("numbers and receipts", () => {
  it("makes a resi of 10 characters without look-alikes", () => {
    const resi = newResi();
    expect(resi).toHaveLength(10);
    for (const c of resi) expect(RESI_ALPHABET).toContain(c);
    expect(resi).not.toMatch(/[01OIL]/);
  });
});
