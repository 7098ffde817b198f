import { Alert, Form, type FormInstance, Modal } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { toApiError } from "../lib/api-error";
import { showBanner } from "../lib/banner-store";

interface FormModalProps<V> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** Values the form starts with each time it opens. */
  initialValues?: Partial<V>;
  /** Awaited; a thrown ApiError puts its field errors on the fields and its message in a red alert. */
  onSubmit: (values: V) => Promise<unknown>;
  /** Green banner text after success, e.g. 'Data berhasil ditambah'. */
  successMessage?: string;
  /** Red alert prefix on failure, e.g. 'Data gagal ditambah'; the server's message follows. */
  failureMessage?: string;
  okText?: string;
  /** Form.Items, or a function of the form for dependent fields. */
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
  width?: number;
  /** Disables the OK button (e.g. until an upload finished). */
  okDisabled?: boolean;
}

/**
 * A create/edit form in a modal (spec 02 §4: after success the list refreshes, the modal closes
 * and a green banner shows the message). Unlike the original, failures are shown: server field
 * errors next to the fields, the diagnostic message in a red alert inside the modal.
 */
export function FormModal<V extends object>({
  title,
  open,
  onClose,
  initialValues,
  onSubmit,
  successMessage,
  failureMessage,
  okText = "Simpan",
  children,
  width = 560,
  okDisabled,
}: FormModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    if (initialValues)
      form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSubmit(values);
      if (successMessage) showBanner({ type: "success", message: successMessage });
      onClose();
    } catch (caught) {
      const apiError = toApiError(caught);
      const fields = Object.entries(apiError.errors).map(([name, errors]) => ({
        name: name.split(".") as never,
        errors,
      }));
      if (fields.length > 0) form.setFields(fields);
      const detail = apiError.diagnosticMessage ?? apiError.message;
      setError(failureMessage ? `${failureMessage}: ${detail}` : detail);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={okText}
      cancelText="Batal"
      confirmLoading={saving}
      okButtonProps={{ disabled: okDisabled }}
      width={width}
      destroyOnHidden
      forceRender
    >
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit}>
        {typeof children === "function" ? children(form) : children}
      </Form>
    </Modal>
  );
}
