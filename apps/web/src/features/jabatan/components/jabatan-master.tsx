import { PlusOutlined } from "@ant-design/icons";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/common";
import type { JenisJabatan } from "@lontar/contracts/jabatan";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Button, Select, Space } from "antd";
import { useState } from "react";
import { SearchInput } from "../../../components/search-input";
import { WorkUnitSelect } from "../../../components/work-unit-select";
import { useAuth } from "../../../lib/auth/auth-store";
import { useJabatanTree } from "../api/get-jabatan-tree";
import { useJenisJabatan } from "../api/get-jenis-jabatan";
import { JabatanForm } from "./jabatan-form";
import type { JabatanFormState } from "./jabatan-form-mode";
import { JabatanTree } from "./jabatan-tree";

/**
 * Master Jabatan: work-unit and type filters (the user's own work unit by default; fixed for a
 * menu holder), a search, the position tree and its form.
 */
export function JabatanMaster() {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const ownWorkUnit = useAuth((s) => s.user?.data_pegawai.satuan_kerja.satuan_kerja_id);
  const [satuanKerjaId, setSatuanKerjaId] = useState<number | undefined>(ownWorkUnit);
  const [jenis, setJenis] = useState<JenisJabatan | undefined>();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<JabatanFormState>({ mode: "add", jabatan: null });
  const jenisList = useJenisJabatan();
  const tree = useJabatanTree({
    satuan_kerja_id: satuanKerjaId,
    jenis_jabatan: jenis,
    q: q || undefined,
    page,
    per_page: DEFAULT_PAGE_SIZE,
  });
  const openForm = (state: JabatanFormState) => {
    setForm(state);
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
          <Select
            aria-label="Jenis Jabatan"
            allowClear
            placeholder="Semua Jenis Jabatan"
            style={{ minWidth: 200 }}
            value={jenis}
            options={jenisList.data?.map((j) => ({ value: j.kode, label: j.nama }))}
            onChange={(next?: JenisJabatan) => {
              setJenis(next);
              setPage(1);
            }}
          />
          <SearchInput
            placeholder="Cari jabatan"
            onSearch={(term) => {
              setQ(term);
              setPage(1);
            }}
          />
        </Space>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => openForm({ mode: "add", jabatan: null })}
        >
          Tambah
        </Button>
      </div>
      <JabatanTree
        items={tree.data?.items}
        meta={tree.data?.meta}
        loading={tree.isFetching}
        onPageChange={setPage}
        onAddChild={(superior) => openForm({ mode: "addChild", jabatan: superior })}
        onEdit={(jabatan) => openForm({ mode: "edit", jabatan })}
      />
      <JabatanForm
        open={open}
        state={form}
        satuanKerjaId={satuanKerjaId}
        canChooseWorkUnit={isAdmin}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
