import { nipOf } from "@lontar/contracts/mail";
import type { DbOrTx } from "../../db/client";
import { validationFailed } from "../../lib/app-error";
import { idsByNip } from "../pegawai/pegawai-list.repository";

/**
 * The NIPs of a payload (or picker records carrying one) as employee ids, each once; `plt`
 * looks them up among acting officials.
 * @throws VALIDATION_FAILED (422) naming the field and the NIPs nobody has.
 */
export async function resolveNips(
  db: DbOrTx,
  field: string,
  refs: (string | { peg_nip: string })[],
  plt = false,
) {
  const nips = refs.map(nipOf);
  const ids = await idsByNip(db, nips, plt);
  const unknown = nips.filter((nip) => !ids.has(nip));
  if (unknown.length)
    throw validationFailed({ [field]: [`Pegawai tidak ditemukan: ${unknown.join(", ")}`] });
  return [...new Set(nips.map((nip) => ids.get(nip) as number))];
}
