import { z } from "zod";
import { notFound } from "../../lib/app-error";

/** Route params of berkas and Berita Acara: the id is checked by `uuidOf`, not the schema. */
export const idParams = z.object({ id: z.string() });

const UUID = z.uuid();

/** Their ids are UUIDs; anything else names one that does not exist (404, never 422). */
export function uuidOf(raw: string, missing: string): string {
  const parsed = UUID.safeParse(raw);
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}
