import { randomInt } from "node:crypto";
import { MAIL_MESSAGES } from "@lontar/contracts/mail";

/**
 * The outgoing letter lifecycle of DOMAIN.md as plain functions: which action the reviewer at
 * work may take, and where each one leads.
 */
export type ReviewState = { status: string; orderNow: number; reviewers: number };
export type ReviewAction = "setuju" | "lanjutkan" | "perbaikan" | "batalkan";

export type Transition =
  | { ok: true; status: "pemeriksa" | "perbaikan" | "batal" | "terkirim"; orderNow: number }
  | { ok: false; field: string; message: string };

export function transition(
  state: ReviewState,
  action: ReviewAction,
  keterangan: string,
): Transition {
  const last = state.orderNow === state.reviewers;
  switch (action) {
    case "setuju":
      return last
        ? { ok: true, status: "terkirim", orderNow: state.orderNow }
        : {
            ok: false,
            field: "text",
            message: "Hanya pemeriksa terakhir yang dapat menyetujui (SETUJU)",
          };
    case "lanjutkan":
      return last
        ? { ok: false, field: "text", message: "Pemeriksa terakhir menyetujui surat (SETUJU)" }
        : { ok: true, status: "pemeriksa", orderNow: state.orderNow + 1 };
    case "perbaikan":
      return state.orderNow <= 1
        ? { ok: true, status: "perbaikan", orderNow: 0 }
        : { ok: true, status: "pemeriksa", orderNow: state.orderNow - 1 };
    case "batalkan":
      return keterangan.trim()
        ? { ok: true, status: "batal", orderNow: state.orderNow }
        : { ok: false, field: "keterangan", message: MAIL_MESSAGES.reasonRequired };
  }
}

/** The approval payload's words for an action (spec 01 §4). */
export function actionOf(body: {
  text: string;
  is_accepted: boolean;
  back_to_previous_level: boolean;
}): ReviewAction {
  if (body.text === "setuju" || body.text === "lanjutkan") return body.text;
  return body.back_to_previous_level || body.text === "perbaikan" ? "perbaikan" : "batalkan";
}

/** `{kode klasifikasi}/{nomor urut}/{kode satuan kerja}/{tahun}` (DOMAIN.md "Numbers"). */
export const formatNomor = (kode: string, urut: number, unit: string, tahun: number) =>
  `${kode}/${urut}/${unit}/${tahun}`;

/** Resi: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const RESI_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export function newResi(): string {
  return Array.from({ length: 10 }, () => RESI_ALPHABET[randomInt(RESI_ALPHABET.length)]).join("");
}

export const sudahBelum = (at: Date | null | undefined) =>
  (at ? "Sudah" : "Belum") as "Sudah" | "Belum";
