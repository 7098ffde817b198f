import { ReloadOutlined } from "@ant-design/icons";
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditListQuery } from "@lontar/contracts/audit";
import { Button, Select, Space, Tooltip } from "antd";
import { type DateRange, DateRangeFields } from "../../../components/list-sub-header";
import { SearchInput } from "../../../components/search-input";
import { auditActionLabels, auditTargetLabels } from "../audit-labels";

/** The list query's filters, the dates as the range the sub-header edits. */
export type AuditFilterValues = Pick<
  AuditListQuery,
  "username" | "action" | "target_type" | "ip"
> & {
  range: DateRange;
};

interface AuditFiltersProps {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
  onRefresh: () => void;
  refreshing?: boolean;
}

const actionOptions = AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabels[a] }));
const targetOptions = AUDIT_TARGETS.map((t) => ({ value: t, label: auditTargetLabels[t] }));

/** The sub-header of Log Audit: Dari / Hingga, username, action, object and address. */
export function AuditFilters({ value, onChange, onRefresh, refreshing }: AuditFiltersProps) {
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className="list-toolbar list-sub-header">
      <Space wrap size={[8, 8]}>
        <DateRangeFields range={value.range} onRangeChange={(range) => set({ range })} />
        <SearchInput
          placeholder="Cari pengguna"
          ariaLabel="Cari pengguna"
          onSearch={(username) => set({ username: username || undefined })}
          style={{ width: 160 }}
        />
        <Select
          aria-label="Aksi"
          placeholder="Semua aksi"
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          value={value.action}
          onChange={(action?: AuditFilterValues["action"]) => set({ action })}
          options={actionOptions}
          style={{ width: 200 }}
        />
        <Select
          aria-label="Objek"
          placeholder="Semua objek"
          allowClear
          value={value.target_type}
          onChange={(target_type?: AuditFilterValues["target_type"]) => set({ target_type })}
          options={targetOptions}
          style={{ width: 150 }}
        />
        <SearchInput
          placeholder="Alamat IP"
          ariaLabel="Alamat IP"
          onSearch={(ip) => set({ ip: ip || undefined })}
          style={{ width: 140 }}
        />
        <Tooltip title="Muat ulang">
          <Button
            aria-label="Muat ulang"
            icon={<ReloadOutlined spin={refreshing} />}
            onClick={onRefresh}
          />
        </Tooltip>
      </Space>
    </div>
  );
}
