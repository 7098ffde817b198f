import { PaperClipOutlined } from "@ant-design/icons";
import type { TrackingDetail, TrackingPegawai } from "@lontar/contracts/tracking";
import { Descriptions, Empty, Grid, Tabs } from "antd";
import type { ReactNode } from "react";
import { formatDay, formatDayTime } from "../../../lib/dates";
import { fileSize } from "../format";
import { TrackingHistory } from "./tracking-history";

const names = (people: TrackingPegawai[]) =>
  people.length ? (
    <ul className="tracking-result__names">
      {people.map((p) => (
        <li key={`${p.peg_nama}-${p.jabatan_nama}`}>
          {p.peg_nama}
          {p.jabatan_nama ? <span> — {p.jabatan_nama}</span> : null}
        </li>
      ))}
    </ul>
  ) : (
    "-"
  );

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  const screens = Grid.useBreakpoint();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      layout={screens.sm === false ? "vertical" : "horizontal"}
      items={rows.map(([label, children]) => ({ key: label, label, children }))}
    />
  );
}

function sifat(detail: TrackingDetail) {
  const parts = [detail.kepala_surat.sifat.pengamanan, detail.kepala_surat.sifat.penyampaian];
  return [...new Set(parts.filter((p) => p && p !== "-"))].join(" / ") || "-";
}

/** The four tabs of a found letter (spec 01 §2 'Cari Surat'). */
export function TrackingResult({ detail }: { detail: TrackingDetail }) {
  const { kepala_surat: head } = detail;
  const dataSurat = (
    <Fields
      rows={[
        ["Nomor Surat", detail.no_surat ?? "-"],
        ["Tanggal Surat", formatDay(detail.tanggal_surat)],
        ["Dari", detail.dari ?? "-"],
        ["Perihal", head.perihal || "-"],
        ["Kepada", names(detail.penerima.selected_kepala_login)],
        ["Tembusan", names([...detail.tembusan.user, ...detail.tembusan.plt])],
        [
          "Klasifikasi",
          head.klasifikasi ? `${head.klasifikasi.kode} ${head.klasifikasi.nama}` : "-",
        ],
        ["Sifat", sifat(detail)],
        ["Lampiran", `${head.lampiran.value} ${head.lampiran.type}`],
      ]}
    />
  );
  const lampiran = detail.lampiran.length ? (
    <ul className="tracking-result__files">
      {detail.lampiran.map((file) => (
        <li key={file.file_url}>
          <a href={file.file_url} download={file.file_name} rel="noopener">
            <PaperClipOutlined /> {file.file_name}
          </a>
          <span className="tracking-result__muted">{fileSize(file.file_size)}</span>
        </li>
      ))}
    </ul>
  ) : (
    <Empty description="Tidak ada lampiran" />
  );
  const jadwal = detail.info_jadwal;
  const infoSurat = (
    <Fields
      rows={[
        ["Nomor Resi", detail.resi],
        ["Dicatat", formatDayTime(detail.created_at)],
        ["Tanggal Terima", formatDay(detail.tanggal_terima)],
        ["Dicatat oleh", detail.user.user_name],
        ["Satuan Kerja", detail.satuan_kerja_nama],
        [
          "Jadwal",
          jadwal
            ? `${formatDayTime(jadwal.tanggal_mulai)} – ${formatDayTime(jadwal.tanggal_berakhir)}, ${jadwal.tempat}`
            : "-",
        ],
      ]}
    />
  );
  return (
    <section className="tracking-result" aria-label="Hasil pencarian surat">
      <Tabs
        items={[
          { key: "data", label: "Data Surat", children: dataSurat },
          { key: "lampiran", label: "lampiran", children: lampiran },
          {
            key: "riwayat",
            label: "Riwayat Tindakan",
            children: <TrackingHistory items={detail.history.items} />,
          },
          { key: "info", label: "Info Surat", children: infoSurat },
        ]}
      />
    </section>
  );
}
