import forge from "node-forge";
import { describe, expect, it, vi } from "vitest";
import issuedBefore from "../../test/fixtures/keys-issued-by-forge.json";
import { testCa } from "../../test/signing";
import { issueUserKey, nativePbkdf2, unlockUserKey } from "./certificates";
import { nativeRsa } from "./pdf-signature";

/**
 * Signing keys were locked, and letters signed, by node-forge's JavaScript. The steps now done
 * by Node's OpenSSL must give the same bytes: the keys already stored must still open with
 * their passphrase, and a signature must be the one forge would have made.
 */
describe("keys and signatures through Node's crypto", () => {
  // Issued by the code before this change (forge's own PBKDF2), one per kind of passphrase:
  // ASCII, letters within Latin-1, and a character beyond it.
  it.each(Object.keys(issuedBefore))("a key locked before opens with %s", (passphrase) => {
    const p12 = Buffer.from(issuedBefore[passphrase as keyof typeof issuedBefore], "base64");
    const key = unlockUserKey(p12, passphrase);
    expect(key?.cert.subject.getField("CN").value).toBe("Pejabat Lama");
    expect(unlockUserKey(p12, `${passphrase}x`)).toBeNull();
  });

  it("a key locked now opens with its passphrase only", () => {
    const holder = { nama: "Pejabat Baru", nip: null, jabatan: "Kepala", satuanKerja: "Dinas" };
    const p12 = issueUserKey(testCa(), holder, "sandi-baru").p12;
    expect(unlockUserKey(p12, "sandi-baru")).not.toBeNull();
    expect(unlockUserKey(p12, "sandi-lama")).toBeNull();
  });

  it("PBKDF2 goes to Node for a Latin-1 passphrase and a SHA digest, to forge otherwise", () => {
    const fallback = vi.fn(() => "forge");
    const derive = nativePbkdf2(fallback);
    const sha1 = forge.md.sha1.create();
    // RFC 6070, test vector 2.
    const derived = derive("password", "salt", 2, 20, sha1);
    expect(Buffer.from(derived, "latin1").toString("hex")).toBe(
      "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957",
    );
    expect(fallback).not.toHaveBeenCalled();
    expect(derive("kunci-🔑", "salt", 2, 20, sha1)).toBe("forge");
    expect(derive("password", "salt", 2, 20, forge.md.md5.create())).toBe("forge");
    expect(derive("password", "salt", 2, 20, "sha1")).toBe("forge");
  });

  it("an RSA signature is byte for byte the one forge makes", () => {
    const holder = { nama: "Penanda Tangan", nip: null, jabatan: "Kepala", satuanKerja: "Dinas" };
    const key = unlockUserKey(issueUserKey(testCa(), holder, "sandi").p12, "sandi");
    if (!key) throw new Error("key");
    const digest = () => forge.md.sha256.create().update("atribut yang ditandatangani");
    const native = nativeRsa(key.key).sign(digest(), "RSASSA-PKCS1-V1_5");
    expect(native).toBe(key.key.sign(digest(), "RSASSA-PKCS1-V1_5"));
    expect(native).toHaveLength(256);
  });
});
