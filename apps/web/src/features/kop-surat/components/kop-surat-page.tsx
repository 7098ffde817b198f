import { PlusOutlined } from "@ant-design/icons";
import type { FileRef } from "@lontar/contracts/files";
import type { KopSuratItem } from "@lontar/contracts/kop-surat";
import { Alert, Button, Card, Space } from "antd";
import { useMemo, useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { SearchInput } from "../../../components/search-input";
import { showBanner } from "../../../lib/banner-store";
import { useDeleteKopSurat } from "../api/delete-kop-surat";
import { useKopSuratList } from "../api/get-kop-surat-list";
import { useSetKopSuratKertas } from "../api/set-kop-surat-kertas";
import { AddLocationModal } from "./add-location-modal";
import { kopSuratColumns } from "./kop-surat-columns";
import { UploadFileModal } from "./upload-file-modal";
import { ViewFileModal } from "./view-file-modal";

/**
 * Master Kop Surat (spec 02 §2.8): letterheads per work unit with search and paging; modals
 * Tambah Lokasi, file upload, file view, and a delete confirmation (awaited, failures shown).
 */
export function KopSuratPage() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [uploadFor, setUploadFor] = useState<KopSuratItem | null>(null);
  const [viewing, setViewing] = useState<FileRef | null>(null);
  const list = useKopSuratList({ q, page });
  const remove = useDeleteKopSurat();
  const paper = useSetKopSuratKertas();
  const from = list.data?.meta.from ?? 1;

  const columns = useMemo(
    () =>
      kopSuratColumns({
        from,
        onView: setViewing,
        onUpload: setUploadFor,
        onDelete: async (item) => {
          await remove.mutateAsync(item._id);
          showBanner({ type: "success", message: "Data berhasil di hapus" });
        },
        onPaper: (item, ukuran_kertas) =>
          paper.mutate(
            { id: item._id, ukuran_kertas },
            {
              onSuccess: () => showBanner({ type: "success", message: "Data berhasil diubah" }),
              onError: () => showBanner({ type: "error", message: "Data gagal di ubah" }),
            },
          ),
      }),
    [from, remove.mutateAsync, paper.mutate],
  );

  return (
    <>
      <PageHeader
        title="Master Kop Surat"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Tambah Lokasi
          </Button>
        }
      />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <SearchInput
            placeholder="Cari lokasi"
            onSearch={(term) => {
              setQ(term);
              setPage(1);
            }}
          />
          {list.isError ? <Alert type="error" showIcon title="Gagal mengambil data" /> : null}
          <PagedTable<KopSuratItem>
            label="Master Kop Surat"
            rowKey="_id"
            columns={columns}
            data={list.data?.items}
            meta={list.data?.meta}
            loading={list.isFetching}
            onPageChange={(next) => setPage(next)}
          />
        </Space>
      </Card>
      <AddLocationModal open={adding} onClose={() => setAdding(false)} />
      <UploadFileModal item={uploadFor} onClose={() => setUploadFor(null)} />
      <ViewFileModal file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
