import type {
  ActivityItem,
  DashboardCountQuery,
  DashboardCounts,
  ReadCount,
} from "@lontar/contracts/dashboard";
import type { DbOrTx } from "../../db/client";
import { preparedTogether, rawRows } from "../../db/prepared-together";
import type { AuthUser } from "../../lib/auth-user";
import { countListQuery, type ListCount } from "../surat/keluar/list-query";
import * as repo from "./dashboard.repository";
import { activityText, dateRange } from "./dashboard.rules";

const readCount = ({ total, read }: { total: number; read: number }): ReadCount => ({
  total,
  read,
  havent_read: total - read,
});

/** Every card's count in one statement, prepared once (the dashboard opens on every visit). */
const countsOf = preparedTogether(
  "dashboard_counts",
  (_db, p: { userId: number; pegawaiId: number; startDate: string; endDate: string }) => ({
    inbox: rawRows<repo.InboxCountRow>(repo.inboxCountsQuery(p)),
    persetujuan: rawRows<ListCount>(countListQuery("persetujuan", p)),
    konsep: rawRows<ListCount>(countListQuery("konsep", p)),
  }),
);

/**
 * `GET egs/dashboard/count`: each card counts the list it links to, for the same user and
 * date range (default one month ago until today, Asia/Jakarta), with the lists' own queries.
 */
export async function dashboardCounts(
  db: DbOrTx,
  auth: AuthUser,
  query: DashboardCountQuery,
): Promise<DashboardCounts> {
  const counts = await countsOf(db, {
    userId: auth.userId,
    pegawaiId: auth.pegawaiId,
    ...dateRange(query),
  });
  const inbox = repo.inboxCounts(counts.inbox[0]);
  const count = (rows: ListCount[]) => ({
    total: Number(rows[0]?.total ?? 0),
    read: Number(rows[0]?.read ?? 0),
  });
  const persetujuan = count(counts.persetujuan);
  const konsep = count(counts.konsep);
  return {
    count_internal: readCount(inbox.internal),
    count_sekretariat: readCount(inbox.sekretariat),
    count_persetujuan: readCount(persetujuan),
    count_draft: readCount(konsep),
    count_disposisi: readCount(inbox.disposisi),
    count_teruskan: readCount(inbox.teruskan),
  };
}

/** `GET egs/activity`: the user's own actions of the latest three days with any, newest first. */
export async function activityFeed(db: DbOrTx, auth: AuthUser): Promise<ActivityItem[]> {
  const rows = await repo.recentActivity(db, auth.userId);
  return rows.map((r) => ({
    ...activityText(r.kind, r.perihal, r.other),
    created_at: new Date(r.created_at).toISOString(),
  }));
}
