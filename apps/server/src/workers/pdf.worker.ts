/**
 * The CPU-heavy PDF steps, run on worker threads (see pdf-pool.ts): laying out a letter,
 * stamping an uploaded one, opening a signing key and signing, laying out a Daftar Arsip. Each
 * takes and returns plain data; bytes cross the thread boundary as Uint8Array and are turned
 * back into Buffers here.
 */

import { renderDaftarArsip } from "../modules/berkas/daftar-arsip.document";
import type { DaftarArsipView } from "../modules/berkas/daftar-arsip.rules";
import {
  deserializeUnlocked,
  type SerializedKey,
  serializeUnlocked,
  unlockUserKey,
} from "../modules/esign/certificates";
import { type SignatureInfo, signPdf } from "../modules/esign/pdf-signature";
import { renderLetter } from "../modules/surat/pdf/render";
import {
  archiveCopyOfUpload,
  type ParafSheet,
  renderArchiveCopy,
} from "../modules/surat/pdf/salinan-arsip";
import { type SoftcopyStamp, stampSoftcopy } from "../modules/surat/pdf/softcopy-stamp";
import type { LetterView } from "../modules/surat/pdf/surat-view.types";
import { asBuffer } from "./bytes";

function reviveView(view: LetterView): LetterView {
  const kop = view.letterhead;
  if (kop && (kop.kind === "image" || kop.kind === "pdf")) {
    return { ...view, letterhead: { ...kop, data: asBuffer(kop.data) } };
  }
  return view;
}

export const render = (view: LetterView) => renderLetter(reviveView(view));

export const archive = (view: LetterView) => renderArchiveCopy(reviveView(view));

export const archiveUpload = (input: { letter: Uint8Array; sheet: ParafSheet }) =>
  archiveCopyOfUpload(asBuffer(input.letter), input.sheet);

export const stamp = (input: { original: Uint8Array; stamp: SoftcopyStamp }) =>
  stampSoftcopy(asBuffer(input.original), {
    ...input.stamp,
    specimen: input.stamp.specimen
      ? { ...input.stamp.specimen, data: asBuffer(input.stamp.specimen.data) }
      : null,
  });

export const unlock = (input: { p12: Uint8Array; passphrase: string }): SerializedKey | null => {
  const unlocked = unlockUserKey(asBuffer(input.p12), input.passphrase);
  return unlocked ? serializeUnlocked(unlocked) : null;
};

export const sign = (input: { pdf: Uint8Array; key: SerializedKey; info: SignatureInfo }) =>
  signPdf(asBuffer(input.pdf), deserializeUnlocked(input.key), input.info);

export const daftarArsip = (view: DaftarArsipView) => renderDaftarArsip(view);
