import { PlusOutlined } from "@ant-design/icons";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/common";
import type { PegawaiKontrakItem } from "@lontar/contracts/pegawai";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Button, Space } from "antd";
import { useState } from "react";
import { SearchInput } from "../../../components/search-input";
import { WorkUnitSelect } from "../../../components/work-unit-select";
import { useAuth } from "../../../lib/auth/auth-store";
import { useKontrakList } from "../api/get-kontrak-list";
import { KontrakForm } from "./kontrak-form";
import { KontrakTable } from "./kontrak-table";

/** Master Pegawai Kontrak: work-unit filter, search, paged table and the add/edit modal. */
export function KontrakMaster() {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const ownWorkUnit = useAuth((s) => s.user?.data_pegawai.satuan_kerja.satuan_kerja_id);
  const [satuanKerjaId, setSatuanKerjaId] = useState<number | undefined>(ownWorkUnit);
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<PegawaiKontrakItem | null>(null);
  const list = useKontrakList({
    satuan_kerja_id: satuanKerjaId,
    q: q || undefined,
    page,
    per_page: DEFAULT_PAGE_SIZE,
  });
  const openForm = (item: PegawaiKontrakItem | null) => {
    setEditing(item);
    setOpen(true);
  };

  return (
    <>
      <div className="list-toolbar">
        <Space wrap>
          <WorkUnitSelect
            value={satuanKerjaId}
            allowClear={isAdmin}
            disabled={!isAdmin}
            placeholder="Semua Satuan Kerja"
            onChange={(id) => {
              setSatuanKerjaId(id);
              setPage(1);
            }}
          />
          <SearchInput
            placeholder="Cari nama atau NIK"
            onSearch={(term) => {
              setQ(term);
              setPage(1);
            }}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
          Tambah
        </Button>
      </div>
      <KontrakTable
        items={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={setPage}
        onEdit={openForm}
      />
      <KontrakForm
        open={open}
        editing={editing}
        defaultSatuanKerjaId={satuanKerjaId ?? ownWorkUnit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
