import { Form, Input } from "antd";
import { StaticForm } from "./static-form";

/** Static forgot-password form (spec 01 §2): nothing is sent; an administrator resets it. */
export function ForgetPasswordForm() {
  return (
    <StaticForm
      notice="Password diatur ulang oleh administrator."
      description="Formulir ini tidak dikirim. Silakan hubungi administrator instansi anda untuk mengatur ulang password."
      submitLabel="Kirim"
    >
      <Form.Item label="E-mail" name="email">
        <Input type="email" autoComplete="email" />
      </Form.Item>
    </StaticForm>
  );
}
