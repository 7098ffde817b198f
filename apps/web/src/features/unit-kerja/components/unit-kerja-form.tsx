import { masterMessages } from "@lontar/contracts/org";
import type { UnitKerjaInput } from "@lontar/contracts/unit-kerja";
import { Form, type FormInstance, Input, Select, Switch, TreeSelect } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { useCreateUnitKerja } from "../api/create-unit-kerja";
import { useUnitKerjaChilds } from "../api/get-unit-kerja-childs";
import { useUnitKerjaTree } from "../api/get-unit-kerja-tree";
import { useUpdateUnitKerja } from "../api/update-unit-kerja";
import {
  parentTreeData,
  siblingOptions,
  type UnitFormState,
  unitFormTitle,
  unitFormValues,
} from "./unit-form-mode";

interface UnitKerjaFormProps {
  open: boolean;
  state: UnitFormState;
  /** The work unit of the filter, for a new top unit. */
  satuanKerjaId: number | undefined;
  /** Only administrators move units between work units. */
  canChooseSatuanKerja: boolean;
  onClose: () => void;
}

const isEdit = (state: UnitFormState) => state.mode === "edit" || state.mode === "editChild";

/** The add / edit / add-child / edit-child modal of Master Unit Kerja (spec 02 §2.3). */
export function UnitKerjaForm({
  open,
  state,
  satuanKerjaId,
  canChooseSatuanKerja,
  onClose,
}: UnitKerjaFormProps) {
  const create = useCreateUnitKerja();
  const update = useUpdateUnitKerja();
  const initialValues = useMemo(() => unitFormValues(state, satuanKerjaId), [state, satuanKerjaId]);
  const submit = (values: UnitKerjaInput) => {
    const body = { ...values, unit_kerja_parent: values.unit_kerja_parent ?? null };
    return isEdit(state) && state.unit
      ? update.mutateAsync({ id: state.unit.id, body })
      : create.mutateAsync(body);
  };
  return (
    <FormModal<UnitKerjaInput>
      title={unitFormTitle[state.mode]}
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={submit}
      successMessage={isEdit(state) ? masterMessages.updated : masterMessages.created}
      failureMessage={isEdit(state) ? masterMessages.updateFailed : masterMessages.createFailed}
    >
      {(form) => (
        <UnitKerjaFields form={form} state={state} canChooseSatuanKerja={canChooseSatuanKerja} />
      )}
    </FormModal>
  );
}

interface FieldsProps {
  form: FormInstance<UnitKerjaInput>;
  state: UnitFormState;
  canChooseSatuanKerja: boolean;
}

function UnitKerjaFields({ form, state, canChooseSatuanKerja }: FieldsProps) {
  const satuanKerjaId = Form.useWatch("satuan_kerja_id", form);
  const parentId = Form.useWatch("unit_kerja_parent", form) ?? null;
  const tree = useUnitKerjaTree(
    { satuan_kerja_id: satuanKerjaId, page: 1, per_page: 100 },
    satuanKerjaId != null,
  );
  const childs = useUnitKerjaChilds(parentId);
  const selfId = isEdit(state) ? state.unit?.id : undefined;
  const siblings = parentId === null ? (tree.data?.items ?? []) : (childs.data ?? []);
  const keepsPlace = isEdit(state) && parentId === (state.unit?.unit_kerja_parent ?? null);

  return (
    <>
      <Form.Item
        label="Satuan Kerja"
        name="satuan_kerja_id"
        rules={[{ required: true, message: "Satuan kerja wajib diisi" }]}
      >
        <SatuanKerjaSelect
          disabled={!canChooseSatuanKerja || state.mode === "addChild"}
          onChange={() =>
            form.setFieldsValue({ unit_kerja_parent: null, posisi_unit_kerja_setelah: null })
          }
          style={{ width: "100%" }}
        />
      </Form.Item>
      <Form.Item label="Induk Unit Kerja" name="unit_kerja_parent">
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          loading={tree.isLoading}
          placeholder="Tanpa induk (unit teratas)"
          treeData={parentTreeData(tree.data?.items ?? [], selfId)}
          onChange={() => form.setFieldsValue({ posisi_unit_kerja_setelah: null })}
        />
      </Form.Item>
      <Form.Item
        label="Nama"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Nama wajib diisi" }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label="Kode"
        name="code"
        rules={[{ required: true, whitespace: true, message: "Kode wajib diisi" }]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Posisi setelah" name="posisi_unit_kerja_setelah">
        <Select
          allowClear
          placeholder={keepsPlace ? "Posisi tidak berubah" : "Paling akhir"}
          options={siblingOptions(siblings, selfId)}
        />
      </Form.Item>
      <Form.Item label="Aktif" name="status" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
