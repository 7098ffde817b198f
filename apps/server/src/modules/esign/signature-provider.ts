import type { DbOrTx } from "../../db/client";
import { unlockUserKey } from "./certificates";
import { findSigningKey } from "./esign.repository";
import { type SignatureInfo, signPdf } from "./pdf-signature";

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
      const unlocked = unlockUserKey(row.p12, passphrase);
      if (!unlocked) return { ok: false, reason: "wrong-passphrase" };
      return {
        ok: true,
        signer: {
          certificateSerial: unlocked.cert.serialNumber,
          sign: (pdf, info) => signPdf(pdf, unlocked, info),
        },
      };
    },
  };
}
