import { USER_LEVEL } from "@lontar/contracts/user";
import type { Actor, LetterFacts, Reviewer } from "./surat.rules";

/**
 * Paraf (reviewers' initials) and the archive copy that prints them, as plain rules: the
 * initials of a name, which paraf the copy shows, and who may read that copy.
 */

/** Titles written before a name (Dr., Ir., Drs., Prof., H., Hj., …): never part of the initials. */
const PREFIX_TITLE = /^(prof|dr|drs|dra|drg|ir|h|hj|kh|apt|ns)\.?$/i;
/** A title written with inner dots (`S.Kom.`, `M.T.`, `K.H.`) when no comma sets it apart. */
const DOTTED_TITLE = /\.\p{L}/u;

/**
 * A reviewer's paraf as printed: the first letters of the name's words, without academic and
 * religious titles ('Dr. Ir. Rizky Pratama Harahap, S.Kom., M.T.' → 'RPH'). Titles after the
 * name follow its first comma or carry inner dots; titles before it are the known words. An
 * abbreviated name ('Muh.', 'A.') still counts: it is part of the name.
 */
export function initialsOf(nama: string): string {
  const [name = ""] = nama.split(",");
  const words = name
    .split(/\s+/)
    .filter(Boolean)
    .filter((w) => !PREFIX_TITLE.test(w) && !DOTTED_TITLE.test(w));
  const letters = words.map((w) =>
    w
      .replace(/[^\p{L}]/gu, "")
      .charAt(0)
      .toUpperCase(),
  );
  return letters.join("") || nama.trim().charAt(0).toUpperCase();
}

export type ParafFacts = { urutan: number; pegawaiId: number; createdAt: Date };

/**
 * The paraf the archive copy prints: the latest of each reviewer now in the chain, in the
 * chain's order. A corrected draft is initialled again (regional practice), so an earlier
 * paraf of the same reviewer gives way to the later one; it stays in the history (Riwayat
 * Catatan). A paraf by somebody taken off the chain is not printed.
 */
export function latestParaf<P extends ParafFacts>(paraf: P[], reviewers: Reviewer[]): P[] {
  const latest = new Map<number, P>();
  for (const p of paraf) {
    const seen = latest.get(p.pegawaiId);
    if (!seen || seen.createdAt.getTime() <= p.createdAt.getTime()) latest.set(p.pegawaiId, p);
  }
  return [...reviewers]
    .sort((a, b) => a.urutan - b.urutan)
    .map((r) => latest.get(r.pegawaiId))
    .filter((p): p is P => p !== undefined);
}

/**
 * Who may read the archive copy (salinan arsip) of a letter they can see: it is the office's
 * file copy, so its author, its reviewers and the secretariat (level 8) of its own work unit,
 * who keep that unit's records — never its recipients or copy holders for that alone. Only
 * outgoing letters that went to review have one.
 */
export function mayReadArchiveCopy(
  letter: Pick<LetterFacts, "kategoriSurat" | "statusSurat" | "createdBy" | "satuanKerjaId">,
  reviewers: Reviewer[],
  actor: Actor,
): boolean {
  if (letter.kategoriSurat !== "internal" || letter.statusSurat === "draft") return false;
  if (letter.createdBy === actor.userId) return true;
  if (reviewers.some((r) => r.pegawaiId === actor.pegawaiId)) return true;
  return actor.userLevel === USER_LEVEL.sekretariat && actor.satuanKerjaId === letter.satuanKerjaId;
}
