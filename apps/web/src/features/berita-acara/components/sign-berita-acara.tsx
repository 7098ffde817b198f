import { EditOutlined } from "@ant-design/icons";
import { BERITA_ACARA_MESSAGES } from "@lontar/contracts/berita-acara";
import { Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import { showBanner } from "../../../lib/banner-store";
import { ApprovalModal } from "../../surat-keluar/components/approval-modal";
import { useSignBeritaAcara } from "../api/sign-berita-acara";

/**
 * 'Tandatangani': the head of the unit confirms with their signing passphrase, in the dialog
 * letters are signed with. A wrong passphrase stays under the field, a lock (423) in the dialog.
 */
export function SignBeritaAcara({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const sign = useSignBeritaAcara();
  return (
    <>
      <Button type="primary" icon={<EditOutlined />} onClick={() => setOpen(true)}>
        Tandatangani
      </Button>
      <ApprovalModal<{ passphrase: string }>
        title="Tandatangani Berita Acara"
        open={open}
        onClose={() => setOpen(false)}
        initialValues={{ passphrase: "" }}
        okText="Tandatangani"
        onSubmit={async ({ passphrase }) => {
          await sign.mutateAsync({ id, passphrase });
          setOpen(false);
          showBanner({ type: "success", message: BERITA_ACARA_MESSAGES.signed });
        }}
      >
        <Typography.Paragraph>{BERITA_ACARA_MESSAGES.confirmSign}</Typography.Paragraph>
        <Form.Item
          label="Passphrase"
          name="passphrase"
          rules={[{ required: true, message: "Passphrase wajib diisi" }]}
        >
          <Input.Password autoComplete="off" autoFocus />
        </Form.Item>
      </ApprovalModal>
    </>
  );
}
