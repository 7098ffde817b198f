import type { BerkasStatus } from "@lontar/contracts/berkas";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { satuanKerja } from "../../db/schema";
import { type BerkasRow, berkasSelect } from "./berkas.repository";

/** A berkas as the Daftar Arsip lists it: its row and what its records say of it. */
export interface DaftarArsipRow extends BerkasRow {
  /** The security classes of its letters (each once). */
  sifat: string[];
}

/**
 * The berkas of a work unit whose status on `today` is one of `statuses` (the life cycle of
 * `berkasSelect`), in the order they were numbered: by year, then number.
 */
export async function daftarArsipRows(
  db: DbOrTx,
  filter: { satuanKerjaId: number; statuses: readonly BerkasStatus[] },
  today: string,
): Promise<DaftarArsipRow[]> {
  const statuses = sql.join(
    filter.statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select x.*,
           array(
             select distinct m.sifat_pengamanan from berkas_isi i join mail m on m.id = i.mail_id
             where i.berkas_id = x.id
           ) as sifat
    from (${berkasSelect(today)} where b.satuan_kerja_id = ${filter.satuanKerjaId}) x
    where x.status in (${statuses})
    order by x.tahun, x.nomor_berkas`);
  return (result as unknown as { rows: DaftarArsipRow[] }).rows;
}

/** The name of a work unit; undefined for an unknown one. */
export async function satuanKerjaName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ nama: satuanKerja.nama })
    .from(satuanKerja)
    .where(eq(satuanKerja.id, id));
  return row?.nama;
}
