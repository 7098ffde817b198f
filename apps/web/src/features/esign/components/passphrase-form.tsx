import {
  ESIGN_MESSAGES,
  PASSPHRASE_MIN_LENGTH,
  type SetPassphraseRequest,
} from "@lontar/contracts/esign";
import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { useSetPassphrase } from "../api/set-passphrase";

const FIELDS = ["password", "passphrase", "passphrase_confirmation"] as const;

interface PassphraseFormProps {
  /** The user already has a key: saving replaces it. */
  replaces: boolean;
}

/**
 * Sets or replaces the signing passphrase. The account password proves who asks; the
 * rules of the contract are checked here first, and the server's field errors land on
 * their fields.
 */
export function PassphraseForm({ replaces }: PassphraseFormProps) {
  const [form] = Form.useForm<SetPassphraseRequest>();
  const save = useSetPassphrase();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = (values: SetPassphraseRequest) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        showBanner({ type: "success", message: ESIGN_MESSAGES.passphraseSaved });
      },
      onError: (error) => {
        const apiError = toApiError(error);
        const fieldErrors = FIELDS.filter((name) => apiError.errors[name]?.length).map((name) => ({
          name,
          errors: apiError.errors[name] ?? [],
        }));
        if (fieldErrors.length > 0) form.setFields(fieldErrors);
        else setFailure(apiError.diagnosticMessage ?? apiError.message);
      },
    });
  };

  return (
    <Form<SetPassphraseRequest>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      style={{ maxWidth: 480 }}
      aria-label="Form passphrase"
    >
      {replaces ? (
        <Alert
          type="info"
          showIcon
          title="Passphrase baru membuat kunci dan sertifikat baru yang menggantikan yang lama."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: "Password wajib diisi" }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="Passphrase"
        name="passphrase"
        rules={[
          { required: true, message: ESIGN_MESSAGES.passphraseTooShort },
          { min: PASSPHRASE_MIN_LENGTH, message: ESIGN_MESSAGES.passphraseTooShort },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Ulangi Passphrase"
        name="passphrase_confirmation"
        dependencies={["passphrase"]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              (value ?? "") === (getFieldValue("passphrase") ?? "")
                ? Promise.resolve()
                : Promise.reject(new Error(ESIGN_MESSAGES.passphraseMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {replaces ? "Ganti Passphrase" : "Simpan Passphrase"}
      </Button>
    </Form>
  );
}
