import type { BerkasStatus } from "@lontar/contracts/berkas";
import type { KlasifikasiChoice } from "@lontar/contracts/klasifikasi";
import { Space } from "antd";
import { useState } from "react";
import { useMasterList } from "../../../components/master-list";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { SearchInput } from "../../../components/search-input";
import { type BerkasListParams, useBerkasList } from "../api/get-berkas-list";
import { KlasifikasiFilter, StatusFilter, YearFilter } from "./berkas-filters";

/**
 * The filters of a list of berkas (work unit for administrators, status, year, classification,
 * words of the uraian) and the page they read. Every change starts at the first page and calls
 * `onChange` (a list with a selection drops it).
 */
export function useBerkasListFilters(options: {
  /** The status listed at first; undefined lists every status. */
  initialStatus?: BerkasStatus;
  onChange?: () => void;
}) {
  const master = useMasterList<null>(null);
  const [status, setStatus] = useState<BerkasStatus | undefined>(options.initialStatus);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [klasifikasi, setKlasifikasi] = useState<KlasifikasiChoice | null>(null);
  const { per_page: _perPage, satuan_kerja_id, ...rest } = master.query;
  /** The work unit listed: the chosen one for administrators, else the server's (own). */
  const unit = master.isAdmin ? satuan_kerja_id : undefined;
  const params: BerkasListParams = {
    ...rest,
    satuan_kerja_id: unit,
    status,
    year,
    klasifikasi: klasifikasi?.kode,
  };
  const list = useBerkasList(params);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      options.onChange?.();
      master.setPage(1);
    };
  return {
    master,
    list,
    unit,
    status,
    year,
    klasifikasi,
    setStatus: filtered(setStatus),
    setYear: filtered(setYear),
    setKlasifikasi: filtered(setKlasifikasi),
    chooseSatuanKerja: filtered(master.chooseSatuanKerja),
    search: filtered(master.search),
  };
}

type BerkasListFilters = ReturnType<typeof useBerkasListFilters>;

/**
 * The filter fields of a berkas list. `statuses`: the statuses offered (all, with 'Semua Status',
 * when absent; none shown when only one is listed).
 */
export function BerkasFilterFields({
  filters,
  statuses,
}: {
  filters: BerkasListFilters;
  statuses?: readonly [BerkasStatus, ...BerkasStatus[]];
}) {
  const { master } = filters;
  return (
    <Space wrap>
      <SatuanKerjaSelect
        value={master.satuanKerjaId}
        allowClear={master.isAdmin}
        disabled={!master.isAdmin}
        placeholder="Semua Satuan Kerja"
        onChange={filters.chooseSatuanKerja}
      />
      {statuses === undefined ? (
        <StatusFilter value={filters.status} onChange={filters.setStatus} />
      ) : statuses.length > 1 ? (
        <StatusFilter
          statuses={statuses}
          allowClear={false}
          value={filters.status}
          onChange={(next) => filters.setStatus(next ?? statuses[0])}
        />
      ) : null}
      <YearFilter value={filters.year} onChange={filters.setYear} />
      <KlasifikasiFilter value={filters.klasifikasi} onChange={filters.setKlasifikasi} />
      <SearchInput placeholder="Cari uraian informasi" onSearch={filters.search} />
    </Space>
  );
}
