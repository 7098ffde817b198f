import { InfoCircleOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { MailInfoModal } from "./mail-info-modal";

/** INFO: opens who received and read the letter (the modal asks the server when opened). */
export function MailInfoButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<InfoCircleOutlined />} onClick={() => setOpen(true)}>
        INFO
      </Button>
      <MailInfoModal id={id} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
