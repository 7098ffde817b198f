import { PlusOutlined } from "@ant-design/icons";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/common";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Button, Space } from "antd";
import { useState } from "react";
import { SearchInput } from "../../../components/search-input";
import { WorkUnitSelect } from "../../../components/work-unit-select";
import { useAuth } from "../../../lib/auth/auth-store";
import { useUnitKerjaTree } from "../api/get-unit-kerja-tree";
import { editModeOf, type UnitFormState } from "./unit-form-mode";
import { UnitKerjaForm } from "./unit-kerja-form";
import { UnitKerjaTree } from "./unit-kerja-tree";

/**
 * Master Unit Kerja: a work-unit filter (the user's own by default; fixed for a menu holder),
 * a search, the unit tree and the form in its four modes.
 */
export function UnitKerjaMaster() {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const ownWorkUnit = useAuth((s) => s.user?.data_pegawai.satuan_kerja.satuan_kerja_id);
  const [satuanKerjaId, setSatuanKerjaId] = useState<number | undefined>(ownWorkUnit);
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<UnitFormState>({ mode: "add", unit: null });
  const tree = useUnitKerjaTree({
    satuan_kerja_id: satuanKerjaId,
    q: q || undefined,
    page,
    per_page: DEFAULT_PAGE_SIZE,
  });
  const openForm = (state: UnitFormState) => {
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
          <SearchInput
            placeholder="Cari unit kerja"
            onSearch={(term) => {
              setQ(term);
              setPage(1);
            }}
          />
        </Space>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => openForm({ mode: "add", unit: null })}
        >
          Tambah
        </Button>
      </div>
      <UnitKerjaTree
        items={tree.data?.items}
        meta={tree.data?.meta}
        loading={tree.isFetching}
        onPageChange={setPage}
        onAddChild={(parent) => openForm({ mode: "addChild", unit: parent })}
        onEdit={(unit) => openForm({ mode: editModeOf(unit), unit })}
      />
      <UnitKerjaForm
        open={open}
        state={form}
        satuanKerjaId={satuanKerjaId}
        canChooseWorkUnit={isAdmin}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
