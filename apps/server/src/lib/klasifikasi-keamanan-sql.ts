import { type AturanKeamanan, kodesAllowing } from "@lontar/contracts/klasifikasi-keamanan";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The stored values of the security classes that allow `rule` (contracts'
 * klasifikasi-keamanan table) as an SQL list of literals, `('Biasa', 'Terbatas')`: the one
 * source of the `sifat_pengamanan in (…)` conditions. Literals, not parameters, so that the
 * statement's text (and its plan) stays the same; `(null)`, matching nothing, when no class does.
 */
export function kodeListText(rule: AturanKeamanan): string {
  const kodes = kodesAllowing(rule).map((kode) => `'${kode.replaceAll("'", "''")}'`);
  return kodes.length > 0 ? `(${kodes.join(", ")})` : "(null)";
}

/** `column in ('Biasa', …)` for the classes that allow `rule`. */
export const sifatAllowsSql = (column: SQL | AnyColumn, rule: AturanKeamanan): SQL =>
  sql`${column} in ${sql.raw(kodeListText(rule))}`;

/**
 * An archive item (table alias `a`) `auth` may see whole within their archive scope: its class is
 * open to the unit's archive staff (Biasa, Terbatas), or they uploaded it.
 */
export const arsipTerbukaSql = (userId: number, alias = "a"): SQL =>
  sql`(${sifatAllowsSql(sql.raw(`${alias}.klasifikasi_keamanan`), "sekretariatUnit")}
       or ${sql.raw(`${alias}.created_by`)} = ${userId})`;
