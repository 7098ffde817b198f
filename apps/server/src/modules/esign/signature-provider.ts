import type { DbOrTx } from "../../db/client";
import { pdfWork } from "../../workers/pdf-pool";
import { findSigningKey } from "./esign.repository";
import type { SignatureInfo } from "./pdf-signature";

/**
 * Where signatures come from. The local provider keeps each user's key in the database,
 * locked with their passphrase, under the instance CA. A national e-signature service
 * (which holds the keys itself and is called with the signer's identity and passphrase)
 * implements the same two steps: `unlock` checks the passphrase before the letter's
 * transaction starts, `sign` returns the signed PDF inside it.
 */
export interface SignatureProvider {
  readonly name: string;
  unlock(db: DbOrTx, userId: number, passphrase: string): Promise<UnlockResult>;
}

export type UnlockResult =
  | { ok: true; signer: UnlockedSigner }
  | { ok: false; reason: "no-key" | "wrong-passphrase" };

export interface UnlockedSigner {
  /** Serial of the certificate the signature will carry. */
  readonly certificateSerial: string;
  sign(pdf: Buffer, info: SignatureInfo): Promise<Buffer>;
}

export function localSignatureProvider(): SignatureProvider {
  return {
    name: "lokal",
    async unlock(db, userId, passphrase) {
      const row = await findSigningKey(db, userId);
      if (!row) return { ok: false, reason: "no-key" };
      // Opening the key (PKCS#12, ~20 ms of CPU) and signing run on the PDF worker threads.
      const key = await pdfWork.unlockKey(row.p12, passphrase);
      if (!key) return { ok: false, reason: "wrong-passphrase" };
      return {
        ok: true,
        signer: {
          certificateSerial: key.serial,
          sign: (pdf, info) => pdfWork.signPdf(pdf, key, info),
        },
      };
    },
  };
}
