import type { BerkasStatus } from "@lontar/contracts/berkas";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { satuanKerja } from "../../db/schema";
import { type BerkasRow, berkasSelect } from "./berkas.repository";

/**
 * The berkas of a work unit whose status on `today` is one of `statuses` (the life cycle of
 * `berkasSelect`), in the order they were numbered: by year, then number.
 */
export async function daftarArsipRows(
  db: DbOrTx,
  filter: { satuanKerjaId: number; statuses: readonly BerkasStatus[] },
  today: string,
): Promise<BerkasRow[]> {
  const statuses = sql.join(
    filter.statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select x.* from (${berkasSelect(today)} where b.satuan_kerja_id = ${filter.satuanKerjaId}) x
    where x.status in (${statuses})
    order by x.tahun, x.nomor_berkas`);
  return (result as unknown as { rows: BerkasRow[] }).rows;
}

/** The name of a work unit; undefined for an unknown one. */
export async function satuanKerjaName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ nama: satuanKerja.nama })
    .from(satuanKerja)
    .where(eq(satuanKerja.id, id));
  return row?.nama;
}
