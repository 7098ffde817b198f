import type { PenggunaItem } from "@lontar/contracts/pengguna";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/timing";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Space } from "antd";
import { useState } from "react";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { SearchInput } from "../../../components/search-input";
import { useAuth } from "../../../lib/auth/auth-store";
import { usePenggunaList } from "../api/get-pengguna-list";
import { AccessRightsModal } from "./access-rights-modal";
import { CreateLoginModal } from "./create-login-modal";
import { type PasswordResult, PasswordResultModal } from "./password-result-modal";
import { PenggunaTable } from "./pengguna-table";

/**
 * Master Pengguna (spec 02 §2.9): a work-unit picker defaulting to the user's own work unit
 * (0 when they have none), a search, the paged users table and its modals.
 */
export function PenggunaMaster() {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const ownSatuanKerja = useAuth((s) => s.user?.data_pegawai.satuan_kerja.satuan_kerja_id ?? 0);
  const [satuanKerjaId, setSatuanKerjaId] = useState<number>(ownSatuanKerja);
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [access, setAccess] = useState<PenggunaItem | null>(null);
  const [newLogin, setNewLogin] = useState<PenggunaItem | null>(null);
  const [password, setPassword] = useState<PasswordResult | null>(null);
  const list = usePenggunaList({
    satuan_kerja_id: satuanKerjaId,
    q: q || undefined,
    page,
    per_page: DEFAULT_PAGE_SIZE,
  });

  return (
    <>
      <div className="list-toolbar">
        <Space wrap>
          <SatuanKerjaSelect
            value={satuanKerjaId || undefined}
            disabled={!isAdmin}
            onChange={(id) => {
              setSatuanKerjaId(id ?? 0);
              setPage(1);
            }}
          />
          <SearchInput
            placeholder="Cari nama, NIP atau username"
            onSearch={(term) => {
              setQ(term);
              setPage(1);
            }}
          />
        </Space>
      </div>
      <PenggunaTable
        items={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={setPage}
        onAccess={setAccess}
        onCreateLogin={setNewLogin}
        onPasswordReset={setPassword}
      />
      <AccessRightsModal user={access} onClose={() => setAccess(null)} />
      <CreateLoginModal
        pegawai={newLogin}
        onClose={() => setNewLogin(null)}
        onCreated={setPassword}
      />
      <PasswordResultModal result={password} onClose={() => setPassword(null)} />
    </>
  );
}
