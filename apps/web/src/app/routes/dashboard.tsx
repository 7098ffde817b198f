import { PageHeader } from "../../components/page-header";
import { UserSummaryCard } from "../../features/dashboard/components/user-summary-card";
import { useAuth } from "../../lib/auth/auth-store";

/** `/dashboard` ('DASHBOARD'); the counters and activity feed are added with the dashboard. */
export function Component() {
  const user = useAuth((state) => state.user);
  return (
    <>
      <PageHeader title="DASHBOARD" />
      {user ? <UserSummaryCard user={user} /> : null}
    </>
  );
}
