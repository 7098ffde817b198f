import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { Table } from "antd";
import { useScrollRegion } from "../../../components/scroll-region";

type Reference = OutgoingMailDetail["referensi"]["dataLengkap"][number];

/** Referensi: the earlier letters this one refers to. */
export function ReferensiTab({ letter }: { letter: OutgoingMailDetail }) {
  const region = useScrollRegion<HTMLDivElement>("Referensi");
  return (
    <div ref={region}>
      <Table<Reference>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        tableLayout="auto"
        dataSource={letter.referensi.dataLengkap}
        locale={{ emptyText: "Tidak ada referensi" }}
        columns={[
          { title: "No", key: "no", width: 56, render: (_v, _r, index) => index + 1 },
          {
            title: "Nomor Surat",
            key: "no_surat",
            render: (_v, row) => row.no_surat ?? MAIL_MESSAGES.unsent,
          },
          { title: "Perihal", dataIndex: "hal", key: "hal" },
        ]}
      />
    </div>
  );
}
