import { Typography } from "antd";
import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  extra?: ReactNode;
}

/** The title line of a page inside the shell; also sets the document title. */
export function PageHeader({ title, extra }: PageHeaderProps) {
  return (
    <div className="page-header">
      <title>{`${title} · Lontar`}</title>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
