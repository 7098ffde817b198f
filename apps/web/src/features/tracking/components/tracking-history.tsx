import { LockOutlined, UserOutlined } from "@ant-design/icons";
import {
  TRACKING_STEP_LABELS,
  type TrackingHistoryItem,
  type TrackingStep,
} from "@lontar/contracts/tracking";
import { Avatar, Empty, Tag, Timeline } from "antd";
import { formatDayTime } from "../../../lib/dates";

const STEP_COLORS: Record<TrackingStep, string> = {
  diterima: "blue",
  dikirim: "geekblue",
  disposisi: "purple",
  teruskan: "cyan",
  selesai: "green",
};

function Entry({ item }: { item: TrackingHistoryItem }) {
  const { action } = item;
  return (
    <article className="tracking-history__entry">
      <header className="tracking-history__who">
        <Avatar src={item.photo_url ?? undefined} icon={<UserOutlined />} alt="" />
        <div>
          <strong>{item.data_pegawai.peg_nama}</strong>
          {item.data_pegawai.jabatan_nama ? <div>{item.data_pegawai.jabatan_nama}</div> : null}
        </div>
      </header>
      <p className="tracking-history__action">
        <Tag color={STEP_COLORS[action.jenis]}>{TRACKING_STEP_LABELS[action.jenis]}</Tag>
        {item.kepada.length ? (
          <span>
            {" "}
            kepada{" "}
            {item.kepada
              .map((k) => (k.jabatan_nama ? `${k.peg_nama} (${k.jabatan_nama})` : k.peg_nama))
              .join(", ")}
          </span>
        ) : null}
      </p>
      {action.is_private ? (
        <p className="tracking-history__private">
          <LockOutlined /> Disposisi tertutup
        </p>
      ) : null}
      <time dateTime={action.created_at}>{formatDayTime(action.created_at)}</time>
    </article>
  );
}

/** Riwayat Tindakan: what was done to the letter, by whom, to whom and when. */
export function TrackingHistory({ items }: { items: TrackingHistoryItem[] }) {
  if (!items.length) return <Empty description="Belum ada tindakan atas surat ini" />;
  return (
    <Timeline
      className="tracking-history"
      items={items.map((item) => ({
        key: `${item.action.created_at}-${item.data_pegawai.peg_nama}`,
        content: <Entry item={item} />,
      }))}
    />
  );
}
