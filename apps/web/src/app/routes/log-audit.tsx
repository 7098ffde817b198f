import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { AuditLogTable } from "../../features/audit/components/audit-log-table";
import { VerifyChainButton } from "../../features/audit/components/verify-chain-button";

/** `/manajemen-master/log-audit`: the administrators' audit log. */
export function Component() {
  return (
    <>
      <PageHeader title="Log Audit" />
      <Card style={{ marginBottom: 16 }}>
        <VerifyChainButton />
      </Card>
      <Card>
        <AuditLogTable />
      </Card>
    </>
  );
}
