import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { unitKerja } from "../../db/schema";
import type { TestApp } from "../harness";
import { ids } from "./satuan-kerja";

export const UNIT_PATH = "/egs/pegawai-egs/api/unit-kerja";

/** A valid body: a sub unit of Sekretariat (136) of Diskominfo (2); override any field. */
export const unitBody = (overrides: Record<string, unknown> = {}) => ({
  satuan_kerja_id: 2,
  name: "Seksi Uji",
  code: "KOMINFO.UJI",
  unit_kerja_parent: 136,
  ...overrides,
});

export const unitRow = async (db: DbOrTx, id: number) =>
  (await db.select().from(unitKerja).where(eq(unitKerja.id, id)))[0];

/** Ids of a unit's direct sub units, in order, as the administrator reads them. */
export const childIds = async (t: TestApp, id: number) =>
  ids((await t.as("admin")({ method: "GET", url: `${UNIT_PATH}/${id}/childs` })).json().items);
