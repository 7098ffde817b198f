import { PageHeader } from "../../components/page-header";
import { DashboardOverview } from "../../features/dashboard/components/dashboard-overview";
import { UserSummaryCard } from "../../features/dashboard/components/user-summary-card";
import { useAuth } from "../../lib/auth/auth-store";

/** `/dashboard` ('DASHBOARD'): who is working, the counters of a date range and the activity feed. */
export function Component() {
  const user = useAuth((state) => state.user);
  return (
    <>
      <PageHeader title="DASHBOARD" />
      {user ? <UserSummaryCard user={user} /> : null}
      <DashboardOverview />
    </>
  );
}
