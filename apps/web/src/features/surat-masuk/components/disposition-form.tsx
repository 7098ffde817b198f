import { SendOutlined } from "@ant-design/icons";
import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { Alert, Button, Checkbox, Form, Input, Radio, Spin } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DateField } from "../../../components/date-field";
import { PegawaiPicker } from "../../../components/pegawai-picker";
import { useUnsavedChangesGuard } from "../../../components/unsaved-changes-guard";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { useCreateDisposition } from "../api/create-disposition";
import { useListAksi } from "../api/get-list-aksi";
import { INBOX_PATH } from "../paths";

interface DispositionValues {
  jenis: "disposisi" | "teruskan";
  text: string[];
  is_private: boolean;
  batas_waktu: Dayjs | null;
  targets: PegawaiPickerRecord[];
  keterangan: string;
}

const INITIAL: DispositionValues = {
  jenis: "disposisi",
  text: [],
  is_private: false,
  batas_waktu: null,
  targets: [],
  keterangan: "",
};

/** Whether anything was entered; Disposisi or Teruskan alone is a choice, not work to lose. */
const isEmpty = (v: Partial<DispositionValues>) =>
  !v.text?.length && !v.is_private && !v.batas_waktu && !v.targets?.length && !v.keterangan?.trim();

/**
 * Disposisi/Teruskan (spec 01 §4): Disposisi carries instructions, Terbuka/Tertutup and an
 * optional deadline; Teruskan forwards without them and is never private. A disposition goes to
 * the employees below the user's position, a forward to anyone of the work unit; never the user.
 */
export function DispositionForm({ id }: { id: string }) {
  const [form] = Form.useForm<DispositionValues>();
  const navigate = useNavigate();
  const aksi = useListAksi();
  const create = useCreateDisposition(id);
  const jenis = Form.useWatch("jenis", form) ?? INITIAL.jenis;
  const disposisi = jenis === "disposisi";
  const [entered, setEntered] = useState(false);
  const guard = useUnsavedChangesGuard(entered);

  const submit = async (values: DispositionValues) => {
    const isDisposisi = values.jenis === "disposisi";
    try {
      await create.mutateAsync({
        user: values.targets.filter((r) => !r.is_plt).map((r) => r.peg_nip),
        plt: values.targets.filter((r) => r.is_plt).map((r) => r.peg_nip),
        action: {
          is_disposisi: isDisposisi,
          text: isDisposisi ? values.text : [],
          keterangan: values.keterangan ?? "",
          is_private: isDisposisi ? values.is_private : false,
          batas_waktu:
            isDisposisi && values.batas_waktu ? values.batas_waktu.format("YYYY-MM-DD") : null,
        },
      });
      guard.release();
      showBanner({ type: "success", message: INCOMING_MESSAGES.disposed });
      form.resetFields();
      navigate(INBOX_PATH);
    } catch (error) {
      const apiError = toApiError(error);
      const targetError = apiError.firstError("user") ?? apiError.firstError("plt");
      if (targetError) form.setFields([{ name: "targets", errors: [targetError] }]);
      else showBanner({ type: "error", message: apiError.message, status: apiError.status });
    }
  };

  return (
    <Form<DispositionValues>
      form={form}
      layout="vertical"
      className="disposition-form"
      initialValues={INITIAL}
      onFinish={submit}
      onValuesChange={(changed) => {
        // A forward is never private and carries no instructions or deadline.
        if (changed.jenis === "teruskan")
          form.setFieldsValue({ is_private: false, text: [], batas_waktu: null });
        // A disposition goes only below the user: who was picked to forward to may not be.
        if (changed.jenis === "disposisi") form.setFieldsValue({ targets: [] });
        setEntered(!isEmpty(form.getFieldsValue(true)));
      }}
    >
      <Form.Item name="jenis" label="Jenis Tindakan">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: "disposisi", label: "Disposisi" },
            { value: "teruskan", label: "Teruskan" },
          ]}
        />
      </Form.Item>
      {disposisi ? (
        <>
          <Form.Item name="text" label="Petunjuk">
            {aksi.isLoading ? (
              <Spin size="small" />
            ) : aksi.isError ? (
              <Alert type="error" showIcon title={toApiError(aksi.error).message} />
            ) : (
              <Checkbox.Group
                className="disposition-form__aksi"
                options={(aksi.data ?? []).map((text) => ({ value: text, label: text }))}
              />
            )}
          </Form.Item>
          <Form.Item name="is_private" label="Sifat Disposisi">
            <Radio.Group
              options={[
                { value: false, label: "Terbuka" },
                { value: true, label: "Tertutup" },
              ]}
            />
          </Form.Item>
          <Form.Item name="batas_waktu" label="Batas Waktu (opsional)">
            <DateField placeholder="DD/MM/YYYY" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item
        name="targets"
        label="Tujuan"
        rules={[
          {
            validator: (_rule, value: PegawaiPickerRecord[] | undefined) =>
              value && value.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(INCOMING_MESSAGES.noTargets)),
          },
        ]}
      >
        <PegawaiPicker
          list={disposisi ? "tujuanDisposisi" : "tujuanTeruskan"}
          perPage={8}
          buttonLabel="Pilih Pegawai"
          title="Pilih Tujuan"
        />
      </Form.Item>
      <Form.Item name="keterangan" label="Catatan">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={create.isPending}>
        {disposisi ? "Kirim Disposisi" : "Teruskan"}
      </Button>
      {guard.dialog}
    </Form>
  );
}
