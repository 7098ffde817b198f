import {
  type CreateLoginInput,
  penggunaMessages as m,
  type PenggunaItem,
  USER_LEVEL_OPTIONS,
} from "@lontar/contracts/pengguna";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { useAuth } from "../../../lib/auth/auth-store";
import { useCreateLogin } from "../api/create-login";
import type { PasswordResult } from "./password-result-modal";

interface CreateLoginModalProps {
  /** The employee who gets a login; null keeps the modal closed. */
  pegawai: PenggunaItem | null;
  onClose: () => void;
  /** Receives the generated password, to show once. */
  onCreated: (result: PasswordResult) => void;
}

/** 'Buat Login': a username and a level for an employee without a login. */
export function CreateLoginModal({ pegawai, onClose, onCreated }: CreateLoginModalProps) {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const create = useCreateLogin();
  const initialValues = useMemo<Partial<CreateLoginInput>>(
    () => ({ username: pegawai?.peg_nip, user_level: USER_LEVEL.pegawai }),
    [pegawai],
  );
  const submit = async (values: CreateLoginInput) => {
    const created = await create.mutateAsync({ ...values, peg_nip: pegawai?.peg_nip ?? "" });
    onCreated({ status: "success", username: created.username, password: created.password });
  };
  return (
    <FormModal<CreateLoginInput>
      title="Buat Login"
      open={pegawai !== null}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={submit}
      successMessage={m.loginCreated}
    >
      <Typography.Paragraph>
        {pegawai?.peg_nama} — NIP {pegawai?.peg_nip}
      </Typography.Paragraph>
      <Form.Item
        label="Username"
        name="username"
        rules={[
          { required: true, message: m.usernameInvalid },
          { pattern: /^[a-z0-9._-]{3,50}$/, message: m.usernameInvalid },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Level" name="user_level">
        <Select
          options={USER_LEVEL_OPTIONS.map((o) => ({
            ...o,
            disabled: !isAdmin && o.value === USER_LEVEL.admin,
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
