import { Alert, Form, Modal } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { toApiError } from "../../../lib/api-error";

interface ApprovalModalProps<V> {
  title: string;
  open: boolean;
  onClose: () => void;
  initialValues: V;
  /** Awaited; a thrown error keeps the modal open with its message. */
  onSubmit: (values: V) => Promise<unknown>;
  okText: string;
  okDanger?: boolean;
  children: ReactNode;
}

/**
 * The dialog of a reviewer action (passphrase, revision note, cancellation reason). A server
 * error stays in the dialog: a field's message under the field (e.g. 'Passphrase salah'),
 * anything else (e.g. the 423 lock) in a red alert.
 */
export function ApprovalModal<V extends object>({
  title,
  open,
  onClose,
  initialValues,
  onSubmit,
  okText,
  okDanger,
  children,
}: ApprovalModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
  }, [open, form]);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (caught) {
      const apiError = toApiError(caught);
      const fields = Object.keys(form.getFieldsValue())
        .filter((name) => apiError.errors[name]?.length)
        .map((name) => ({ name: name as never, errors: apiError.errors[name] ?? [] }));
      if (fields.length > 0) form.setFields(fields);
      else setError(apiError.diagnosticMessage ?? apiError.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={okText}
      okButtonProps={{ danger: okDanger }}
      cancelText="Batal"
      confirmLoading={sending}
      destroyOnHidden
      forceRender
    >
      {error ? (
        <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        requiredMark={false}
      >
        {children}
      </Form>
    </Modal>
  );
}
