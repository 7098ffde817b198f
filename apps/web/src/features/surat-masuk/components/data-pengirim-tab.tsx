import type { IncomingMailDetail } from "@lontar/contracts/mail";
import { Descriptions, Empty } from "antd";
import { whatsappLink } from "../format";

/** Data Pengirim: the outside sender's name, e-mail and WhatsApp number. */
export function DataPengirimTab({ letter }: { letter: IncomingMailDetail }) {
  const sender = letter.data_pengirim;
  if (!sender) return <Empty description="Tidak ada data pengirim" />;
  const wa = whatsappLink(sender.nomor_wa);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: "nama", label: "Nama", children: sender.nama || "-" },
        {
          key: "email",
          label: "Email",
          children: sender.email ? <a href={`mailto:${sender.email}`}>{sender.email}</a> : "-",
        },
        {
          key: "wa",
          label: "Nomor WhatsApp",
          children: wa ? (
            <a href={wa} target="_blank" rel="noreferrer">
              {sender.nomor_wa}
            </a>
          ) : (
            "-"
          ),
        },
      ]}
    />
  );
}
