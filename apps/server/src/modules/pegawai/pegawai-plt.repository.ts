import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { pegawaiPlt } from "../../db/schema";

/** Ends the employee's active PLT, if any; answers the ended row's id. */
export const endActivePlt = async (db: DbOrTx, pegawaiId: number) =>
  (
    await db
      .update(pegawaiPlt)
      .set({ selesai: sql`greatest(${pegawaiPlt.mulai}, current_date)` })
      .where(and(eq(pegawaiPlt.pegawaiId, pegawaiId), isNull(pegawaiPlt.selesai)))
      .returning({ id: pegawaiPlt.id })
  )[0]?.id;

export const insertPlt = (
  db: DbOrTx,
  values: { pegawaiId: number; jabatanId: number; mulai?: string },
) => db.insert(pegawaiPlt).values(values);
