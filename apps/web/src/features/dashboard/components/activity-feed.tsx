import { ACTIVITY_PER_DAY, type ActivityItem, DASHBOARD_TEXT } from "@lontar/contracts/dashboard";
import { Button, Card, Empty, Timeline, Typography } from "antd";
import { useState } from "react";
import { formatClock, formatWeekdayDay, jakartaDay } from "../../../lib/dates";

/** 'Hari ini' for today, otherwise the date in Indonesian (`Senin, 23 November 2026`). */
export function dayLabel(day: string, now = new Date()): string {
  if (day === jakartaDay(now)) return DASHBOARD_TEXT.today;
  return formatWeekdayDay(day);
}

/** Entries grouped by day, days and entries newest first (as they arrive). */
export function groupByDay(items: ActivityItem[]) {
  const days = new Map<string, ActivityItem[]>();
  for (const item of items) {
    const day = jakartaDay(item.created_at);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()].map(([day, entries]) => ({ day, entries }));
}

function ActivityDay({ day, entries }: { day: string; entries: ActivityItem[] }) {
  const [shown, setShown] = useState(ACTIVITY_PER_DAY);
  const label = dayLabel(day);
  return (
    <section className="activity-day" aria-label={label}>
      <Typography.Title level={5} className="activity-day__title">
        {label}
      </Typography.Title>
      <Timeline
        items={entries.slice(0, shown).map((entry, i) => ({
          key: `${entry.created_at}-${i}`,
          content: (
            <div className="activity-entry">
              <div className="activity-entry__head">
                <Typography.Text strong>{entry.title}</Typography.Text>
                <Typography.Text type="secondary">{formatClock(entry.created_at)}</Typography.Text>
              </div>
              <Typography.Text>{entry.body}</Typography.Text>
            </div>
          ),
        }))}
      />
      {shown < entries.length ? (
        <Button type="link" size="small" onClick={() => setShown((n) => n + ACTIVITY_PER_DAY)}>
          {DASHBOARD_TEXT.viewMore}
        </Button>
      ) : null}
    </section>
  );
}

interface ActivityFeedProps {
  items?: ActivityItem[];
  loading?: boolean;
}

/** The activity feed (spec 01 §2 Dashboard): by day, five at a time, 'View More' adds five. */
export function ActivityFeed({ items, loading }: ActivityFeedProps) {
  const days = groupByDay(items ?? []);
  return (
    <Card title="Aktivitas" loading={loading && !items} className="activity-feed">
      {days.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DASHBOARD_TEXT.noActivity} />
      ) : (
        days.map((d) => <ActivityDay key={d.day} day={d.day} entries={d.entries} />)
      )}
    </Card>
  );
}
