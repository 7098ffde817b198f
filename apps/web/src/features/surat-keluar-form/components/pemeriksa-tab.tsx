import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { Alert, Button, Empty, List, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { PegawaiPickerModal, pegawaiKey, pegawaiLabel } from "../../../components/pegawai-picker";
import { CaraTandaTanganField } from "./cara-tanda-tangan-field";
import type { TabProps } from "./tab-props";

interface PemeriksaTabProps extends TabProps {
  /** Only the letter's creator (or anybody before the letter exists) chooses the reviewers. */
  canPick: boolean;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/** Tab 4: reviewers in order, reorderable and removable; the last one signs. */
export function PemeriksaTab({ draft, onChange, disabled, canPick }: PemeriksaTabProps) {
  const [open, setOpen] = useState(false);
  const editable = canPick && !disabled;
  const reviewers = draft.pemeriksa;
  const set = (pemeriksa: PegawaiPickerRecord[]) => onChange({ pemeriksa });
  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Space wrap>
        {editable ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(true)}>
            Pemeriksa
          </Button>
        ) : (
          <Typography.Text strong>Pemeriksa</Typography.Text>
        )}
        {editable ? (
          <Typography.Text type="secondary">
            (klik untuk memilih; urutan menentukan giliran pemeriksaan)
          </Typography.Text>
        ) : null}
      </Space>
      <Alert type="info" showIcon title="Pemeriksa terakhir adalah penandatangan surat." />
      {reviewers.length === 0 ? (
        <Empty description="Belum ada pemeriksa" />
      ) : (
        <List
          bordered
          data-testid="daftar-pemeriksa"
          dataSource={reviewers}
          rowKey={pegawaiKey}
          renderItem={(r, index) => {
            const label = pegawaiLabel(r);
            return (
              <List.Item
                actions={
                  editable
                    ? [
                        <Button
                          key="up"
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={`Naikkan ${label}`}
                          disabled={index === 0}
                          onClick={() => set(move(reviewers, index, index - 1))}
                        />,
                        <Button
                          key="down"
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={`Turunkan ${label}`}
                          disabled={index === reviewers.length - 1}
                          onClick={() => set(move(reviewers, index, index + 1))}
                        />,
                        <Button
                          key="remove"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Hapus ${label}`}
                          onClick={() => set(reviewers.filter((_, i) => i !== index))}
                        />,
                      ]
                    : undefined
                }
              >
                <List.Item.Meta
                  title={
                    <span>
                      {index + 1}. {label}{" "}
                      {index === reviewers.length - 1 ? (
                        <Tag color="gold">Penandatangan</Tag>
                      ) : null}
                    </span>
                  }
                  description={
                    r.is_plt && r.data_plt ? `Plt. ${r.data_plt.jabatan_nama}` : r.namaJabatan
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      <CaraTandaTanganField
        draft={draft}
        onChange={onChange}
        signer={reviewers.at(-1)}
        editable={!disabled}
      />
      <PegawaiPickerModal
        open={open}
        onClose={() => setOpen(false)}
        title="Pilih Pemeriksa"
        initialSelected={reviewers}
        onSelect={set}
      />
    </Space>
  );
}
