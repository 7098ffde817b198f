import { AUDIT_PAGE_SIZES, type AuditEntry } from "@lontar/contracts/audit";
import { Alert, type TableProps, Tooltip, Typography } from "antd";
import { useState } from "react";
import { defaultDateRange } from "../../../components/list-sub-header";
import { PagedTable } from "../../../components/paged-table";
import { toApiError } from "../../../lib/api-error";
import { formatTimestampWib } from "../../../lib/dates";
import { useAuditLog } from "../api/get-audit-log";
import { auditActionLabels, auditTargetLabels, labelOf } from "../audit-labels";
import { AuditFilters, type AuditFilterValues } from "./audit-filters";

const detailText = (detail: unknown) =>
  detail === null || detail === undefined ? "-" : JSON.stringify(detail);

const columns: TableProps<AuditEntry>["columns"] = [
  { key: "waktu", title: "Waktu", dataIndex: "created_at", render: formatTimestampWib },
  {
    key: "pengguna",
    title: "Pengguna",
    dataIndex: "username",
    render: (username: string | null) => username ?? "-",
  },
  {
    key: "aksi",
    title: "Aksi",
    dataIndex: "action",
    render: (action: string) => labelOf(auditActionLabels, action),
  },
  {
    key: "objek",
    title: "Objek",
    render: (_, row) => {
      if (!row.target_type) return "-";
      const id = row.target_id ?? "";
      // Letter ids are UUIDs: the first part is enough to tell them apart on screen.
      const shown = id.length > 12 ? `${id.slice(0, 8)}…` : id;
      return (
        <Tooltip title={id}>{`${labelOf(auditTargetLabels, row.target_type)} #${shown}`}</Tooltip>
      );
    },
  },
  {
    key: "ip",
    title: "Alamat IP",
    dataIndex: "ip",
    render: (ip: string | null, row) => <Tooltip title={row.user_agent}>{ip ?? "-"}</Tooltip>,
  },
  {
    key: "detail",
    title: "Detail",
    dataIndex: "detail",
    render: (detail: unknown) => (
      <Typography.Text code ellipsis={{ tooltip: detailText(detail) }} style={{ maxWidth: 260 }}>
        {detailText(detail)}
      </Typography.Text>
    ),
  },
];

/** Log Audit: who did what, from where, newest first, with the screen's filters. */
export function AuditLogTable() {
  const [filters, setFilters] = useState<AuditFilterValues>(() => ({ range: defaultDateRange() }));
  const [paging, setPaging] = useState({ page: 1, per_page: 10 });
  const { range, ...rest } = filters;
  const list = useAuditLog({ ...range, ...rest, ...paging });
  const error = list.isError ? toApiError(list.error) : null;
  return (
    <>
      <AuditFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.diagnosticMessage ?? error.message}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <PagedTable<AuditEntry>
        label="Log Audit"
        cardTitleKey="aksi"
        columns={columns}
        data={list.data?.items}
        rowKey="id"
        meta={list.data?.meta}
        loading={list.isFetching}
        perPageOptions={[...AUDIT_PAGE_SIZES]}
        onPageChange={(page, per_page) => setPaging({ page, per_page })}
      />
    </>
  );
}
