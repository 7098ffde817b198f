import type { DbOrTx } from "../db/client";
import { lit, run } from "./bulk-sql";

/** The tables the bulk letters fill; their secondary indexes are rebuilt once after the load. */
export const LETTER_TABLES = [
  "mail",
  "bank_day_count",
  "mail_reviewer",
  "at_work_day_count",
  "mail_note",
  "mail_paraf",
  "mail_recipient",
  "inbox_letter",
  "inbox_day_count",
  "mail_disposition",
  "notification",
  "search_document",
] as const;

export type IndexDefinition = { name: string; table: string; def: string };

/**
 * The secondary indexes of those tables as the database defines them (`pg_get_indexdef`), so
 * they are recreated exactly as the migrations made them. Primary keys and constraint indexes
 * (unique columns) stay: rows are checked against them while loading.
 */
export async function secondaryIndexes(db: DbOrTx): Promise<IndexDefinition[]> {
  return run<IndexDefinition>(
    db,
    `select ic.relname as name, t.relname as "table", pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     join pg_class ic on ic.oid = i.indexrelid
     join pg_class t on t.oid = i.indrelid
     join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
     where t.relname in (${LETTER_TABLES.map(lit).join(",")})
       and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by t.relname, ic.relname`,
  );
}

/**
 * Inserting a million rows into indexed tables updates every index row by row; building each
 * index once afterwards is several times faster. Both happen in the load's transaction, so a
 * failed load leaves the indexes as they were.
 */
export async function dropIndexes(db: DbOrTx, indexes: IndexDefinition[]) {
  for (const index of indexes) await run(db, `drop index "${index.name}"`);
}

export async function createIndexes(
  db: DbOrTx,
  indexes: IndexDefinition[],
  done: (index: IndexDefinition) => void,
) {
  for (const index of indexes) {
    await run(db, index.def);
    done(index);
  }
}
