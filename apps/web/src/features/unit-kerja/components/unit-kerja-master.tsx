import { MasterToolbar, useMasterList } from "../../../components/master-list";
import { useUnitKerjaTree } from "../api/get-unit-kerja-tree";
import { editModeOf, type UnitFormState } from "./unit-form-mode";
import { UnitKerjaForm } from "./unit-kerja-form";
import { UnitKerjaTree } from "./unit-kerja-tree";

/**
 * Master Unit Kerja: a work-unit filter (the user's own by default; fixed for a menu holder),
 * a search, the unit tree and the form in its four modes.
 */
export function UnitKerjaMaster() {
  const master = useMasterList<UnitFormState>({ mode: "add", unit: null });
  const tree = useUnitKerjaTree(master.query);
  return (
    <>
      <MasterToolbar
        list={master}
        searchPlaceholder="Cari unit kerja"
        onAdd={() => master.openForm({ mode: "add", unit: null })}
      />
      <UnitKerjaTree
        items={tree.data?.items}
        meta={tree.data?.meta}
        loading={tree.isFetching}
        onPageChange={master.setPage}
        onAddChild={(parent) => master.openForm({ mode: "addChild", unit: parent })}
        onEdit={(unit) => master.openForm({ mode: editModeOf(unit), unit })}
      />
      <UnitKerjaForm
        open={master.open}
        state={master.form}
        satuanKerjaId={master.satuanKerjaId}
        canChooseSatuanKerja={master.isAdmin}
        onClose={master.closeForm}
      />
    </>
  );
}
