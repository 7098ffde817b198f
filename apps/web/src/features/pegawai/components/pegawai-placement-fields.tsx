import { JENIS_JABATAN, type JenisJabatan } from "@lontar/contracts/jabatan";
import { pegawaiMessages as m } from "@lontar/contracts/pegawai";
import { Form, type FormInstance, Select } from "antd";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { useJabatanOptions } from "../api/get-jabatan-options";
import { useUnitOptions } from "../api/get-unit-options";

export const JENIS_LABEL: Record<string, string> = {
  STRUKTURAL: "Struktural",
  JFT: "Fungsional Tertentu (JFT)",
  JFU: "Fungsional Umum (JFU)",
};

interface PlacementValues {
  satuan_kerja_id?: number;
  unit_kerja_id?: number;
  jenis_jabatan?: JenisJabatan;
  jabatan_id?: number;
}

interface PlacementFieldsProps<V extends PlacementValues> {
  form: FormInstance<V>;
  /** Contract staff: no position type and no position select. */
  withJabatan?: boolean;
  /** Fixed work unit (a menu holder manages only their own). */
  lockSatuanKerja?: boolean;
}

/**
 * The cascading selects of the employee forms: work unit → unit → position type → position
 * (positions of the work unit, filtered by type). Choosing a work unit clears the unit and the
 * position; choosing a type clears the position.
 */
export function PlacementFields<V extends PlacementValues>({
  form,
  withJabatan = true,
  lockSatuanKerja,
}: PlacementFieldsProps<V>) {
  const anyForm = form as unknown as FormInstance<PlacementValues>;
  const satuanKerjaId = Form.useWatch("satuan_kerja_id", anyForm);
  const jenis = Form.useWatch("jenis_jabatan", anyForm);
  const units = useUnitOptions(satuanKerjaId);
  const jabatan = useJabatanOptions({
    satuan_kerja_id: withJabatan && jenis ? satuanKerjaId : undefined,
    jenis_jabatan: jenis,
  });
  const clear = (...names: (keyof PlacementValues)[]) =>
    anyForm.setFieldsValue(Object.fromEntries(names.map((n) => [n, undefined])));

  return (
    <>
      <Form.Item
        label="Satuan Kerja"
        name="satuan_kerja_id"
        rules={[{ required: true, message: m.satuanKerjaRequired }]}
      >
        <SatuanKerjaSelect
          disabled={lockSatuanKerja}
          onChange={() => clear("unit_kerja_id", "jabatan_id")}
        />
      </Form.Item>
      <Form.Item
        label="Unit Kerja"
        name="unit_kerja_id"
        rules={[{ required: true, message: m.unitKerjaRequired }]}
      >
        <Select
          showSearch={{ optionFilterProp: "label" }}
          placeholder="Pilih Unit Kerja"
          disabled={!satuanKerjaId}
          loading={units.isLoading}
          options={units.data?.map((u) => ({ value: u.id, label: u.name }))}
        />
      </Form.Item>
      {withJabatan ? (
        <>
          <Form.Item
            label="Jenis Jabatan"
            name="jenis_jabatan"
            rules={[{ required: true, message: m.jenisJabatanRequired }]}
          >
            <Select
              placeholder="Pilih Jenis Jabatan"
              options={JENIS_JABATAN.map((j) => ({ value: j, label: JENIS_LABEL[j] }))}
              onChange={() => clear("jabatan_id")}
            />
          </Form.Item>
          <Form.Item
            label="Jabatan"
            name="jabatan_id"
            rules={[{ required: true, message: m.jabatanRequired }]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              placeholder="Pilih Jabatan"
              disabled={!satuanKerjaId || !jenis}
              loading={jabatan.isLoading}
              options={jabatan.data?.map((j) => ({ value: j.id, label: j.name }))}
            />
          </Form.Item>
        </>
      ) : null}
    </>
  );
}
