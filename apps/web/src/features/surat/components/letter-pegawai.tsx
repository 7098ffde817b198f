import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { Typography } from "antd";
import type { ReactNode } from "react";
import "./surat.css";

/** The position a pegawai acts in: 'Plt. …' for an acting (PLT) entry. */
const positionOf = (pegawai: PegawaiPickerRecord) =>
  pegawai.is_plt
    ? `Plt. ${pegawai.data_plt?.jabatan_nama ?? pegawai.namaJabatan ?? ""}`
    : pegawai.namaJabatan;

/** A pegawai of a letter: the name, '— position', and an optional note after it. */
export function PegawaiLine({ pegawai, note }: { pegawai: PegawaiPickerRecord; note?: ReactNode }) {
  const position = positionOf(pegawai);
  return (
    <div className="letter-data__pegawai">
      <span>{pegawai.fullName}</span>
      {position ? <Typography.Text type="secondary"> — {position}</Typography.Text> : null}
      {note}
    </div>
  );
}

/** Several pegawai, one a line; '-' for none. */
export function PegawaiLines({ list }: { list: PegawaiPickerRecord[] }) {
  if (list.length === 0) return <>-</>;
  return (
    <>
      {list.map((pegawai) => (
        <PegawaiLine key={`${pegawai.peg_nip}-${pegawai.is_plt}`} pegawai={pegawai} />
      ))}
    </>
  );
}

/** The official who signed a letter: their position, then their name and work unit. */
export function SignerLine({
  signer,
}: {
  signer: { nama: string; jabatan: string | null; satuan_kerja: string | null };
}) {
  const rest = [signer.jabatan ? signer.nama : null, signer.satuan_kerja].filter(Boolean);
  return (
    <div className="letter-data__pegawai">
      <span>{signer.jabatan ?? signer.nama}</span>
      {rest.length ? (
        <Typography.Text type="secondary"> — {rest.join(", ")}</Typography.Text>
      ) : null}
    </div>
  );
}
