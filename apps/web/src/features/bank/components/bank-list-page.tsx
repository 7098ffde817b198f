import { FileExcelOutlined } from "@ant-design/icons";
import {
  BANK_BANNER,
  BANK_MESSAGES,
  BANK_PAGE_SIZES,
  BANK_TITLES,
  type BankBannerStatus,
  type BankFilter,
  type BankKind,
  type BankListItem,
} from "@lontar/contracts/bank";
import { mailStatusLabel } from "@lontar/contracts/mail-status";
import type { MailStatus } from "@lontar/contracts/options";
import { Button, Card, Select, Space } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { ListSubHeader, useListFilters } from "../../../components/list-sub-header";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { StatusBanner } from "../../../components/status-banner";
import { toApiError } from "../../../lib/api-error";
import { downloadBankExcel } from "../api/download-bank-excel";
import { useBankList } from "../api/get-bank-list";
import { useBankMailStatuses, useBankMailTypes } from "../api/get-bank-options";
import { bankDetailHref, bankPrintHref } from "../paths";
import { bankColumns } from "./bank-columns";
import "./bank.css";

interface Banner {
  status: BankBannerStatus;
  message: string;
}

/** Outgoing banks also filter by letter type and status (spec 02 §7.5). */
function OutgoingFilters({
  jenis,
  status,
  onJenis,
  onStatus,
}: {
  jenis: number | undefined;
  status: MailStatus | undefined;
  onJenis: (id: number | undefined) => void;
  onStatus: (status: MailStatus | undefined) => void;
}) {
  const types = useBankMailTypes(true);
  const statuses = useBankMailStatuses(true);
  return (
    <>
      <Select
        aria-label="Jenis Surat"
        style={{ minWidth: 200 }}
        value={jenis ?? 0}
        onChange={(value: number) => onJenis(value || undefined)}
        options={[
          { value: 0, label: "Semua Jenis Surat" },
          ...(types.data?.map((t) => ({ value: t._id, label: t.nama })) ?? []),
        ]}
      />
      <Select
        aria-label="Status Surat"
        style={{ minWidth: 160 }}
        value={status ?? ""}
        onChange={(value: string) => onStatus((value || undefined) as MailStatus | undefined)}
        options={[
          { value: "", label: "Semua Status" },
          ...(statuses.data?.map((s) => ({ value: s.name, label: mailStatusLabel(s.name) })) ?? []),
        ]}
      />
    </>
  );
}

/**
 * A letter bank (spec 02 §2.10): every letter of the secretariat's work unit in one category,
 * with the date range, search, type and status filters, 10, 20 or 50 a page, the status badge,
 * the print view of the whole filter and its Excel download.
 */
export function BankListPage({ kind }: { kind: BankKind }) {
  const navigate = useNavigate();
  const [perPage, setPerPage] = useState<number>(BANK_PAGE_SIZES[0]);
  const filters = useListFilters(perPage);
  const [jenis, setJenis] = useState<number>();
  const [status, setStatus] = useState<MailStatus>();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [downloading, setDownloading] = useState(false);
  const outgoing = kind === "keluar";
  const filter: BankFilter = {
    start_date: filters.range.start_date,
    end_date: filters.range.end_date,
    q: filters.query.q,
    ...(outgoing ? { jenis_surat: jenis, status_surat: status } : {}),
  };
  const list = useBankList(kind, { ...filter, page: filters.query.page, per_page: perPage });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadBankExcel(kind, filter);
      setBanner({ status: BANK_BANNER.success, message: BANK_MESSAGES.excelDone });
    } catch (error) {
      const e = toApiError(error);
      setBanner({
        status: BANK_BANNER.fail,
        message: `${BANK_MESSAGES.excelFailed}: ${e.diagnosticMessage ?? e.message}`,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader title={BANK_TITLES[kind]} />
      <Card>
        {banner ? (
          <div className="bank-list__banner" data-status={banner.status}>
            <StatusBanner
              banner={{
                type: banner.status === BANK_BANNER.success ? "success" : "error",
                message: banner.message,
              }}
              onClear={() => setBanner(null)}
            />
          </div>
        ) : null}
        <ListSubHeader
          range={filters.range}
          onRangeChange={filters.changeRange}
          onSearch={filters.search}
          onRefresh={() => list.refetch()}
          refreshing={list.isFetching}
          onPrint={() => window.open(bankPrintHref(kind, filter), "_blank")}
        />
        <div className="list-toolbar bank-list__toolbar">
          <Space wrap size={[8, 8]}>
            {outgoing ? (
              <OutgoingFilters
                jenis={jenis}
                status={status}
                onJenis={(value) => {
                  setJenis(value);
                  filters.setPage(1);
                }}
                onStatus={(value) => {
                  setStatus(value);
                  filters.setPage(1);
                }}
              />
            ) : null}
          </Space>
          <Button icon={<FileExcelOutlined />} loading={downloading} onClick={download}>
            Unduh Excel
          </Button>
        </div>
        <ErrorAlert error={list.isError ? list.error : null} style={{ marginBottom: 16 }} />
        <PagedTable<BankListItem>
          label={BANK_TITLES[kind]}
          rowKey="id"
          columns={bankColumns(kind, list.data?.meta.from ?? 1)}
          data={list.data?.items}
          meta={list.data?.meta}
          loading={list.isFetching}
          perPageOptions={[...BANK_PAGE_SIZES]}
          onPageChange={(page, size) => {
            if (size !== perPage) {
              setPerPage(size);
              filters.setPage(1);
            } else filters.setPage(page);
          }}
          emptyText={BANK_MESSAGES.empty}
          rowClassName={() => "bank-list__row"}
          tableProps={{
            onRow: (item) => ({
              onClick: (event) => {
                // The subject is a link already; elsewhere the whole row opens the letter.
                if ((event.target as HTMLElement).closest("a, button")) return;
                navigate(bankDetailHref(kind, item.id));
              },
            }),
          }}
        />
      </Card>
    </>
  );
}
