import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { mail, mailHidden, mailReviewer } from "../../db/schema/letters";
import { satuanKerja } from "../../db/schema/org";
import { dayAfter, dayStart, timestampRange } from "../../lib/jakarta-day";
import { likePattern, offsetOf } from "../../lib/pagination";

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

/** A reviewer the letter has reached (the one at work, or earlier ones). */
const reachedReviewer = (pegawaiId: number) =>
  sql`exists (select 1 from ${mailReviewer} r where r.mail_id = ${mail.id} and r.pegawai_id = ${pegawaiId} and r.urutan <= ${mail.orderNow})`;

/**
 * The author's letters or those a reviewer has reached. The `in (… union all …)` names the
 * candidates through the author and reviewer indexes, within the date range when there is one
 * (the reviewer rows carry their letter's created_at); without it the `or` of the two makes
 * the planner read every letter.
 */
const mineOrReached = (f: Omit<ListFilter, "page" | "perPage" | "q">) =>
  and(
    sql`${mail.id} in (select m2.id from ${mail} m2 where m2.created_by = ${f.userId} ${range(sql`m2.created_at`, f)}
      union all ${reviewedIds(f)})`,
    or(eq(mail.createdBy, f.userId), reachedReviewer(f.pegawaiId)),
  );

const range = (column: SQL, f: Pick<ListFilter, "startDate" | "endDate">) =>
  timestampRange(column, { start_date: f.startDate, end_date: f.endDate });

/** The letters the person is a reviewer of, in the range, by the reviewer time index. */
const reviewedIds = (f: Omit<ListFilter, "page" | "perPage" | "q">) =>
  sql`select r2.mail_id from ${mailReviewer} r2 where r2.pegawai_id = ${f.pegawaiId} ${range(sql`r2.mail_created_at`, f)}`;

function kindCondition(
  kind: ListKind,
  f: Omit<ListFilter, "page" | "perPage" | "q">,
): SQL | undefined {
  const mine = eq(mail.createdBy, f.userId);
  switch (kind) {
    case "konsep":
      return and(mine, inArray(mail.statusSurat, ["draft", "perbaikan"]));
    case "persetujuan":
      return and(
        eq(mail.statusSurat, "pemeriksa"),
        sql`${mail.id} in (${reviewedIds(f)})`,
        sql`exists (select 1 from ${mailReviewer} r where r.mail_id = ${mail.id} and r.pegawai_id = ${f.pegawaiId} and r.urutan = ${mail.orderNow})`,
      );
    case "reject":
      return and(eq(mail.statusSurat, "batal"), mineOrReached(f));
    case "telusuri":
      return mineOrReached(f);
    case "terkirim":
      return and(
        eq(mail.statusSurat, "terkirim"),
        eq(mail.kategoriSurat, "internal"),
        mineOrReached(f),
      );
  }
}

/**
 * Which letters a workflow list holds for the user: the one definition of each list, also
 * counted by the dashboard.
 */
export function listWhere(kind: ListKind, f: Omit<ListFilter, "page" | "perPage">) {
  const pattern = f.q ? likePattern(f.q) : undefined;
  return and(
    eq(mail.kategoriSurat, "internal"),
    kindCondition(kind, f),
    sql`not exists (select 1 from ${mailHidden} h where h.mail_id = ${mail.id} and h.user_id = ${f.userId})`,
    f.startDate ? gte(mail.createdAt, dayStart(f.startDate)) : undefined,
    f.endDate ? lt(mail.createdAt, dayAfter(f.endDate)) : undefined,
    pattern
      ? or(sql`${mail.perihal} ilike ${pattern}`, sql`${mail.noSurat} ilike ${pattern}`)
      : undefined,
  );
}

/** When the reviewer at work opened the letter, if that reviewer is the employee (else null). */
export const reviewerReadAt = (pegawaiId: number) =>
  sql<Date | null>`(select r.read_at from ${mailReviewer} r where r.mail_id = ${mail.id} and r.urutan = ${mail.orderNow} and r.pegawai_id = ${pegawaiId})`;

export async function listMail(db: DbOrTx, kind: ListKind, f: ListFilter) {
  const where = listWhere(kind, f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: mail.id,
        noSurat: mail.noSurat,
        perihal: mail.perihal,
        statusSurat: mail.statusSurat,
        tanggalSurat: mail.tanggalSurat,
        createdAt: mail.createdAt,
        resi: mail.resi,
        orderNow: mail.orderNow,
        penerima: mail.penerima,
        createdBy: mail.createdBy,
        pengirimPegawaiId: mail.pengirimPegawaiId,
        satuanKerjaNama: satuanKerja.nama,
        reviewerReadAt: reviewerReadAt(f.pegawaiId),
      })
      .from(mail)
      .innerJoin(satuanKerja, eq(satuanKerja.id, mail.satuanKerjaId))
      .where(where)
      .orderBy(desc(mail.createdAt), desc(mail.id))
      .limit(f.perPage)
      .offset(offsetOf({ page: f.page, per_page: f.perPage })),
    db.select({ n: count() }).from(mail).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type ListRow = Awaited<ReturnType<typeof listMail>>["rows"][number];
