import { PageHeader } from "../../components/page-header";
import { PersonalInfoCard } from "../../features/profile/components/personal-info-card";
import { useAuth } from "../../lib/auth/auth-store";

/** `/dashboard/personal-info`: read-only profile. */
export function Component() {
  const user = useAuth((state) => state.user);
  return (
    <>
      <PageHeader title="Personal Info" />
      {user ? <PersonalInfoCard user={user} /> : null}
    </>
  );
}
