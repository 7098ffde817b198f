import { PlusOutlined } from "@ant-design/icons";
import type { SatuanKerjaItem } from "@lontar/contracts/satuan-kerja";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/timing";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Button } from "antd";
import { useState } from "react";
import { SearchInput } from "../../../components/search-input";
import { useAuth } from "../../../lib/auth/auth-store";
import { useSatuanKerjaList } from "../api/get-satuan-kerja-list";
import { SatuanKerjaForm } from "./satuan-kerja-form";
import { SatuanKerjaTable } from "./satuan-kerja-table";

/**
 * Master Satuan Kerja: search, the paged table and the add/edit modal. Administrators add and
 * delete; a holder of the menu edits their own work unit.
 */
export function SatuanKerjaMaster() {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  // Kept while the modal closes, so its title does not flip during the animation.
  const [editing, setEditing] = useState<SatuanKerjaItem | null>(null);
  const openForm = (item: SatuanKerjaItem | null) => {
    setEditing(item);
    setOpen(true);
  };
  const list = useSatuanKerjaList({ page, per_page: DEFAULT_PAGE_SIZE, q: q || undefined });

  return (
    <>
      <div className="list-toolbar">
        <SearchInput
          placeholder="Cari satuan kerja"
          onSearch={(term) => {
            setQ(term);
            setPage(1);
          }}
        />
        {isAdmin ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
            Tambah
          </Button>
        ) : null}
      </div>
      <SatuanKerjaTable
        items={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={setPage}
        onEdit={openForm}
        canDelete={isAdmin}
      />
      <SatuanKerjaForm open={open} editing={editing} onClose={() => setOpen(false)} />
    </>
  );
}
