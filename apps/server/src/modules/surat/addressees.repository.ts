import { eq, type SQL, sql } from "drizzle-orm";
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

/**
 * The names of the addressees a letter chose in the system (`penerima`: users, then acting
 * officials), in their order, as a JSON array: a subquery of a list's query, so a page's
 * names come with its rows instead of in a round trip of their own.
 */
export const addresseeNames = (penerima: SQL) =>
  sql<string[]>`(select coalesce(json_agg(p.name order by x.ord), '[]'::json)
    from jsonb_array_elements_text(coalesce(${penerima} -> 'user', '[]'::jsonb)
      || coalesce(${penerima} -> 'plt', '[]'::jsonb)) with ordinality x(id, ord)
    join ${pegawai} p on p.id = x.id::int)`;
