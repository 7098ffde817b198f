import { errorBody } from "@lontar/contracts/common";
import { z } from "zod";
import { notFound } from "../../lib/app-error";
import { LETTER_NOT_FOUND } from "./surat.access";

/** Route params of letter endpoints: the id is checked by `letterId`, not by the schema. */
export const letterParams = z.object({ id: z.string() });

const UUID = z.uuid();

/** Letter ids are UUIDs; anything else is a letter that does not exist (404, never 422). */
export function letterId(raw: string): string {
  const parsed = UUID.safeParse(raw);
  if (!parsed.success) throw notFound(LETTER_NOT_FOUND);
  return parsed.data;
}

/** The error answers every letter endpoint documents. */
export const letterErrors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  423: errorBody,
};
