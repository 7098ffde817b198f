import { isFunctional, type JabatanInput } from "@lontar/contracts/jabatan";
import { Form, type FormInstance, Input, Select, Switch, TreeSelect } from "antd";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { useEselon } from "../api/get-eselon";
import { useJabatanNames } from "../api/get-jabatan-names";
import { useJabatanTree } from "../api/get-jabatan-tree";
import { useJabatanUnitKerja } from "../api/get-jabatan-unit-kerja";
import { useJenisJabatan } from "../api/get-jenis-jabatan";
import {
  type JabatanFormState,
  superiorRequired,
  superiorTreeData,
  UNIT_OPTION_INDENT_PX,
  unitOptions,
} from "./jabatan-form-mode";

interface JabatanFormFieldsProps {
  form: FormInstance<JabatanInput>;
  state: JabatanFormState;
  canChooseSatuanKerja: boolean;
}

const required = (label: string) => ({ required: true, message: `${label} wajib diisi` });

/**
 * Work unit, type, unit, superior, name, code and eselon. For JFT and JFU the name is chosen
 * from a list and there is no eselon (spec 02 §2.4).
 */
export function JabatanFormFields({ form, state, canChooseSatuanKerja }: JabatanFormFieldsProps) {
  const satuanKerjaId = Form.useWatch("satuan_kerja_id", form);
  const jenis = Form.useWatch("jenis_jabatan", form);
  const functional = isFunctional(jenis);
  const jenisList = useJenisJabatan();
  const eselonList = useEselon();
  const units = useJabatanUnitKerja(satuanKerjaId);
  const names = useJabatanNames(jenis, functional);
  const tree = useJabatanTree(
    { satuan_kerja_id: satuanKerjaId, page: 1, per_page: 100 },
    satuanKerjaId != null,
  );
  const selfId = state.mode === "edit" ? state.jabatan?.id : undefined;
  const positions = tree.data?.items ?? [];
  const needsSuperior = superiorRequired(state, positions.length > 0);

  return (
    <>
      <Form.Item label="Satuan Kerja" name="satuan_kerja_id" rules={[required("Satuan kerja")]}>
        <SatuanKerjaSelect
          disabled={!canChooseSatuanKerja || state.mode === "addChild"}
          onChange={() => form.setFieldsValue({ unit_kerja_id: undefined, parent_id: null })}
          style={{ width: "100%" }}
        />
      </Form.Item>
      <Form.Item label="Jenis Jabatan" name="jenis_jabatan" rules={[required("Jenis jabatan")]}>
        <Select
          placeholder="Pilih Jenis Jabatan"
          loading={jenisList.isLoading}
          options={jenisList.data?.map((j) => ({ value: j.kode, label: j.nama }))}
          onChange={(next: string) => {
            if (isFunctional(next)) form.setFieldsValue({ eselon: null });
          }}
        />
      </Form.Item>
      <Form.Item label="Unit Kerja" name="unit_kerja_id" rules={[required("Unit kerja")]}>
        <Select
          showSearch={{ optionFilterProp: "label" }}
          placeholder="Pilih Unit Kerja"
          loading={units.isLoading}
          options={unitOptions(units.data ?? [])}
          optionRender={(option) => (
            <span style={{ paddingLeft: (option.data.level ?? 0) * UNIT_OPTION_INDENT_PX }}>
              {option.label}
            </span>
          )}
        />
      </Form.Item>
      <Form.Item
        label="Nama Atasan"
        name="parent_id"
        required={needsSuperior}
        rules={[{ required: needsSuperior, message: "Atasan wajib diisi" }]}
        extra={
          positions.length === 0 ? "Jabatan pertama satuan kerja ini tidak memiliki atasan." : null
        }
      >
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          placeholder="Pilih Atasan"
          loading={tree.isLoading}
          treeData={superiorTreeData(positions, selfId)}
        />
      </Form.Item>
      <Form.Item
        label="Nama"
        name="name"
        rules={[{ required: true, whitespace: true, message: "Nama wajib diisi" }]}
      >
        {functional ? (
          <Select
            showSearch
            placeholder="Pilih Nama Jabatan"
            loading={names.isLoading}
            options={names.data?.map((name) => ({ value: name, label: name }))}
          />
        ) : (
          <Input />
        )}
      </Form.Item>
      <Form.Item
        label="Kode"
        name="code"
        rules={[{ required: true, whitespace: true, message: "Kode wajib diisi" }]}
      >
        <Input />
      </Form.Item>
      {functional ? null : (
        <Form.Item label="Eselon" name="eselon" rules={[required("Eselon")]}>
          <Select
            placeholder="Pilih Eselon"
            loading={eselonList.isLoading}
            options={eselonList.data?.map((e) => ({ value: e, label: e }))}
          />
        </Form.Item>
      )}
      <Form.Item label="Aktif" name="status" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
