import { PlusOutlined } from "@ant-design/icons";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/timing";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Button, Space } from "antd";
import type { ReactNode } from "react";
import { useState } from "react";
import { useAuth } from "../lib/auth/auth-store";
import { SatuanKerjaSelect } from "./satuan-kerja-select";
import { SearchInput } from "./search-input";

/**
 * The state every master list shares: a work-unit filter (the user's own by default; only an
 * administrator may change it), a search term (`initialQ` from a link, e.g. a search result) and
 * a page, where a new filter starts at page 1;
 * and a form modal opened with the record (or mode) it edits.
 */
export function useMasterList<F>(initialForm: F, initialQ = "") {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const ownSatuanKerja = useAuth((s) => s.user?.data_pegawai.satuan_kerja.satuan_kerja_id);
  const [satuanKerjaId, setSatuanKerjaId] = useState<number | undefined>(ownSatuanKerja);
  const [q, setQ] = useState(initialQ);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  // Kept while the modal closes, so its title does not flip during the animation.
  const [form, setForm] = useState<F>(initialForm);
  return {
    isAdmin,
    ownSatuanKerja,
    satuanKerjaId,
    setPage,
    /** Query parameters of the list call. */
    query: { satuan_kerja_id: satuanKerjaId, q: q || undefined, page, per_page: DEFAULT_PAGE_SIZE },
    chooseSatuanKerja: (id: number | undefined) => {
      setSatuanKerjaId(id);
      setPage(1);
    },
    search: (term: string) => {
      setQ(term);
      setPage(1);
    },
    form,
    open,
    openForm: (next: F) => {
      setForm(next);
      setOpen(true);
    },
    closeForm: () => setOpen(false),
  };
}

interface MasterToolbarProps {
  list: Pick<
    ReturnType<typeof useMasterList>,
    "isAdmin" | "satuanKerjaId" | "chooseSatuanKerja" | "search"
  >;
  searchPlaceholder: string;
  /** Omit to hide the 'Tambah' button. */
  onAdd?: () => void;
  /** More filters after the search box. */
  extra?: ReactNode;
}

/** The toolbar above a master list: work-unit filter, search, extra filters and 'Tambah'. */
export function MasterToolbar({ list, searchPlaceholder, onAdd, extra }: MasterToolbarProps) {
  return (
    <div className="list-toolbar">
      <Space wrap>
        <SatuanKerjaSelect
          value={list.satuanKerjaId}
          allowClear={list.isAdmin}
          disabled={!list.isAdmin}
          placeholder="Semua Satuan Kerja"
          onChange={list.chooseSatuanKerja}
        />
        <SearchInput placeholder={searchPlaceholder} onSearch={list.search} />
        {extra}
      </Space>
      {onAdd ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          Tambah
        </Button>
      ) : null}
    </div>
  );
}
