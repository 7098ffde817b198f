import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { pegawai } from "../../db/schema/org";

/** The user accounts of an employee (through the NIP). */
export async function findUserIdsOfPegawai(db: DbOrTx, pegawaiId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .where(eq(pegawai.id, pegawaiId));
  return rows.map((r) => r.id);
}
