import { authMessages, type ChangePasswordRequest } from "@lontar/contracts/auth";
import { Alert, Button, Form, Input } from "antd";
import { toApiError } from "../../../lib/api-error";
import { useChangePassword } from "../api/change-password";

/** Spec 02 §5: the first `new_password` error, else the server's diagnostic message. */
export function changePasswordErrorText(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.firstError("new_password") ?? apiError.diagnosticMessage ?? apiError.message;
}

/** Change-password form of spec 02 §2.16. Rules are the server's; none are checked here. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const change = useChangePassword();

  const onFinish = (values: Partial<ChangePasswordRequest>) => {
    change.mutate(
      {
        old_password: values.old_password ?? "",
        new_password: values.new_password ?? "",
        new_password_confirmation: values.new_password_confirmation ?? "",
      },
      { onSuccess: () => form.resetFields() },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      style={{ maxWidth: 480 }}
    >
      {change.isSuccess ? (
        <Alert
          type="success"
          role="status"
          showIcon
          title={authMessages.changePasswordSuccess}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {change.isError ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={changePasswordErrorText(change.error)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form.Item label="Password Lama" name="old_password">
        <Input type="password" autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Password Baru" name="new_password">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Ulangi Password Baru" name="new_password_confirmation">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Simpan
      </Button>
    </Form>
  );
}
