import { PageHeader } from "../../components/page-header";
import { EsignCard } from "../../features/esign/components/esign-card";
import { PersonalInfoCard } from "../../features/pengguna/components/personal-info-card";
import { RekapJadwalCard } from "../../features/pengguna/components/rekap-jadwal-card";
import { useAuth } from "../../lib/auth/auth-store";

/** `/dashboard/personal-info`: read-only profile, Rekap Jadwal Surat, the signature set-up. */
export function Component() {
  const user = useAuth((state) => state.user);
  return (
    <>
      <PageHeader title="Personal Info" />
      {user ? <PersonalInfoCard user={user} /> : null}
      <RekapJadwalCard />
      <EsignCard />
    </>
  );
}
