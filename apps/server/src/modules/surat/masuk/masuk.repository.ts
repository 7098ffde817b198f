import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { jabatan, pegawai } from "../../../db/schema/org";
import { mailDisposition, mailRecipient } from "../../../db/schema/surat-penerima";
import { positionsBelow } from "../../pegawai/pegawai-list.repository";

export const insertDisposition = async (db: DbOrTx, row: typeof mailDisposition.$inferInsert) => {
  const [created] = await db
    .insert(mailDisposition)
    .values(row)
    .returning({ id: mailDisposition.id });
  if (!created) throw new Error("disposition not inserted");
  return created.id;
};

export const findDisposition = async (db: DbOrTx, id: number) =>
  (await db.select().from(mailDisposition).where(eq(mailDisposition.id, id)))[0] ?? null;

export const markDisposed = (db: DbOrTx, mailId: string, pegawaiId: number) =>
  db
    .update(mailRecipient)
    .set({ disposedAt: new Date() })
    .where(
      and(
        eq(mailRecipient.mailId, mailId),
        eq(mailRecipient.pegawaiId, pegawaiId),
        isNull(mailRecipient.disposedAt),
      ),
    );

/** Dispositions and forwards of a letter, oldest first, with their author. */
export const dispositionsOf = (db: DbOrTx, mailId: string) =>
  db
    .select({
      id: mailDisposition.id,
      fromPegawaiId: mailDisposition.fromPegawaiId,
      isDisposisi: mailDisposition.isDisposisi,
      instructions: mailDisposition.instructions,
      keterangan: mailDisposition.keterangan,
      isPrivate: mailDisposition.isPrivate,
      batasWaktu: mailDisposition.batasWaktu,
      createdAt: mailDisposition.createdAt,
      withdrawnAt: mailDisposition.withdrawnAt,
      nama: pegawai.name,
      jabatan: jabatan.name,
      photoUrl: pegawai.photoUrl,
    })
    .from(mailDisposition)
    .innerJoin(pegawai, eq(pegawai.id, mailDisposition.fromPegawaiId))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(mailDisposition.mailId, mailId))
    .orderBy(asc(mailDisposition.createdAt), asc(mailDisposition.id));

export const targetsOf = (db: DbOrTx, dispositionIds: number[]) =>
  dispositionIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: mailRecipient.id,
          dispositionId: mailRecipient.dispositionId,
          pegawaiId: mailRecipient.pegawaiId,
          isPlt: mailRecipient.isPlt,
          readAt: mailRecipient.readAt,
          selesaiAt: mailRecipient.selesaiAt,
          selesaiNote: mailRecipient.selesaiNote,
          nama: pegawai.name,
          jabatan: jabatan.name,
        })
        .from(mailRecipient)
        .innerJoin(pegawai, eq(pegawai.id, mailRecipient.pegawaiId))
        .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
        .where(inArray(mailRecipient.dispositionId, dispositionIds))
        .orderBy(asc(mailRecipient.id));

export const pegawaiInUnit = async (db: DbOrTx, ids: number[], satuanKerjaId: number) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: pegawai.id })
          .from(pegawai)
          .where(and(inArray(pegawai.id, ids), eq(pegawai.satuanKerjaId, satuanKerjaId)))
      ).map((r) => r.id);

/**
 * Of these disposition targets, the ones whose position (for `plt`, the position they act in)
 * is not below the author's: a disposition goes down the position tree only.
 */
export async function targetsNotBelow(
  db: DbOrTx,
  authorId: number,
  targets: { users: number[]; plt: number[] },
): Promise<number[]> {
  if (targets.users.length + targets.plt.length === 0) return [];
  const list = (ids: number[]) =>
    ids.length
      ? sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const result = await db.execute(sql`
    select x.id from (
      select p.id, p.jabatan_id from pegawai p where p.id in (${list(targets.users)})
      union all
      select t.pegawai_id, t.jabatan_id from pegawai_plt t
      where t.pegawai_id in (${list(targets.plt)}) and t.selesai is null
    ) x
    where x.jabatan_id is null or x.jabatan_id not in ${positionsBelow(authorId)}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** The active (not withdrawn) dispositions and forwards one person made of a letter, with targets. */
export async function activeDispositionsBy(db: DbOrTx, mailId: string, pegawaiId: number) {
  const rows = await db
    .select({ disposition: mailDisposition, target: mailRecipient.pegawaiId })
    .from(mailDisposition)
    .leftJoin(mailRecipient, eq(mailRecipient.dispositionId, mailDisposition.id))
    .where(
      and(
        eq(mailDisposition.mailId, mailId),
        eq(mailDisposition.fromPegawaiId, pegawaiId),
        isNull(mailDisposition.withdrawnAt),
      ),
    );
  const byId = new Map<number, typeof mailDisposition.$inferSelect & { targets: number[] }>();
  for (const { disposition, target } of rows) {
    const entry = byId.get(disposition.id) ?? { ...disposition, targets: [] };
    if (target !== null) entry.targets.push(target);
    byId.set(disposition.id, entry);
  }
  return [...byId.values()];
}

/** Removes the recipient rows a disposition made (it is being withdrawn). */
export const deleteTargets = (tx: DbOrTx, dispositionId: number) =>
  tx.delete(mailRecipient).where(eq(mailRecipient.dispositionId, dispositionId));

/** A withdrawn disposition stays in the history, marked withdrawn. */
export const markWithdrawn = (tx: DbOrTx, dispositionId: number) =>
  tx
    .update(mailDisposition)
    .set({ withdrawnAt: new Date() })
    .where(eq(mailDisposition.id, dispositionId));
