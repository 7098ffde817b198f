import { PlusOutlined } from "@ant-design/icons";
import type { BerkasItem, BerkasStatus } from "@lontar/contracts/berkas";
import type { KlasifikasiChoice } from "@lontar/contracts/klasifikasi";
import { Button, Card, Space } from "antd";
import { useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { useMasterList } from "../../../components/master-list";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { SearchInput } from "../../../components/search-input";
import { type BerkasListParams, useBerkasList } from "../api/get-berkas-list";
import { berkasColumns } from "./berkas-columns";
import { KlasifikasiFilter, StatusFilter, YearFilter } from "./berkas-filters";
import { BerkasFormModal } from "./berkas-form-modal";
import { DaftarArsipButtons } from "./daftar-arsip-buttons";

/**
 * Pemberkasan: the work unit's case files (daftar berkas), filtered by status, year,
 * classification code and words of the uraian; 'Tambah Berkas' opens a new one, and the header
 * downloads the Daftar Arsip Aktif. Administrators choose the work unit; everybody else sees
 * their own.
 */
export function PemberkasanPage() {
  const master = useMasterList<null>(null);
  const [status, setStatus] = useState<BerkasStatus | undefined>(undefined);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [klasifikasi, setKlasifikasi] = useState<KlasifikasiChoice | null>(null);
  const { per_page: _perPage, satuan_kerja_id, ...rest } = master.query;
  const params: BerkasListParams = {
    ...rest,
    satuan_kerja_id: master.isAdmin ? satuan_kerja_id : undefined,
    status,
    year,
    klasifikasi: klasifikasi?.kode,
  };
  const list = useBerkasList(params);
  // A new filter starts at the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      master.setPage(1);
    };

  return (
    <>
      <PageHeader
        title="Pemberkasan"
        extra={
          <DaftarArsipButtons
            jenis="aktif"
            satuanKerjaId={master.isAdmin ? master.satuanKerjaId : undefined}
          />
        }
      />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <div className="list-toolbar">
            <Space wrap>
              <SatuanKerjaSelect
                value={master.satuanKerjaId}
                allowClear={master.isAdmin}
                disabled={!master.isAdmin}
                placeholder="Semua Satuan Kerja"
                onChange={master.chooseSatuanKerja}
              />
              <StatusFilter value={status} onChange={filtered(setStatus)} />
              <YearFilter value={year} onChange={filtered(setYear)} />
              <KlasifikasiFilter value={klasifikasi} onChange={filtered(setKlasifikasi)} />
              <SearchInput placeholder="Cari uraian informasi" onSearch={master.search} />
            </Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => master.openForm(null)}>
              Tambah Berkas
            </Button>
          </div>
          <ErrorAlert error={list.isError ? list.error : null} />
          <PagedTable<BerkasItem>
            label="Daftar Berkas"
            cardTitleKey="judul"
            rowKey="id"
            columns={berkasColumns()}
            data={list.data?.items}
            meta={list.data?.meta}
            loading={list.isFetching}
            onPageChange={(page) => master.setPage(page)}
            emptyText="Belum ada berkas"
          />
        </Space>
      </Card>
      <BerkasFormModal
        open={master.open}
        satuanKerjaId={master.isAdmin ? master.satuanKerjaId : undefined}
        onClose={master.closeForm}
      />
    </>
  );
}
