import type { PegawaiKontrakItem } from "@lontar/contracts/pegawai";
import { MasterToolbar, useMasterList } from "../../../components/master-list";
import { useKontrakList } from "../api/get-kontrak-list";
import { KontrakForm } from "./kontrak-form";
import { KontrakTable } from "./kontrak-table";

/** Master Pegawai Kontrak: work-unit filter, search, paged table and the add/edit modal. */
export function KontrakMaster() {
  const master = useMasterList<PegawaiKontrakItem | null>(null);
  const list = useKontrakList(master.query);
  return (
    <>
      <MasterToolbar
        list={master}
        searchPlaceholder="Cari nama atau NIK"
        onAdd={() => master.openForm(null)}
      />
      <KontrakTable
        items={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={master.setPage}
        onEdit={master.openForm}
      />
      <KontrakForm
        open={master.open}
        editing={master.form}
        defaultSatuanKerjaId={master.satuanKerjaId ?? master.ownSatuanKerja}
        onClose={master.closeForm}
      />
    </>
  );
}
