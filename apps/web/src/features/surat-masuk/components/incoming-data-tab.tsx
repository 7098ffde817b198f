import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import type { EmployeePickerRecord } from "@lontar/contracts/pegawai";
import { Descriptions, Grid, Typography } from "antd";
import { formatDay, formatDayTime } from "../../../lib/dates";
import { useUpdateMailNumber } from "../api/update-mail-number";
import { InlineEdit } from "./inline-edit";

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "-" : String(value);

function People({ people }: { people: EmployeePickerRecord[] }) {
  if (people.length === 0) return <>-</>;
  return (
    <>
      {people.map((p) => (
        <div key={`${p.peg_nip}-${p.is_plt}`}>
          {p.fullName}
          {p.namaJabatan ? (
            <Typography.Text type="secondary">
              {" "}
              — {p.is_plt ? `Plt. ${p.data_plt?.jabatan_nama ?? p.namaJabatan}` : p.namaJabatan}
            </Typography.Text>
          ) : null}
        </div>
      ))}
    </>
  );
}

/** Data Surat of an incoming letter; level 8 edits the number and the date in place. */
export function IncomingDataTab({
  letter,
  readOnly,
}: {
  letter: OutgoingMailDetail;
  /** No inline edit of number and date (the letter bank's detail). */
  readOnly?: boolean;
}) {
  const wide = Grid.useBreakpoint().md !== false;
  const update = useUpdateMailNumber(letter.id);
  const editable = !readOnly && letter.can.edit_number === true;
  const head = letter.kepala_surat;
  const external = letter.kategori_surat === "external";
  const number = letter.no_surat ?? (
    <Typography.Text type="warning">{MAIL_MESSAGES.unsent}</Typography.Text>
  );
  const date = formatDay(letter.tanggal_surat);
  const items = [
    {
      key: "no",
      label: "Nomor Surat",
      children: editable ? (
        <InlineEdit
          label="Nomor Surat"
          kind="text"
          display={number}
          value={letter.no_surat ?? ""}
          onSave={(nomor_surat) => update.mutateAsync({ nomor_surat })}
        />
      ) : (
        number
      ),
    },
    {
      key: "tanggal",
      label: "Tanggal Surat",
      children: editable ? (
        <InlineEdit
          label="Tanggal Surat"
          kind="date"
          display={date}
          value={letter.tanggal_surat ?? ""}
          onSave={(tanggal_surat) => update.mutateAsync({ tanggal_surat })}
        />
      ) : (
        date
      ),
    },
    ...(external
      ? [
          { key: "terima", label: "Tanggal Terima", children: formatDay(letter.tanggal_terima) },
          {
            key: "agenda",
            label: "Nomor Agenda",
            children: letter.nomor_agenda
              ? `${letter.nomor_agenda} / ${dash(letter.tahun_agenda)}`
              : "-",
          },
        ]
      : []),
    {
      key: "dari",
      label: "Dari",
      children: external ? (
        dash(letter.dari)
      ) : letter.pengirim.user ? (
        <People people={[letter.pengirim.user]} />
      ) : (
        dash(letter.dari)
      ),
    },
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
    { key: "pengamanan", label: "Sifat Pengamanan", children: dash(head.sifat.pengamanan) },
    { key: "penyampaian", label: "Sifat Penyampaian", children: dash(head.sifat.penyampaian) },
    {
      key: "penerima",
      label: "Penerima",
      children: (
        <People
          people={
            letter.penerima.selected_kepala_login ?? [
              ...letter.penerima.user,
              ...letter.penerima.plt,
            ]
          }
        />
      ),
    },
    {
      key: "tembusan",
      label: "Tembusan",
      children: <People people={[...letter.tembusan.user, ...letter.tembusan.plt]} />,
    },
    { key: "resi", label: "Resi", children: dash(letter.resi) },
    {
      key: "pencatat",
      label: external ? "Dicatat oleh" : "Dibuat oleh",
      children: dash(letter.user.user_name),
    },
    { key: "dibuat", label: "Tanggal Dicatat", children: formatDayTime(letter.created_at) },
  ];
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
