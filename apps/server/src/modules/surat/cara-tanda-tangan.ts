import {
  CARA_TANDA_TANGAN,
  CARA_TANDA_TANGAN_LABELS,
  type CaraTandaTangan,
} from "@lontar/contracts/cara-tanda-tangan";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jabatan, pegawai, pegawaiPlt } from "../../db/schema";
import { validationFailed } from "../../lib/app-error";
import { type ChainPosition, type SignerStanding, signingLines } from "./cara-tanda-tangan.rules";

/**
 * The signer's standing in the position tree: their position and its superiors up to the work
 * unit's head, and the positions they act in (active PLT records).
 */
export async function standingOf(db: DbOrTx, pegawaiId: number): Promise<SignerStanding> {
  const result = await db.execute(sql`
    with recursive up(id, name, parent_id, depth) as (
      select j.id, j.name, j.parent_id, 0 from jabatan j
      join pegawai p on p.jabatan_id = j.id where p.id = ${pegawaiId}
      union all
      select j.id, j.name, j.parent_id, up.depth + 1 from jabatan j
      join up on j.id = up.parent_id where up.depth < 20)
    select id, name, parent_id from up order by depth`);
  const chain = (
    result as unknown as { rows: { id: number; name: string; parent_id: number | null }[] }
  ).rows.map(
    (row): ChainPosition => ({
      id: Number(row.id),
      name: row.name,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
    }),
  );
  const acting = await db
    .select({ name: jabatan.name })
    .from(pegawaiPlt)
    .innerJoin(jabatan, eq(jabatan.id, pegawaiPlt.jabatanId))
    .where(and(eq(pegawaiPlt.pegawaiId, pegawaiId), isNull(pegawaiPlt.selesai)))
    .orderBy(pegawaiPlt.mulai);
  return { chain, acting: acting.map((row) => row.name) };
}

/**
 * The lines above the signer's name for this mode.
 * @throws VALIDATION_FAILED (422) on `cara_tanda_tangan` when the signer may not sign so.
 */
export async function signingLinesOf(db: DbOrTx, pegawaiId: number, mode: CaraTandaTangan) {
  const result = signingLines(mode, await standingOf(db, pegawaiId));
  if (!result.ok) throw validationFailed({ cara_tanda_tangan: [result.message] });
  return result.lines;
}

/** The lines of a mode, or null when the signer may not sign so (drafts preview this). */
export async function signingLinesOrNull(db: DbOrTx, pegawaiId: number, mode: CaraTandaTangan) {
  const result = signingLines(mode, await standingOf(db, pegawaiId));
  return result.ok ? result.lines : null;
}

/** `GET /egs/list/cara-tanda-tangan?nip=`: the modes this employee may sign in, with lines. */
export async function caraTandaTanganOptions(db: DbOrTx, nip: string) {
  const [signer] = await db.select({ id: pegawai.id }).from(pegawai).where(eq(pegawai.nip, nip));
  if (!signer) return [];
  const standing = await standingOf(db, signer.id);
  return CARA_TANDA_TANGAN.flatMap((mode) => {
    const result = signingLines(mode, standing);
    return result.ok
      ? [{ value: mode, label: CARA_TANDA_TANGAN_LABELS[mode], baris: result.lines }]
      : [];
  });
}
