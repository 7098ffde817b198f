import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";

/** `/dashboard/change-password`, titled 'Personal Info' as in spec 02 §2.16. */
export function Component() {
  return (
    <>
      <PageHeader title="Personal Info" />
      <Card title="Change Password">
        <ChangePasswordForm />
      </Card>
    </>
  );
}
