import type { JenisJabatan } from "@lontar/contracts/jabatan";
import { Select } from "antd";
import { useState } from "react";
import { MasterToolbar, useMasterList } from "../../../components/master-list";
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
  const master = useMasterList<JabatanFormState>({ mode: "add", jabatan: null });
  const [jenis, setJenis] = useState<JenisJabatan | undefined>();
  const jenisList = useJenisJabatan();
  const tree = useJabatanTree({ ...master.query, jenis_jabatan: jenis });
  return (
    <>
      <MasterToolbar
        list={master}
        searchPlaceholder="Cari jabatan"
        onAdd={() => master.openForm({ mode: "add", jabatan: null })}
        extra={
          <Select
            aria-label="Jenis Jabatan"
            allowClear
            placeholder="Semua Jenis Jabatan"
            style={{ minWidth: 200 }}
            value={jenis}
            options={jenisList.data?.map((j) => ({ value: j.kode, label: j.nama }))}
            onChange={(next?: JenisJabatan) => {
              setJenis(next);
              master.setPage(1);
            }}
          />
        }
      />
      <JabatanTree
        items={tree.data?.items}
        meta={tree.data?.meta}
        loading={tree.isFetching}
        onPageChange={master.setPage}
        onAddChild={(superior) => master.openForm({ mode: "addChild", jabatan: superior })}
        onEdit={(jabatan) => master.openForm({ mode: "edit", jabatan })}
      />
      <JabatanForm
        open={master.open}
        state={master.form}
        satuanKerjaId={master.satuanKerjaId}
        canChooseSatuanKerja={master.isAdmin}
        onClose={master.closeForm}
      />
    </>
  );
}
