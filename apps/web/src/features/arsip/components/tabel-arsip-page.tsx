import { DownOutlined, FileExcelOutlined, FilePdfOutlined, PlusOutlined } from "@ant-design/icons";
import { ARSIP_MESSAGES, type ArsipItem, type ArsipListKey } from "@lontar/contracts/arsip";
import { Alert, Button, Card, Dropdown, Select, Space, Tabs } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useMasterList } from "../../../components/master-list";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { SearchInput } from "../../../components/search-input";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { getBlob, saveBlob } from "../../../lib/get-blob";
import {
  useDeleteArsip,
  useDestroyArsip,
  useRestoreArsip,
  useToggleArsip,
} from "../api/arsip-actions";
import { downloadArsipExcel, printViewHref } from "../api/export-arsip";
import { useArsipList } from "../api/get-arsip-list";
import { useJenisArsipPluck } from "../api/get-jenis-arsip";
import { arsipColumns } from "./arsip-columns";
import { ArsipFileModal } from "./arsip-file-modal";
import { ArsipFormModal } from "./arsip-form-modal";

const failed = (prefix: string, error: unknown) => {
  const e = toApiError(error);
  showBanner({
    type: "error",
    message: `${prefix}: ${e.diagnosticMessage ?? e.message}`,
    status: e.status,
  });
};

const ARSIP_LIST_TITLES: Record<ArsipListKey, string> = {
  aktif: "Data Arsip",
  terhapus: "Data Arsip Terhapus",
  "usul-musnah": "Usul Musnah",
};

/** One tab of Tabel Arsip: toolbar (work unit, search, 'Pilih Status' type filter, export) and list. */
function ArsipTab({ list }: { list: ArsipListKey }) {
  // A search result opens the table at its item: `?q=<no dokumen>`.
  const [search] = useSearchParams();
  const initialQ = list === "aktif" ? (search.get("q") ?? "") : "";
  const master = useMasterList<ArsipItem | null>(null, initialQ);
  const [jenis, setJenis] = useState<number | undefined>(undefined);
  const [viewing, setViewing] = useState<ArsipItem | null>(null);
  const { per_page: _ignored, ...params } = master.query;
  const query = { ...params, jenis_arsip: jenis };
  const items = useArsipList(list, query);
  const types = useJenisArsipPluck(master.satuanKerjaId);
  const toggle = useToggleArsip();
  const remove = useDeleteArsip();
  const restore = useRestoreArsip();
  const destroy = useDestroyArsip();
  const exportQuery = {
    key: list,
    q: params.q,
    jenis_arsip: jenis,
    satuan_kerja_id: master.satuanKerjaId,
  };

  const columns = arsipColumns(list, {
    from: items.data?.meta.from ?? 1,
    onToggle: (item) =>
      toggle.mutateAsync(item._id).catch((e) => failed(ARSIP_MESSAGES.toggleFailed, e)),
    onView: setViewing,
    onDownload: async (item) => {
      try {
        saveBlob(await getBlob(`${item.file}?download=1`), item.file_name ?? "arsip");
      } catch (error) {
        failed(ARSIP_MESSAGES.toggleFailed, error);
      }
    },
    onEdit: (item) => master.openForm(item),
    onDelete: async (item) => {
      await remove.mutateAsync(item._id);
      showBanner({ type: "success", message: ARSIP_MESSAGES.deleted });
    },
    onRestore: async (item) => {
      await restore.mutateAsync(item._id);
      showBanner({ type: "success", message: ARSIP_MESSAGES.restored });
    },
    onDestroy: async (item) => {
      await destroy.mutateAsync(item._id);
      showBanner({ type: "success", message: ARSIP_MESSAGES.deleted });
    },
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
      <div className="list-toolbar">
        <Space wrap>
          <SatuanKerjaSelect
            value={master.satuanKerjaId}
            allowClear={master.isAdmin}
            disabled={!master.isAdmin}
            placeholder="Semua Satuan Kerja"
            onChange={(id) => {
              master.chooseSatuanKerja(id);
              setJenis(undefined);
            }}
          />
          <SearchInput
            placeholder="Cari nomor, nama arsip"
            defaultValue={initialQ}
            onSearch={master.search}
          />
          <Select
            aria-label="Saring jenis arsip"
            style={{ minWidth: 180 }}
            value={jenis ?? 0}
            onChange={(value: number) => {
              setJenis(value || undefined);
              master.setPage(1);
            }}
            options={[
              { value: 0, label: "Pilih Status" },
              ...(types.data?.items.map((t) => ({ value: t._id, label: t.nama })) ?? []),
            ]}
          />
          <Dropdown
            menu={{
              items: [
                { key: "excel", icon: <FileExcelOutlined />, label: "Excel" },
                { key: "pdf", icon: <FilePdfOutlined />, label: "PDF" },
              ],
              onClick: ({ key }) => {
                if (key === "pdf") window.open(printViewHref(exportQuery), "_blank");
                else
                  downloadArsipExcel(exportQuery).catch((e) =>
                    failed(ARSIP_MESSAGES.listFailed, e),
                  );
              },
            }}
          >
            <Button>
              Export <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
        {list === "aktif" ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => master.openForm(null)}>
            Tambah
          </Button>
        ) : null}
      </div>
      {items.isError ? <Alert type="error" showIcon title={ARSIP_MESSAGES.listFailed} /> : null}
      {list === "usul-musnah" ? (
        <Alert
          type="info"
          showIcon
          title="Arsip yang masa retensi aktif dan inaktifnya telah habis dengan keterangan musnah; ekspor daftar ini sebagai bahan usul musnah."
        />
      ) : null}
      <PagedTable<ArsipItem>
        label={ARSIP_LIST_TITLES[list]}
        cardTitleKey="nama_arsip"
        onOpen={list === "aktif" ? setViewing : undefined}
        canOpen={(item) => !item.is_locked && item.file !== null}
        rowKey="_id"
        columns={columns}
        data={items.data?.items}
        meta={items.data?.meta}
        loading={items.isFetching}
        onPageChange={(page) => master.setPage(page)}
      />
      <ArsipFormModal
        open={master.open}
        item={master.form}
        satuanKerjaId={master.satuanKerjaId}
        onClose={master.closeForm}
      />
      <ArsipFileModal item={viewing} onClose={() => setViewing(null)} />
    </Space>
  );
}

/**
 * Tabel Arsip (spec 02 §2.14): 'Data Arsip', 'Data Arsip Terhapus', and 'Usul Musnah' (items past
 * retention whose final disposition is musnah, for the disposal proposal).
 */
export function TabelArsipPage() {
  return (
    <>
      <PageHeader title="Tabel Arsip" />
      <Card>
        <Tabs
          destroyOnHidden
          items={(Object.keys(ARSIP_LIST_TITLES) as ArsipListKey[]).map((list) => ({
            key: list,
            label: ARSIP_LIST_TITLES[list],
            children: <ArsipTab list={list} />,
          }))}
        />
      </Card>
    </>
  );
}
