import { PlusOutlined } from "@ant-design/icons";
import type { BerkasItem } from "@lontar/contracts/berkas";
import { Button, Card, Space } from "antd";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { berkasColumns } from "./berkas-columns";
import { BerkasFormModal } from "./berkas-form-modal";
import { BerkasFilterFields, useBerkasListFilters } from "./berkas-list-filters";
import { DaftarArsipButtons } from "./daftar-arsip-buttons";

/**
 * Pemberkasan: the work unit's case files (daftar berkas), filtered by status, year,
 * classification code and words of the uraian; 'Tambah Berkas' opens a new one, and the header
 * downloads the Daftar Arsip Aktif. Administrators choose the work unit; everybody else sees
 * their own.
 */
export function PemberkasanPage() {
  const filters = useBerkasListFilters({});
  const { master, list } = filters;

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
            <BerkasFilterFields filters={filters} />
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
