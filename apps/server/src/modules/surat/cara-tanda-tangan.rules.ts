import {
  CARA_TANDA_TANGAN_MESSAGES,
  type CaraTandaTangan,
} from "@lontar/contracts/cara-tanda-tangan";

/** A position in the signer's line of superiors, from their own position up. */
export interface ChainPosition {
  id: number;
  name: string;
  parentId: number | null;
}

/** What decides how someone may sign: their positions upward, and where they act. */
export interface SignerStanding {
  /** Own position first, then its superior, and so on up to the work unit's head. */
  chain: ChainPosition[];
  /** Positions the signer acts in today (PLT records), by name. */
  acting: string[];
}

export type SigningLines = { ok: true; lines: string[] } | { ok: false; message: string };

const isHead = (position: ChainPosition | undefined) =>
  position !== undefined && position.parentId === null;

/**
 * The lines above the signer's name for a mode (format-naskah.md; Peraturan ANRI 5/2021):
 * - langsung: `Kepala Dinas …,`
 * - a.n.: `a.n. Kepala Dinas …,` / `Sekretaris,` — only the head's direct subordinate;
 * - u.b.: `a.n. Kepala Dinas …,` / `Kepala Bidang …,` / `u.b.` / `Kepala Seksi …,` — one level
 *   further down;
 * - Plt./Plh.: `Plt. Kepala Dinas …,` — only in a position the signer acts in.
 */
export function signingLines(mode: CaraTandaTangan, standing: SignerStanding): SigningLines {
  const [own, superior, top] = standing.chain;
  if (mode === "plt" || mode === "plh") {
    const acting = standing.acting[0];
    if (!acting) return { ok: false, message: CARA_TANDA_TANGAN_MESSAGES.acting };
    return { ok: true, lines: [`${mode === "plt" ? "Plt." : "Plh."} ${acting},`] };
  }
  if (!own) return { ok: true, lines: ["-"] };
  if (mode === "an") {
    if (!superior || !isHead(superior))
      return { ok: false, message: CARA_TANDA_TANGAN_MESSAGES.an };
    return { ok: true, lines: [`a.n. ${superior.name},`, `${own.name},`] };
  }
  if (mode === "ub") {
    if (!superior || !top || !isHead(top))
      return { ok: false, message: CARA_TANDA_TANGAN_MESSAGES.ub };
    return { ok: true, lines: [`a.n. ${top.name},`, `${superior.name},`, "u.b.", `${own.name},`] };
  }
  return { ok: true, lines: [`${own.name},`] };
}
