import type { IncomingMailDetail } from "@lontar/contracts/mail";
import { formatDay, formatDayTime } from "../../../lib/dates";
import { berkasItems } from "../../surat/components/letter-berkas";
import {
  dash,
  LetterDescriptions,
  letterNumber,
  sifatItems,
  subjectItems,
} from "../../surat/components/letter-descriptions";
import { PegawaiLines, SignerLine } from "../../surat/components/letter-pegawai";
import { useUpdateMailNumber } from "../api/update-mail-number";
import { InlineEdit } from "./inline-edit";

/** Data Surat of an incoming letter; level 8 edits the number and the date in place. */
export function IncomingDataTab({
  letter,
  readOnly,
}: {
  letter: IncomingMailDetail;
  /** No inline edit of number and date (the letter bank's detail). */
  readOnly?: boolean;
}) {
  const update = useUpdateMailNumber(letter.id);
  const editable = !readOnly && letter.can.edit_number === true;
  const head = letter.kepala_surat;
  const external = letter.kategori_surat === "external";
  const number = letterNumber(letter.no_surat);
  const date = formatDay(letter.tanggal_surat);
  return (
    <LetterDescriptions
      items={[
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
              {
                key: "terima",
                label: "Tanggal Terima",
                children: formatDay(letter.tanggal_terima),
              },
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
          children: letter.penandatangan ? (
            <SignerLine signer={letter.penandatangan} />
          ) : !external && letter.pengirim.user ? (
            <PegawaiLines list={[letter.pengirim.user]} />
          ) : (
            dash(letter.dari)
          ),
        },
        ...subjectItems(head),
        ...berkasItems(letter.berkas),
        ...sifatItems(head),
        {
          key: "penerima",
          label: "Penerima",
          children: (
            <PegawaiLines
              list={
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
          children: <PegawaiLines list={[...letter.tembusan.user, ...letter.tembusan.plt]} />,
        },
        { key: "resi", label: "Resi", children: dash(letter.resi) },
        {
          key: "pencatat",
          label: external ? "Dicatat oleh" : "Dibuat oleh",
          children: dash(letter.user.peg_nama || letter.user.user_name),
        },
        { key: "dibuat", label: "Tanggal Dicatat", children: formatDayTime(letter.created_at) },
      ]}
    />
  );
}
