import type { PegawaiItem } from "@lontar/contracts/pegawai";
import { MasterToolbar, useMasterList } from "../../../components/master-list";
import { usePegawaiList } from "../api/get-pegawai-list";
import { PegawaiForm } from "./pegawai-form";
import { PegawaiTable } from "./pegawai-table";

/**
 * Master Pegawai: a work-unit filter (the user's own by default; fixed for a menu holder), a
 * search over name, NIP and NIK, the paged table and the add/edit modal with its PLT section.
 */
export function PegawaiMaster() {
  const master = useMasterList<PegawaiItem | null>(null);
  const list = usePegawaiList(master.query);
  return (
    <>
      <MasterToolbar
        list={master}
        searchPlaceholder="Cari nama, NIP atau NIK"
        onAdd={() => master.openForm(null)}
      />
      <PegawaiTable
        items={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={master.setPage}
        onEdit={master.openForm}
      />
      <PegawaiForm
        open={master.open}
        editing={master.form}
        defaultSatuanKerjaId={master.satuanKerjaId ?? master.ownSatuanKerja}
        onClose={master.closeForm}
      />
    </>
  );
}
