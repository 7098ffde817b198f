import type { EsignLogItem } from "@lontar/contracts/esign";
import { DEFAULT_PAGE_SIZE } from "@lontar/contracts/timing";
import { Alert, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { PagedTable } from "../../../components/paged-table";
import { toApiError } from "../../../lib/api-error";
import { formatDayTimeWib } from "../../../lib/dates";
import { useEsignActivity } from "../api/get-esign-activity";

const columns: TableProps<EsignLogItem>["columns"] = [
  {
    key: "user",
    title: "User",
    dataIndex: "user_log",
    // The position it was signed in, as the signed letter names it (a.n., u.b., Plt., Plh.).
    render: (name: string, row) =>
      row.sebagai ? (
        <>
          {name}
          <br />
          <Typography.Text type="secondary">{row.sebagai}</Typography.Text>
        </>
      ) : (
        name
      ),
  },
  {
    key: "time",
    title: "Time",
    dataIndex: "time",
    render: (time: string) => formatDayTimeWib(time),
  },
  { key: "ip", title: "IP", dataIndex: "ip" },
  {
    key: "aksi",
    title: "Aksi",
    dataIndex: "urlDoc",
    fixed: "right",
    render: (url: string | null) => (url ? <Link to={url}>Lihat Dokumen</Link> : "-"),
  },
  {
    key: "status",
    title: "Status",
    dataIndex: "status_log",
    render: (status: EsignLogItem["status_log"]) => (
      <Tag color={status.status === "success" ? "green" : "red"}>{status.text}</Tag>
    ),
  },
];

/** Daftar Log (spec 02 §2.11): the e-sign activity, ten rows a page. */
export function EsignLogTable() {
  const [page, setPage] = useState(1);
  const list = useEsignActivity({ page, per_page: DEFAULT_PAGE_SIZE });
  const error = list.isError ? toApiError(list.error) : null;
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error.diagnosticMessage ?? error.message}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <PagedTable<EsignLogItem>
        label="Daftar Log"
        columns={columns}
        data={list.data?.items}
        rowKey="id"
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={(next) => setPage(next)}
      />
    </>
  );
}
