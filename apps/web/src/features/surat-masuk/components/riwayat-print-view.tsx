import { PrinterOutlined } from "@ant-design/icons";
import type { HistoryItem } from "@lontar/contracts/incoming";
import { Button, Spin } from "antd";
import { useEffect, useRef } from "react";
import { UserAvatar } from "../../../components/user-avatar";
import { errorTexts, toApiError } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth/auth-store";
import { formatDayTime } from "../../../lib/dates";
import { historyEntries, useDispositionHistory } from "../api/get-disposition-history";
import { useIncomingDetail } from "../api/get-incoming-detail";
import { PRIVATE_TEXT } from "./riwayat-tindakan-tab";

const CSS = `
.riwayat-print { background: #fff; color: #000; padding: 24px; max-width: 210mm; margin: 0 auto; font: 12px/1.45 Arial, Helvetica, sans-serif; }
.riwayat-print h1 { font-size: 16px; margin: 0; text-align: center; text-transform: uppercase; }
.riwayat-print .riwayat-print__meta { text-align: center; margin: 4px 0 16px; }
.riwayat-print__card { display: flex; gap: 12px; border: 1px solid #000; padding: 10px 12px; margin-bottom: 10px; break-inside: avoid; page-break-inside: avoid; }
.riwayat-print__card table { border-collapse: collapse; flex: 1; }
.riwayat-print__card th { text-align: left; width: 70px; vertical-align: top; padding: 1px 8px 1px 0; font-weight: 600; }
.riwayat-print__card td { vertical-align: top; padding: 1px 0; white-space: pre-wrap; }
.riwayat-print__card ul { margin: 0; padding-left: 16px; }
.riwayat-print__time { text-align: right; white-space: nowrap; }
.riwayat-print__toolbar { display: flex; justify-content: flex-end; margin-bottom: 12px; }
@media print {
  @page { size: A4 portrait; margin: 15mm; }
  body { background: #fff !important; }
  .riwayat-print__toolbar { display: none !important; }
  .riwayat-print { padding: 0; max-width: none; }
  .riwayat-print .ant-avatar { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;

function EntryCard({ entry }: { entry: HistoryItem }) {
  const { action } = entry;
  const hidden = !action.visible;
  return (
    <div className="riwayat-print__card">
      <UserAvatar name={entry.data_pegawai.peg_nama} photoUrl={entry.photo_url} size={48} />
      <table>
        <tbody>
          <tr>
            <th>Dari</th>
            <td>
              {entry.data_pegawai.peg_nama}
              {entry.data_pegawai.jabatan_nama ? ` — ${entry.data_pegawai.jabatan_nama}` : ""}
            </td>
          </tr>
          <tr>
            <th>Kepada</th>
            <td>{entry.kepada.map((t) => t.peg_nama).join(", ") || "-"}</td>
          </tr>
          {action.is_disposisi ? (
            <tr>
              <th>Petunjuk</th>
              <td>
                {hidden ? (
                  PRIVATE_TEXT
                ) : action.text.length > 0 ? (
                  <ul>
                    {action.text.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                ) : (
                  "-"
                )}
              </td>
            </tr>
          ) : null}
          <tr>
            <th>Tentang</th>
            <td>{hidden ? PRIVATE_TEXT : action.keterangan || "-"}</td>
          </tr>
        </tbody>
      </table>
      <div className="riwayat-print__time">
        {action.is_disposisi ? "Disposisi" : "Teruskan"}
        <br />
        {formatDayTime(action.created_at)}
      </div>
    </div>
  );
}

/**
 * `/bank-surat/print-view-riwayat/{id}` (spec 02 §2.10): the letter number and the user's work
 * unit, then one card per disposition or forward (user and PLT entries together); A4 portrait.
 * The print dialog opens once the history is there.
 */
export function RiwayatPrintView({ id }: { id: string }) {
  const detail = useIncomingDetail("non-sekretariat", id);
  const history = useDispositionHistory(id);
  const unit = useAuth((s) => s.user?.data_pegawai.satuan_kerja.satuan_kerja_nama);
  const printed = useRef(false);
  const ready = Boolean(detail.data && history.data);
  useEffect(() => {
    if (!ready || printed.current) return;
    printed.current = true;
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, [ready]);

  const failed = detail.error ?? history.error;
  const failure = failed ? toApiError(failed) : null;
  const entries = history.data ? historyEntries(history.data) : [];
  return (
    <div className="riwayat-print">
      <style>{CSS}</style>
      <div className="riwayat-print__toolbar">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          Cetak
        </Button>
      </div>
      <h1>Riwayat Disposisi</h1>
      <div className="riwayat-print__meta">
        <div>Nomor Surat: {detail.data?.no_surat ?? "-"}</div>
        <div>{unit ?? "-"}</div>
        {detail.data ? <div>Perihal: {detail.data.kepala_surat.perihal}</div> : null}
      </div>
      {failure ? (
        <p role="alert">{errorTexts.detail(failure.diagnosticMessage ?? failure.message)}</p>
      ) : !ready ? (
        <Spin />
      ) : entries.length === 0 ? (
        <p>Belum ada disposisi.</p>
      ) : (
        entries.map((entry) => <EntryCard key={entry.id} entry={entry} />)
      )}
    </div>
  );
}
