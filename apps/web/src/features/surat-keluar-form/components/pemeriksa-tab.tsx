import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { MAX_SIGNERS } from "@lontar/contracts/mail";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { Alert, Button, Empty, InputNumber, List, Space, Tag, Typography } from "antd";
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

/**
 * Tab 4: reviewers in order, reorderable and removable; the last one signs, or the last
 * `jumlah_penandatangan` sign together in that order (a joint letter, in their own positions).
 */
export function PemeriksaTab({ draft, onChange, disabled, canPick }: PemeriksaTabProps) {
  const [open, setOpen] = useState(false);
  const editable = canPick && !disabled;
  const reviewers = draft.pemeriksa;
  const signers = Math.min(draft.jumlah_penandatangan ?? 1, Math.max(1, reviewers.length));
  const set = (pemeriksa: PegawaiPickerRecord[]) =>
    onChange({
      pemeriksa,
      jumlah_penandatangan: Math.min(signers, Math.max(1, pemeriksa.length)),
    });
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
      <Alert
        type="info"
        showIcon
        title={
          signers > 1
            ? `${signers} pemeriksa terakhir menandatangani surat bersama, berurutan.`
            : "Pemeriksa terakhir adalah penandatangan surat."
        }
      />
      {reviewers.length > 1 ? (
        <Space wrap>
          <label htmlFor="jumlah-penandatangan">
            <Typography.Text strong>Jumlah Penandatangan</Typography.Text>
          </label>
          <InputNumber
            id="jumlah-penandatangan"
            min={1}
            max={Math.min(MAX_SIGNERS, reviewers.length)}
            precision={0}
            value={signers}
            disabled={!editable}
            onChange={(value) =>
              onChange({
                jumlah_penandatangan: value ?? 1,
                // Joint signers each sign in their own position.
                ...((value ?? 1) > 1 ? { cara_tanda_tangan: "langsung" as const } : {}),
              })
            }
          />
          <Typography.Text type="secondary">
            (surat bersama: hanya tanda tangan digital)
          </Typography.Text>
        </Space>
      ) : null}
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
                      {index >= reviewers.length - signers ? (
                        <Tag color="gold">
                          {signers > 1
                            ? `Penandatangan ${index - (reviewers.length - signers) + 1}`
                            : "Penandatangan"}
                        </Tag>
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
      {signers === 1 ? (
        <CaraTandaTanganField
          draft={draft}
          onChange={onChange}
          signer={reviewers.at(-1)}
          editable={!disabled}
        />
      ) : null}
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
