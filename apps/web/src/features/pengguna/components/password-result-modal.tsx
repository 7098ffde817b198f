import { CopyOutlined } from "@ant-design/icons";
import { penggunaMessages as m } from "@lontar/contracts/pengguna";
import { Alert, Button, Modal, Space, Typography } from "antd";
import { useState } from "react";

/** The outcome of a password reset or a new login; the password is shown only here, once. */
export type PasswordResult =
  | { status: "success"; username: string; password: string }
  | { status: "danger"; message: string };

interface PasswordResultModalProps {
  result: PasswordResult | null;
  onClose: () => void;
}

/** 'Berhasil !' with the new password and a copy button, or 'Gagal !' with the reason. */
export function PasswordResultModal({ result, onClose }: PasswordResultModalProps) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async (password: string) => {
    await navigator.clipboard?.writeText(password);
    setCopied(true);
  };
  return (
    <Modal
      title="Password Pengguna"
      open={result !== null}
      onCancel={close}
      footer={<Button onClick={close}>Tutup</Button>}
      destroyOnHidden
    >
      {result?.status === "success" ? (
        <Space orientation="vertical" style={{ width: "100%" }}>
          <Alert type="success" showIcon title={m.resetSuccess} />
          <Typography.Text>
            Password baru untuk <strong>{result.username}</strong>:
          </Typography.Text>
          <Space>
            <Typography.Text code className="generated-password" aria-label="Password baru">
              {result.password}
            </Typography.Text>
            <Button icon={<CopyOutlined />} onClick={() => copy(result.password)}>
              {copied ? "Tersalin" : "Salin"}
            </Button>
          </Space>
          <Typography.Text type="secondary">
            Sampaikan password ini kepada pengguna sekarang: password tidak dapat ditampilkan lagi.
          </Typography.Text>
        </Space>
      ) : null}
      {result?.status === "danger" ? (
        <Alert type="error" showIcon title={m.resetFailed} description={result.message} />
      ) : null}
    </Modal>
  );
}
