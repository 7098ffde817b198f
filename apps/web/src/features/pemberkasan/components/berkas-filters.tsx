import { CloseOutlined } from "@ant-design/icons";
import { BERKAS_STATUS, BERKAS_STATUS_LABEL, type BerkasStatus } from "@lontar/contracts/berkas";
import type { KlasifikasiChoice } from "@lontar/contracts/klasifikasi";
import { Button, Select } from "antd";
import { useId } from "react";
import { KlasifikasiPicker } from "../../../components/klasifikasi-picker";
import { todayInJakarta } from "../../../lib/dates";

/** Years a berkas list offers: this year and the fourteen before it. */
const YEARS = 15;

/** The status filter: every status and 'Semua Status' unless `statuses` limits the choice. */
export function StatusFilter({
  statuses = BERKAS_STATUS,
  allowClear = true,
  ...props
}: {
  value: BerkasStatus | undefined;
  onChange: (status: BerkasStatus | undefined) => void;
  /** The statuses offered (default all). */
  statuses?: readonly BerkasStatus[];
  /** Whether 'Semua Status' (no filter) may be chosen (default true). */
  allowClear?: boolean;
}) {
  return (
    <Select<BerkasStatus>
      aria-label="Saring status"
      placeholder="Semua Status"
      allowClear={allowClear}
      style={{ minWidth: 180 }}
      value={props.value}
      onChange={(status) => props.onChange(status ?? undefined)}
      options={statuses.map((s) => ({ value: s, label: BERKAS_STATUS_LABEL[s] }))}
    />
  );
}

export function YearFilter(props: {
  value: number | undefined;
  onChange: (year: number | undefined) => void;
}) {
  const thisYear = Number(todayInJakarta().slice(0, 4));
  return (
    <Select<number>
      aria-label="Saring tahun"
      placeholder="Semua Tahun"
      allowClear
      style={{ minWidth: 130 }}
      value={props.value}
      onChange={(year) => props.onChange(year ?? undefined)}
      options={Array.from({ length: YEARS }, (_, i) => ({
        value: thisYear - i,
        label: String(thisYear - i),
      }))}
    />
  );
}

/** The classification filter: the code tree to choose from, and a button to drop the filter. */
export function KlasifikasiFilter(props: {
  value: KlasifikasiChoice | null;
  onChange: (choice: KlasifikasiChoice | null) => void;
}) {
  const id = useId();
  return (
    <span style={{ display: "inline-flex", gap: 4, width: 320, maxWidth: "100%" }}>
      <label htmlFor={id} className="visually-hidden">
        Saring kode klasifikasi
      </label>
      <KlasifikasiPicker
        id={id}
        value={props.value}
        onChange={props.onChange}
        placeholder="Semua Kode Klasifikasi"
      />
      {props.value ? (
        <Button
          aria-label="Hapus saringan kode klasifikasi"
          icon={<CloseOutlined />}
          onClick={() => props.onChange(null)}
        />
      ) : null}
    </span>
  );
}
