import { SafetyCertificateOutlined } from "@ant-design/icons";
import type { AuditVerifyResult } from "@lontar/contracts/audit";
import { Alert, Button, Space } from "antd";
import { toApiError } from "../../../lib/api-error";
import { useVerifyAuditLog } from "../api/verify-audit-log";

/** The outcome of a chain check in words. */
export function verifyMessage(result: AuditVerifyResult): string {
  if (result.ok) return `Log utuh (${result.checked} entri diperiksa)`;
  return `Log tidak utuh: entri #${result.brokenAt} telah diubah atau ada entri yang hilang sebelumnya (${result.checked} entri sebelumnya utuh)`;
}

/** 'Periksa keutuhan log': walks the hash chain on the server and tells the outcome. */
export function VerifyChainButton() {
  const verify = useVerifyAuditLog();
  const error = verify.isError ? toApiError(verify.error) : null;
  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Button
        icon={<SafetyCertificateOutlined />}
        loading={verify.isPending}
        onClick={() => verify.mutate()}
      >
        Periksa keutuhan log
      </Button>
      {verify.data ? (
        <Alert
          role="status"
          showIcon
          type={verify.data.ok ? "success" : "error"}
          title={verifyMessage(verify.data)}
        />
      ) : null}
      {error ? (
        <Alert showIcon type="error" title={error.diagnosticMessage ?? error.message} />
      ) : null}
    </Space>
  );
}
