import { Form, Input } from "antd";
import { StaticForm } from "./static-form";

/** Static registration form (spec 01 §2): nothing is sent; accounts come from an administrator. */
export function RegisterForm() {
  return (
    <StaticForm
      notice="Pendaftaran akun dilakukan oleh administrator."
      description="Formulir ini tidak dikirim. Silakan hubungi administrator instansi anda untuk dibuatkan akun Lontar."
      submitLabel="Daftar"
    >
      <Form.Item label="Nama" name="nama">
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="NIP" name="nip">
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item label="E-mail" name="email">
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </StaticForm>
  );
}
