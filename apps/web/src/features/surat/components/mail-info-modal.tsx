import type { MailInfo } from "@lontar/contracts/mail";
import { Alert, Button, Modal, Table, type TableColumnsType, Tabs } from "antd";
import { errorTexts, toApiError } from "../../../lib/api-error";
import { useMailInfo } from "../api/get-mail-info";
import { ReadStatusTag } from "./read-status-tag";

type Penerima = MailInfo["penerima"][number];
type Tembusan = MailInfo["tembusan"][number];

const sudahBelum = (value: "Sudah" | "Belum") => <ReadStatusTag value={value} />;

const nameColumn = { title: "Nama", dataIndex: "nama", key: "nama" };
const penerimaColumns: TableColumnsType<Penerima> = [
  nameColumn,
  { title: "Diterima", key: "terima", render: (_v, row) => sudahBelum(row.status_terima) },
  { title: "Dibaca", key: "baca", render: (_v, row) => sudahBelum(row.status_baca) },
  { title: "Disposisi", key: "disposisi", render: (_v, row) => sudahBelum(row.status_disposisi) },
];
const tembusanColumns: TableColumnsType<Tembusan> = [
  nameColumn,
  { title: "Diterima", key: "terima", render: (_v, row) => sudahBelum(row.status_terima) },
  { title: "Dibaca", key: "baca", render: (_v, row) => sudahBelum(row.status_baca) },
];

interface MailInfoModalProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** INFO (spec 01 §2 "Letter detail"): who received and read the letter, Sudah or Belum. */
export function MailInfoModal({ id, open, onClose }: MailInfoModalProps) {
  const info = useMailInfo(id, open);
  const failure = info.isError ? toApiError(info.error) : null;
  const table = <T extends { nama: string }>(
    rows: T[] | undefined,
    columns: TableColumnsType<T>,
  ) => (
    <Table<T>
      rowKey={(row) => row.nama}
      columns={columns}
      dataSource={rows}
      loading={info.isFetching}
      pagination={false}
      size="small"
      scroll={{ x: "max-content" }}
      locale={{ emptyText: "Tidak ada data" }}
    />
  );
  return (
    <Modal
      title="INFO"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Tutup</Button>}
      width={640}
      destroyOnHidden
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={errorTexts.detail(failure.diagnosticMessage ?? failure.message)}
        />
      ) : (
        <Tabs
          items={[
            {
              key: "penerima",
              label: "Penerima",
              children: table(info.data?.penerima, penerimaColumns),
            },
            {
              key: "tembusan",
              label: "Tembusan",
              children: table(info.data?.tembusan, tembusanColumns),
            },
          ]}
        />
      )}
    </Modal>
  );
}
