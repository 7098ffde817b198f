import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { prepared } from "../../../db/prepared-together";
import { users } from "../../../db/schema/auth";
import { jabatan, pegawai, satuanKerja } from "../../../db/schema/org";
import { mail, mailHidden } from "../../../db/schema/surat";
import { mailReviewer } from "../../../db/schema/surat-reviewer";
import { dayRange, timestampRange } from "../../../lib/jakarta-day";
import { likePattern, offsetOf } from "../../../lib/pagination";
import { addresseeNames } from "../addressees.repository";
import { notRemoved } from "../removed-letters";

type MailStatus = (typeof mail.$inferSelect)["statusSurat"];

/** The outgoing workflow lists (spec 01 §2 "Workflow lists"). */
export type ListKind = "konsep" | "persetujuan" | "reject" | "telusuri" | "terkirim";

export type ListFilter = {
  userId: number;
  pegawaiId: number;
  startDate?: string;
  endDate?: string;
  q?: string;
  page: number;
  perPage: number;
};

/** Whose list and which letters of it: the filter, with the search as its LIKE pattern. */
type Scope = Omit<ListFilter, "page" | "perPage" | "q"> & {
  /** `likePattern` of the search. */
  pattern?: string;
};

/** A page of the list: `limit` rows after `offset`, read from the newest `newest` of each source. */
type PageOf = { limit: number; offset: number; newest: number };

/**
 * A list's letters come from up to two sources: the letters the user wrote, and the letters
 * that reached the user as a reviewer. Each source reads its own index in time order
 * (`mail_author_idx`; the reviewer's `mail_reviewer_at_work_idx` or `_reached_idx`), so a page
 * needs only the newest offset + page letters of each, whatever the user's history holds. A
 * letter in both (the author is also a reviewer of it) comes from the author's source only.
 */
const SOURCES: Record<
  ListKind,
  { status?: MailStatus[]; author: boolean; reviewer?: "at-work" | "reached" }
> = {
  konsep: { status: ["draft", "perbaikan"], author: true },
  persetujuan: { status: ["pemeriksa"], reviewer: "at-work", author: false },
  reject: { status: ["batal"], author: true, reviewer: "reached" },
  telusuri: { author: true, reviewer: "reached" },
  terkirim: { status: ["terkirim"], author: true, reviewer: "reached" },
};

/** A source's rows: `id`, `created_at` and, for the dashboard, whether the user has read it. */
type Source = { rows: SQL; order: SQL };

const matches = (pattern: string) =>
  sql`(${mail.perihal} ilike ${pattern} or ${mail.noSurat} ilike ${pattern})`;

/** What every list asks of a letter the user wrote. */
function letterConditions(kind: ListKind, f: Scope): SQL {
  const status = SOURCES[kind].status;
  return sql`${mail.kategoriSurat} = 'internal'
    ${status ? sql`and ${inArray(mail.statusSurat, status)}` : sql``}
    and ${notRemoved(sql`${mail.id}`, f.userId)}
    ${f.pattern ? sql`and ${matches(f.pattern)}` : sql``}`;
}

/**
 * The letters that reached the user as a reviewer, from the reviewer's rows alone: their marks
 * (migration 0036) say whether the letter waits for the user now (`at_work`, which implies
 * `pemeriksa`) or has reached them (`reached`, the person's first place in the chain), and the
 * author is copied on the row. The letter is read only for what the rows do not hold: the
 * status of Terkirim and Surat Batal, and a search.
 */
function reviewerRows(kind: ListKind, f: Scope): SQL {
  const { reviewer, status } = SOURCES[kind];
  const range = { start_date: f.startDate, end_date: f.endDate };
  const atWork = reviewer === "at-work";
  const byLetter = (!atWork && status) || f.pattern;
  // Only Persetujuan counts what its reviewer has opened (`countList`): in the other lists the
  // row's read mark is not read, so their count reads the reviewer's index alone. (A page's
  // statement drops the unused mark by itself; a count sent alone read a heap page for each of
  // the month's rows: kadis' Telusuri at ten million letters, 1.98 ms a call, 0.73 ms now.)
  const read = atWork ? sql`r.read_at is not null` : sql`true`;
  return sql`select r.mail_id as id, r.mail_created_at as created_at, ${read} as read
    from ${mailReviewer} r ${byLetter ? sql`join ${mail} on ${mail.id} = r.mail_id` : sql``}
    where r.pegawai_id = ${f.pegawaiId} ${timestampRange(sql`r.mail_created_at`, range)}
      and ${atWork ? sql`r.at_work` : sql`r.reached and r.mail_created_by <> ${f.userId}`}
      ${!atWork && status ? sql`and ${inArray(mail.statusSurat, status)}` : sql``}
      ${f.pattern ? sql`and ${matches(f.pattern)}` : sql``}
      and ${notRemoved(sql`r.mail_id`, f.userId)}`;
}

function sources(kind: ListKind, f: Scope): Source[] {
  const { author, reviewer } = SOURCES[kind];
  const range = { start_date: f.startDate, end_date: f.endDate };
  const list: Source[] = [];
  if (author) {
    list.push({
      rows: sql`select ${mail.id} as id, ${mail.createdAt} as created_at, true as read
        from ${mail}
        where ${mail.createdBy} = ${f.userId} ${timestampRange(sql`${mail.createdAt}`, range)}
          and ${letterConditions(kind, f)}`,
      // The index's own order (desc nulls last), so the newest are read first and no more.
      order: sql`${mail.createdAt} desc nulls last, ${mail.id} desc nulls last`,
    });
  }
  if (reviewer) {
    list.push({
      rows: reviewerRows(kind, f),
      // The reviewer indexes' own order.
      order: sql`r.mail_created_at desc nulls last, r.mail_id desc nulls last`,
    });
  }
  return list;
}

/** Every letter of the list, from all its sources. */
const everyRow = (kind: ListKind, f: Scope) =>
  sql.join(
    sources(kind, f).map((s) => s.rows),
    sql` union all `,
  );

/**
 * The letters waiting for the reviewer, counted by day (`at_work_day_count`, migration 0043):
 * the range's days, less the letters the user removed from their lists (`mail_hidden`), each
 * found by its key. A month is some thirty rows, however many letters wait.
 */
const atWorkTally = (f: Scope) => {
  const range = { start_date: f.startDate, end_date: f.endDate };
  return sql`select c.total, c.is_read as read from at_work_day_count c
      where c.pegawai_id = ${f.pegawaiId} ${dayRange(sql`c.day`, range)}
    union all
    select -1, -r.read::int from ${mailHidden} h
      -- Each removed letter's row by its key (pegawai, letter): never the reviewer's range of
      -- rows, which the day (a cast) cannot bound and 'offset 0' keeps from being joined whole.
      cross join lateral (
        select r.read_at is not null as read from ${mailReviewer} r
        where r.pegawai_id = ${f.pegawaiId} and r.mail_id = h.mail_id and r.at_work
          ${dayRange(sql`(r.mail_created_at at time zone 'Asia/Jakarta')::date`, range)}
        offset 0) r
      where h.user_id = ${f.userId}`;
};

/**
 * How many letters a workflow list holds for the user, and how many of them are read (in
 * Persetujuan: opened by the user as the reviewer at work; other lists are all read). The
 * dashboard counts with this too: one definition of each list. Persetujuan without a search
 * sums its days; the other lists count their rows.
 */
export async function countList(db: DbOrTx, kind: ListKind, f: Scope) {
  const result = await db.execute(countListQuery(kind, f));
  const [row] = (result as unknown as { rows: ListCount[] }).rows;
  return { total: Number(row?.total ?? 0), read: Number(row?.read ?? 0) };
}

/** The statement of `countList`: one row of `ListCount`. */
export const countListQuery = (kind: ListKind, f: Scope) =>
  kind === "persetujuan" && f.pattern === undefined
    ? sql`select coalesce(sum(t.total), 0)::int as total, coalesce(sum(t.read), 0)::int as read
        from (${atWorkTally(f)}) t`
    : sql`select count(*)::int as total, count(*) filter (where t.read)::int as read
        from (${everyRow(kind, f)}) t`;

export type ListCount = { total: number; read: number };

/** The ids of one page: the newest offset + page of each source, merged. */
export function pageIds(kind: ListKind, f: Scope & PageOf) {
  const newest = sql.join(
    sources(kind, f).map((s) => sql`(${s.rows} order by ${s.order} limit ${f.newest})`),
    sql` union all `,
  );
  return sql`select t.id from (${newest}) t
    order by t.created_at desc, t.id desc limit ${f.limit} offset ${f.offset}`;
}

/** When the reviewer at work opened the letter, if that reviewer is the employee (else null). */
export const reviewerReadAt = (pegawaiId: number) =>
  sql<Date | null>`(select r.read_at from ${mailReviewer} r where r.mail_id = ${mail.id} and r.urutan = ${mail.orderNow} and r.pegawai_id = ${pegawaiId})`;

/**
 * The author's employee and position, if any: one look-up a letter for both, joined lateral
 * (as two scalar subqueries it read users and pegawai twice a row).
 */
const authorOf = (db: DbOrTx) =>
  db
    .select({
      nama: sql<string>`${pegawai.name}`.as("author_nama"),
      jabatan: sql<string | null>`${jabatan.name}`.as("author_jabatan"),
    })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(users.id, mail.createdBy))
    .as("author");

/**
 * The reviewer at work, else the last of the chain (a letter past its chain): the row chosen
 * first, so only its employee is read.
 */
const reviewerName = sql<string | null>`(select p.name from ${pegawai} p where p.id = (
  select r.pegawai_id from ${mailReviewer} r where r.mail_id = ${mail.id}
  order by r.urutan = ${mail.orderNow} desc, r.urutan desc limit 1))`;

/**
 * One page of a list and the list's total, in one statement: the letters with every name the
 * list shows (author, sender, addressees, reviewer), and the total as a subquery the database
 * runs once. Each round trip costs more than the lookups themselves. Prepared once per list
 * and shape of filter (`prepared`).
 */
export function listPageSelect(db: DbOrTx, kind: ListKind, f: Scope & PageOf) {
  const author = authorOf(db);
  return db
    .select({
      id: mail.id,
      noSurat: mail.noSurat,
      perihal: mail.perihal,
      statusSurat: mail.statusSurat,
      tanggalSurat: mail.tanggalSurat,
      createdAt: mail.createdAt,
      resi: mail.resi,
      penerimaEksternal: sql<string[]>`coalesce(${mail.penerima} -> 'user_eksternal', '[]'::jsonb)`,
      satuanKerjaNama: satuanKerja.nama,
      reviewerReadAt: reviewerReadAt(f.pegawaiId),
      authorNama: author.nama,
      authorJabatan: author.jabatan,
      dariNama: sql<
        string | null
      >`(select p.name from ${pegawai} p where p.id = ${mail.pengirimPegawaiId})`,
      kepadaNama: addresseeNames(sql`${mail.penerima}`),
      pemeriksaNama: reviewerName,
      total: sql<number>`(select c.total from (${countListQuery(kind, f)}) c)`,
    })
    .from(mail)
    .innerJoin(satuanKerja, eq(satuanKerja.id, mail.satuanKerjaId))
    .leftJoinLateral(author, sql`true`)
    .where(sql`${mail.id} in (${pageIds(kind, f)})`)
    .orderBy(desc(mail.createdAt), desc(mail.id));
}

const listPage = (kind: ListKind) =>
  prepared(`list_${kind}`, (db, f: Scope & PageOf) => listPageSelect(db, kind, f));
const LIST_PAGES = {
  konsep: listPage("konsep"),
  persetujuan: listPage("persetujuan"),
  reject: listPage("reject"),
  telusuri: listPage("telusuri"),
  terkirim: listPage("terkirim"),
} satisfies Record<ListKind, unknown>;

export async function listMail(db: DbOrTx, kind: ListKind, f: ListFilter) {
  const offset = offsetOf({ page: f.page, per_page: f.perPage });
  const scope: Scope = {
    userId: f.userId,
    pegawaiId: f.pegawaiId,
    startDate: f.startDate || undefined,
    endDate: f.endDate || undefined,
    pattern: f.q ? likePattern(f.q) : undefined,
  };
  const rows = await LIST_PAGES[kind](db, {
    ...scope,
    limit: f.perPage,
    offset,
    newest: offset + f.perPage,
  });
  // A page past the end has no row to carry the total.
  const total = rows[0] ? Number(rows[0].total) : (await countList(db, kind, scope)).total;
  return { rows, total };
}

export type ListRow = Awaited<ReturnType<typeof listMail>>["rows"][number];
