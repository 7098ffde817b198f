import type { ApprovalNote, OutgoingMailDetail } from "@lontar/contracts/mail";
import { Empty, Tag, Timeline, Tooltip, Typography } from "antd";
import { formatDayTime } from "../../../lib/dates";

/** How each action reads, and its colour. */
const ACTIONS: Record<string, { label: string; color: string }> = {
  kirim: { label: "Kirim", color: "blue" },
  lanjutkan: { label: "Lanjutkan", color: "blue" },
  setuju: { label: "Setuju", color: "green" },
  perbaikan: { label: "Perbaikan", color: "orange" },
  batalkan: { label: "Batalkan", color: "red" },
};

/** The reviewer's paraf of a LANJUTKAN or SETUJU: initials, and the position held then. */
function ParafTag({ paraf }: { paraf: NonNullable<ApprovalNote["paraf"]> }) {
  return (
    <span className="riwayat-catatan__paraf">
      <Tooltip title={`Paraf pemeriksa ${paraf.urutan}`}>
        <Tag color="purple">Paraf {paraf.inisial}</Tag>
      </Tooltip>
      {paraf.jabatan ? (
        <Typography.Text type="secondary">sebagai {paraf.jabatan}</Typography.Text>
      ) : null}
    </span>
  );
}

/**
 * Riwayat Catatan: every approval note, who wrote it, their position, the action and when;
 * beside each LANJUTKAN and SETUJU the reviewer's paraf.
 */
export function RiwayatCatatanTab({ letter }: { letter: OutgoingMailDetail }) {
  if (letter.riwayat_catatan.length === 0) return <Empty description="Belum ada catatan" />;
  return (
    <Timeline
      className="riwayat-catatan"
      items={letter.riwayat_catatan.map((note) => {
        const action = ACTIONS[note.action] ?? { label: note.action, color: "gray" };
        return {
          key: note.id,
          color: action.color,
          content: (
            <div className="riwayat-catatan__item">
              <div>
                <Typography.Text strong>{note.nama}</Typography.Text>
                {note.jabatan ? (
                  <Typography.Text type="secondary"> — {note.jabatan}</Typography.Text>
                ) : null}
              </div>
              <div>
                <Tag color={action.color}>{action.label}</Tag>
                <Typography.Text type="secondary">{formatDayTime(note.created_at)}</Typography.Text>
              </div>
              {note.paraf ? <ParafTag paraf={note.paraf} /> : null}
              {note.keterangan ? (
                <div className="riwayat-catatan__note">{note.keterangan}</div>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
}
