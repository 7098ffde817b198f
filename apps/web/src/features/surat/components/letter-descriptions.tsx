import { namaKlasifikasiKeamanan } from "@lontar/contracts/klasifikasi-keamanan";
import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { Descriptions, type DescriptionsProps, Grid, Typography } from "antd";

type Items = NonNullable<DescriptionsProps["items"]>;
type Head = OutgoingMailDetail["kepala_surat"];

/** '-' for an empty value. */
export const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "-" : String(value);

/** The letter's number, or 'Surat Belum Terkirim' while it has none. */
export const letterNumber = (noSurat: string | null) =>
  noSurat ?? <Typography.Text type="warning">{MAIL_MESSAGES.unsent}</Typography.Text>;

/** Perihal, Lampiran ('1 Lembar') and Klasifikasi ('005 - Undangan') of the letter's head. */
export const subjectItems = (head: Head): Items => [
  { key: "perihal", label: "Perihal", children: dash(head.perihal) },
  {
    key: "lampiran",
    label: "Lampiran",
    children: `${head.lampiran.value} ${head.lampiran.type}`,
  },
  {
    key: "klasifikasi",
    label: "Klasifikasi",
    children: head.klasifikasi ? `${head.klasifikasi.kode} - ${head.klasifikasi.nama}` : "-",
  },
];

/** Sifat Pengamanan (the security class's name) and Sifat Penyampaian. */
export const sifatItems = (head: Head): Items => [
  {
    key: "pengamanan",
    label: "Sifat Pengamanan",
    children: namaKlasifikasiKeamanan(head.sifat.pengamanan),
  },
  { key: "penyampaian", label: "Sifat Penyampaian", children: dash(head.sifat.penyampaian) },
];

/** Data Surat's table; on a phone the labels go above their values, leaving them the width. */
export function LetterDescriptions({ items }: { items: Items }) {
  const wide = Grid.useBreakpoint().md !== false;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      layout={wide ? "horizontal" : "vertical"}
      items={items}
      styles={wide ? { label: { width: 180 } } : undefined}
    />
  );
}
