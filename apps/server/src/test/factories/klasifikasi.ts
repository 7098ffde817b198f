import type { KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { klasifikasi } from "../../db/schema";

export const KLASIFIKASI_URL = "/egs/master/klasifikasi";

/** The id of a code (undefined when it does not exist). */
export const idOfKode = async (db: DbOrTx, kode: string) =>
  (await db.select().from(klasifikasi).where(eq(klasifikasi.kode, kode)))[0]?.id as number;

/** Every node of a tree, depth first. */
export const flatten = (nodes: KlasifikasiNode[]): KlasifikasiNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.childs)]);
