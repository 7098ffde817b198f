import type { JabatanInput } from "@lontar/contracts/jabatan";
import { masterMessages } from "@lontar/contracts/org";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { useCreateJabatan } from "../api/create-jabatan";
import { useUpdateJabatan } from "../api/update-jabatan";
import { JabatanFormFields } from "./jabatan-form-fields";
import { type JabatanFormState, jabatanFormTitle, jabatanFormValues } from "./jabatan-form-mode";

interface JabatanFormProps {
  open: boolean;
  state: JabatanFormState;
  /** The work unit of the filter, for a new position. */
  satuanKerjaId: number | undefined;
  /** Only administrators choose another work unit. */
  canChooseSatuanKerja: boolean;
  onClose: () => void;
}

/** The add / add-subordinate / edit modal of Master Jabatan (spec 02 §2.4). */
export function JabatanForm({
  open,
  state,
  satuanKerjaId,
  canChooseSatuanKerja,
  onClose,
}: JabatanFormProps) {
  const create = useCreateJabatan();
  const update = useUpdateJabatan();
  const editing = state.mode === "edit" && state.jabatan ? state.jabatan : null;
  const initialValues = useMemo(
    () => jabatanFormValues(state, satuanKerjaId),
    [state, satuanKerjaId],
  );
  const submit = (values: JabatanInput) => {
    const body = { ...values, parent_id: values.parent_id ?? null, eselon: values.eselon ?? null };
    return editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body);
  };
  return (
    <FormModal<JabatanInput>
      title={jabatanFormTitle[state.mode]}
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={submit}
      successMessage={editing ? masterMessages.updated : masterMessages.created}
      failureMessage={editing ? masterMessages.updateFailed : masterMessages.createFailed}
      width={640}
    >
      {(form) => (
        <JabatanFormFields form={form} state={state} canChooseSatuanKerja={canChooseSatuanKerja} />
      )}
    </FormModal>
  );
}
