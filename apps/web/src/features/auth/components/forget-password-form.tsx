import { Alert, Button, Form, Input } from "antd";

/** Static forgot-password form (spec 01 §2): nothing is sent; an administrator resets it. */
export function ForgetPasswordForm() {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => undefined}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Reset password dilakukan oleh administrator."
        description="Formulir ini tidak dikirim. Silakan hubungi administrator instansi anda untuk mengatur ulang password."
      />
      <Form.Item label="E-mail" name="email">
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled>
        Kirim
      </Button>
    </Form>
  );
}
