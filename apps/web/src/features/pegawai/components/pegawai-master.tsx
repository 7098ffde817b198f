import { PlusOutlined } from "@ant-design/icons";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/common";
import type { PegawaiItem } from "@lontar/contracts/pegawai";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Button, Space } from "antd";
import { useState } from "react";
import { SearchInput } from "../../../components/search-input";
import { WorkUnitSelect } from "../../../components/work-unit-select";
import { useAuth } from "../../../lib/auth/auth-store";
import { usePegawaiList } from "../api/get-pegawai-list";
import { PegawaiForm } from "./pegawai-form";
import { PegawaiTable } from "./pegawai-table";

/**
 * Master Pegawai: a work-unit filter (the user's own by default; fixed for a menu holder), a
 * search over name, NIP and NIK, the paged table and the add/edit modal with its PLT section.
 */
export function PegawaiMaster() {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const ownWorkUnit = useAuth((s) => s.user?.data_pegawai.satuan_kerja.satuan_kerja_id);
  const [satuanKerjaId, setSatuanKerjaId] = useState<number | undefined>(ownWorkUnit);
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  // Kept while the modal closes, so its title does not flip during the animation.
  const [editing, setEditing] = useState<PegawaiItem | null>(null);
  const list = usePegawaiList({
    satuan_kerja_id: satuanKerjaId,
    q: q || undefined,
    page,
    per_page: DEFAULT_PAGE_SIZE,
  });
  const openForm = (item: PegawaiItem | null) => {
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
            placeholder="Cari nama, NIP atau NIK"
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
      <PegawaiTable
        items={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={setPage}
        onEdit={openForm}
      />
      <PegawaiForm
        open={open}
        editing={editing}
        defaultSatuanKerjaId={satuanKerjaId ?? ownWorkUnit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
