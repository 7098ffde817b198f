import type { MailInfo } from "@lontar/contracts/mail";
import { Alert, Button, Modal, Table, type TableColumnsType, Tabs } from "antd";
import { useScrollRegion } from "../../../components/scroll-region";
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

/** One tab's table; it scrolls sideways in a named region keyboards can focus. */
function InfoTable<T extends { nama: string }>(props: {
  label: string;
  rows: T[] | undefined;
  columns: TableColumnsType<T>;
  loading: boolean;
}) {
  const region = useScrollRegion<HTMLDivElement>(props.label);
  return (
    <div ref={region}>
      <Table<T>
        rowKey={(row) => row.nama}
        columns={props.columns}
        dataSource={props.rows}
        loading={props.loading}
        pagination={false}
        size="small"
        scroll={{ x: true }}
        tableLayout="auto"
        locale={{ emptyText: "Tidak ada data" }}
      />
    </div>
  );
}

interface MailInfoModalProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** INFO (spec 01 §2 "Letter detail"): who received and read the letter, Sudah or Belum. */
export function MailInfoModal({ id, open, onClose }: MailInfoModalProps) {
  const info = useMailInfo(id, open);
  const failure = info.isError ? toApiError(info.error) : null;
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
              children: (
                <InfoTable
                  label="Penerima"
                  rows={info.data?.penerima}
                  columns={penerimaColumns}
                  loading={info.isFetching}
                />
              ),
            },
            {
              key: "tembusan",
              label: "Tembusan",
              children: (
                <InfoTable
                  label="Tembusan"
                  rows={info.data?.tembusan}
                  columns={tembusanColumns}
                  loading={info.isFetching}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
