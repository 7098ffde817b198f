import {
  AuditOutlined,
  CheckCircleOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  ShareAltOutlined,
} from "@ant-design/icons";
import { STATISTIK_TILES, type StatistikCounts } from "@lontar/contracts/statistik";
import { Card, Statistic } from "antd";
import type { ReactNode } from "react";

const ICONS: Record<keyof StatistikCounts, ReactNode> = {
  count_disposisi: <NodeIndexOutlined />,
  count_receive: <InboxOutlined />,
  count_pemeriksa: <AuditOutlined />,
  count_approve: <CheckCircleOutlined />,
  count_forward: <ShareAltOutlined />,
};

interface StatistikTilesProps {
  counts?: StatistikCounts;
  loading?: boolean;
}

/** The month's five counts: dispositions, received, examined, approved, forwarded. */
export function StatistikTiles({ counts, loading }: StatistikTilesProps) {
  return (
    <div className="statistik-tiles">
      {STATISTIK_TILES.map((tile) => (
        <Card key={tile.key} size="small" className="statistik-tile" aria-label={tile.label}>
          <Statistic
            title={tile.label}
            value={counts?.[tile.key] ?? 0}
            loading={loading && !counts}
            prefix={<span className="statistik-tile__icon">{ICONS[tile.key]}</span>}
          />
        </Card>
      ))}
    </div>
  );
}
