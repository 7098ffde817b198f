import { UserSwitchOutlined } from "@ant-design/icons";
import { Button, Descriptions, Empty, Tag } from "antd";
import { useState } from "react";
import { PegawaiPickerModal } from "../../../components/pegawai-picker";
import { senderOfRecord } from "../model/letter-draft";
import type { TabProps } from "./tab-props";

/** Tab 2: the sender, read-only; the position may be chosen from the picker by jabatan. */
export function PengirimTab({ draft, onChange, disabled }: TabProps) {
  const [open, setOpen] = useState(false);
  const sender = draft.pengirim;
  return (
    <>
      {sender ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="pengirim"
          items={[
            { key: "nama", label: "Nama", children: sender.nama },
            { key: "nip", label: "NIP", children: sender.nip },
            {
              key: "jabatan",
              label: "Jabatan",
              children: (
                <>
                  {sender.isPlt ? <Tag color="purple">Plt.</Tag> : null}
                  {sender.jabatan ?? "-"}
                </>
              ),
            },
            { key: "unit", label: "Unit Kerja", children: sender.unit ?? "-" },
          ]}
        />
      ) : (
        <Empty description="Pengirim belum dipilih" />
      )}
      <Button
        icon={<UserSwitchOutlined />}
        style={{ marginTop: 12 }}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Pilih Jabatan Pengirim
      </Button>
      <PegawaiPickerModal
        open={open}
        onClose={() => setOpen(false)}
        list="byJabatan"
        multiple={false}
        perPage={10}
        title="Pilih Jabatan Pengirim"
        initialSelected={sender?.record ? [sender.record] : []}
        onSelect={([record]) => record && onChange({ pengirim: senderOfRecord(record) })}
      />
    </>
  );
}
