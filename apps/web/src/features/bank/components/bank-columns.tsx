import { LockOutlined } from "@ant-design/icons";
import type { BankKind, BankListItem } from "@lontar/contracts/bank";
import { klasifikasiKeamanan } from "@lontar/contracts/klasifikasi-keamanan";
import { Space, type TableColumnsType, Tag, Typography } from "antd";
import { Link } from "react-router";
import { formatDay } from "../../../lib/dates";
import { BankStatusTag } from "../../surat/components/mail-status-tag";
import { bankDetailHref } from "../paths";

type Column = TableColumnsType<BankListItem>[number];

/** A badge for a class kept from other units' banks: Terbatas, Rahasia, Sangat Rahasia. */
function KeamananTag({ kode }: { kode: string }) {
  const kelas = klasifikasiKeamanan(kode);
  if (!kelas || kelas.sekretariatPenerima) return null;
  return (
    <Tag icon={<LockOutlined />} color={kelas.sekretariatUnit ? "orange" : "red"}>
      {kelas.nama}
    </Tag>
  );
}

/** The columns of a bank list: its printable list's columns (spec 01 "Workflow lists") and the badge. */
export function bankColumns(kind: BankKind, from: number): TableColumnsType<BankListItem> {
  const number: Column = {
    title: "No",
    key: "no",
    width: 56,
    render: (_v, _item, index) => from + index,
  };
  const date = (title: string): Column => ({
    title,
    key: "tanggal",
    width: 150,
    render: (_v, item) => formatDay(item.tanggal),
  });
  const nomor: Column = {
    title: "Nomor Surat",
    key: "no_surat",
    render: (_v, item) => item.no_surat ?? "-",
  };
  const subject = (title: string): Column => ({
    title,
    key: "hal",
    render: (_v, item) => (
      <Space size={6} wrap>
        <Link to={bankDetailHref(kind, item.id)} className="bank-list__subject">
          {item.hal || "(tanpa perihal)"}
        </Link>
        <KeamananTag kode={item.sifat_pengamanan} />
      </Space>
    ),
  });
  const sender: Column = {
    title: "Pengirim",
    key: "dari",
    render: (_v, item) => (
      <Space orientation="vertical" size={0}>
        <span>{item.dari ?? "-"}</span>
        {kind === "masuk-internal" ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.satuan_kerja_nama}
          </Typography.Text>
        ) : null}
      </Space>
    ),
  };
  const status: Column = {
    title: "Status",
    key: "status",
    render: (_v, item) => <BankStatusTag text={item.status.text} />,
  };
  if (kind === "keluar")
    return [
      number,
      date("Tanggal Dibuat"),
      nomor,
      subject("Hal"),
      sender,
      status,
      { title: "Jenis Surat", key: "jenis", render: (_v, item) => item.jenis_surat ?? "-" },
    ];
  return [
    number,
    date("Tanggal Terima"),
    nomor,
    subject("Perihal"),
    sender,
    {
      title: "Disposisi",
      key: "disposisi",
      render: (_v, item) => item.disposisi ?? "-",
    },
    status,
  ];
}
