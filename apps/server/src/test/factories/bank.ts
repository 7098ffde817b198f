import { BANK_PATHS, type BankKind } from "@lontar/contracts/bank";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jenisNaskah } from "../../db/schema/master";
import { mailRecipient } from "../../db/schema/surat-penerima";
import type { TestApp } from "../harness";

/** `?a=1&b=2` of the defined values. */
export const queryString = (query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return params ? `?${params}` : "";
};

/** `GET egs/master/{bank}` (or its `/export`, `/download/excel`) as `username`. */
export const getBank = (
  t: TestApp,
  kind: BankKind,
  query: Record<string, string | number | undefined> = {},
  { username = "sekretariat", suffix = "" } = {},
) =>
  t.as(username)({ method: "GET", url: `/egs/${BANK_PATHS[kind]}${suffix}${queryString(query)}` });

/** The ids of a bank page (per_page 50, unless the query says otherwise). */
export async function bankIds(
  t: TestApp,
  kind: BankKind,
  query: Record<string, string | number | undefined> = {},
): Promise<string[]> {
  const res = await getBank(t, kind, { per_page: 50, ...query });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().items.map((item: { id: string }) => item.id);
}

/** Moves every arrival of a letter to `at`. */
export const setReceivedAt = (db: DbOrTx, mailId: string, at: Date) =>
  db.update(mailRecipient).set({ receivedAt: at }).where(eq(mailRecipient.mailId, mailId));

export async function jenisNaskahIds(db: DbOrTx) {
  const rows = await db.select({ id: jenisNaskah.id, nama: jenisNaskah.nama }).from(jenisNaskah);
  if (rows.length < 2) throw new Error("seed has fewer than two letter types");
  return rows;
}
