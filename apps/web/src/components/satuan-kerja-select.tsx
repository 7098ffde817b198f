import type { SatuanKerjaOption } from "@lontar/contracts/org";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { api } from "../lib/api-client";

/** GET /api/master/skpd: the work units (satuan kerja). */
export const satuanKerjaOptionsQuery = () =>
  queryOptions({
    queryKey: ["master", "skpd"],
    queryFn: async () => (await api.get<{ data: SatuanKerjaOption[] }>("/api/master/skpd")).data,
    staleTime: 5 * 60_000,
  });

interface SatuanKerjaSelectProps {
  value?: number | null;
  onChange?: (satuanKerjaId: number | undefined, unit?: SatuanKerjaOption) => void;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
}

/** A searchable select of work units; works as a Form.Item control (value/onChange). */
export function SatuanKerjaSelect({
  value,
  onChange,
  allowClear,
  disabled,
  placeholder = "Pilih Satuan Kerja",
  id,
  style,
}: SatuanKerjaSelectProps) {
  const units = useQuery(satuanKerjaOptionsQuery());
  return (
    <Select
      id={id}
      aria-label={placeholder}
      showSearch={{ optionFilterProp: "label" }}
      allowClear={allowClear}
      disabled={disabled}
      loading={units.isLoading}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next: number | undefined) =>
        onChange?.(
          next,
          units.data?.find((u) => u.satuan_kerja_id === next),
        )
      }
      options={units.data?.map((u) => ({ value: u.satuan_kerja_id, label: u.satuan_kerja_nama }))}
      style={{ minWidth: 260, ...style }}
    />
  );
}
