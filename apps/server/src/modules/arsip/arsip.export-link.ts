import type { Readable } from "node:stream";
import { type ArsipExportQuery, arsipExportQuery } from "@lontar/contracts/arsip";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../lib/auth-user";
import { readLink, signLink } from "../../lib/signed-link";
import { findActiveSession } from "../auth/auth.repository";
import { ARSIP_MENU, arsipScope } from "./arsip.access";
import { arsipExcel } from "./arsip.export";

/** Where a signed Excel link points; opened in a new tab, it carries no bearer token. */
export const ARSIP_EXCEL_FILE_PATH = "/egs/arsip/export/excel/file";
/** How long a link works: long enough to be opened at once, too short to be passed around. */
export const ARSIP_EXCEL_LINK_TTL_SECONDS = 300;
export const ARSIP_LINK_EXPIRED = "Tautan unduhan sudah tidak berlaku, silakan ekspor ulang";

/** What a link names: the user, their session and the list's query. */
const linkData = z.object({
  user: z.number().int(),
  session: z.string(),
  query: arsipExportQuery,
});

/**
 * `GET egs/arsip/export/excel` (spec 02: "For excel, items.url is opened"): a link, valid for
 * five minutes, to the list as an .xlsx. @throws FORBIDDEN 403 without the Tabel Arsip menu.
 */
export async function arsipExcelLink(
  db: DbOrTx,
  key: string,
  auth: AuthUser,
  query: ArsipExportQuery,
  now = Date.now(),
): Promise<{ url: string }> {
  await arsipScope(db, auth, ARSIP_MENU.tabel);
  const data = { user: auth.userId, session: auth.sessionId, query };
  const expiresAt = Math.floor(now / 1000) + ARSIP_EXCEL_LINK_TTL_SECONDS;
  const token = signLink(key, Buffer.from(JSON.stringify(data)), expiresAt);
  return { url: `${ARSIP_EXCEL_FILE_PATH}?token=${token}` };
}

function namedBy(key: string, token: string) {
  const bytes = readLink(key, token);
  if (!bytes) return null;
  try {
    return linkData.parse(JSON.parse(bytes.toString("utf8")));
  } catch {
    return null;
  }
}

/**
 * The .xlsx a link names, under the user's permissions as they are now: the session must still
 * be live and the user active (else 404, like a forged or expired link), and the Tabel Arsip
 * menu still held (else 403).
 */
export async function arsipExcelByLink(
  db: DbOrTx,
  key: string,
  token: string,
): Promise<{ fileName: string; stream: Readable }> {
  const named = namedBy(key, token);
  const session = named ? await findActiveSession(db, named.session) : undefined;
  if (!named || !session || session.userId !== named.user || session.status !== "aktif")
    throw notFound(ARSIP_LINK_EXPIRED);
  const { status: _, ...auth } = session;
  const { key: list, ...query } = named.query;
  return arsipExcel(db, auth, list, query);
}
