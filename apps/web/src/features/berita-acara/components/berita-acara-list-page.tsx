import {
  BERITA_ACARA_JENIS,
  BERITA_ACARA_JUDUL,
  BERITA_ACARA_STATUS,
  BERITA_ACARA_STATUS_LABEL,
  type BeritaAcaraItem,
  type BeritaAcaraJenis,
  type BeritaAcaraStatus,
} from "@lontar/contracts/berita-acara";
import { Card, Select, Space } from "antd";
import { useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { useBeritaAcaraList } from "../api/get-berita-acara-list";
import { beritaAcaraColumns } from "./berita-acara-columns";

/**
 * Berita Acara: the work unit's proposals to destroy, transfer or hand over berkas, and those
 * the signed-in head of a unit must sign, filtered by kind and status; each opens its detail.
 */
export function BeritaAcaraListPage() {
  const [page, setPage] = useState(1);
  const [jenis, setJenis] = useState<BeritaAcaraJenis | undefined>(undefined);
  const [status, setStatus] = useState<BeritaAcaraStatus | undefined>(undefined);
  const list = useBeritaAcaraList({ page, jenis, status });
  // A new filter starts at the first page.
  const filtered =
    <T,>(set: (value: T | undefined) => void) =>
    (value: T | undefined) => {
      set(value ?? undefined);
      setPage(1);
    };

  return (
    <>
      <PageHeader title="Berita Acara" />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <Space wrap>
            <Select<BeritaAcaraJenis>
              aria-label="Saring jenis"
              placeholder="Semua Jenis"
              allowClear
              style={{ minWidth: 260 }}
              value={jenis}
              onChange={filtered(setJenis)}
              options={BERITA_ACARA_JENIS.map((j) => ({ value: j, label: BERITA_ACARA_JUDUL[j] }))}
            />
            <Select<BeritaAcaraStatus>
              aria-label="Saring status"
              placeholder="Semua Status"
              allowClear
              style={{ minWidth: 200 }}
              value={status}
              onChange={filtered(setStatus)}
              options={BERITA_ACARA_STATUS.map((s) => ({
                value: s,
                label: BERITA_ACARA_STATUS_LABEL[s],
              }))}
            />
          </Space>
          <ErrorAlert error={list.isError ? list.error : null} />
          <PagedTable<BeritaAcaraItem>
            label="Daftar Berita Acara"
            cardTitleKey="judul"
            rowKey="id"
            columns={beritaAcaraColumns()}
            data={list.data?.items}
            meta={list.data?.meta}
            loading={list.isFetching}
            onPageChange={setPage}
            emptyText="Belum ada berita acara"
          />
        </Space>
      </Card>
    </>
  );
}
