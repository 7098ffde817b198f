import { Space } from "antd";
import { useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import {
  type DateRange,
  DateRangeFields,
  defaultDateRange,
} from "../../../components/list-sub-header";
import { useActivity } from "../api/get-activity";
import { useDashboardCount } from "../api/get-dashboard-count";
import { ActivityFeed } from "./activity-feed";
import { DashboardCards } from "./dashboard-cards";
import "./dashboard.css";

/** The dashboard below its title: the date range, the cards of that range, the feed. */
export function DashboardOverview() {
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  const counts = useDashboardCount(range);
  const activity = useActivity();
  const error = counts.error ?? activity.error;
  return (
    <div className="dashboard">
      <Space wrap size={[8, 8]} className="dashboard__range">
        <DateRangeFields range={range} onRangeChange={setRange} />
      </Space>
      <ErrorAlert error={error} />
      <DashboardCards counts={counts.data?.items} loading={counts.isLoading} />
      <ActivityFeed items={activity.data?.items} loading={activity.isLoading} />
    </div>
  );
}
