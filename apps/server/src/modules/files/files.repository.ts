import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { storedFile } from "../../db/schema";

export type StoredFileRow = typeof storedFile.$inferSelect;

export const insertStoredFile = async (db: DbOrTx, row: typeof storedFile.$inferInsert) =>
  (await db.insert(storedFile).values(row).returning())[0] as StoredFileRow;

export const findStoredFile = async (db: DbOrTx, id: string): Promise<StoredFileRow | undefined> =>
  (await db.select().from(storedFile).where(eq(storedFile.id, id)).limit(1))[0];
