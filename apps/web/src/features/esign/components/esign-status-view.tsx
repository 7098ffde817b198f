import { ESIGN_MESSAGES, type EsignStatus } from "@lontar/contracts/esign";
import { Alert, Descriptions } from "antd";
import { formatDayTimeWib } from "../../../lib/dates";

/** Whether the user can sign: the certificate, or the notice that there is none; a lock. */
export function EsignStatusView({ status }: { status: EsignStatus }) {
  return (
    <>
      {status.locked_until ? (
        <Alert
          type="warning"
          showIcon
          title={ESIGN_MESSAGES.locked}
          description={`Dikunci hingga ${formatDayTimeWib(status.locked_until)}`}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {status.has_key ? (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: "subject", label: "Sertifikat", children: status.subject ?? "-" },
            { key: "serial", label: "Nomor seri", children: status.serial ?? "-" },
            {
              key: "not_after",
              label: "Berlaku hingga",
              children: formatDayTimeWib(status.not_after),
            },
          ]}
        />
      ) : (
        <Alert type="warning" showIcon title={ESIGN_MESSAGES.noKey} />
      )}
    </>
  );
}
