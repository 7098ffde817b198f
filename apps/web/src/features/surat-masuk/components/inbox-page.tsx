import type { InboxItem } from "@lontar/contracts/incoming";
import type { WorkflowListPath } from "@lontar/contracts/mail";
import { Card, Tabs } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { ListSubHeader, useListFilters } from "../../../components/list-sub-header";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { showBanner } from "../../../lib/banner-store";
import { openWorkflowPrint } from "../../surat/workflow-print";
import { useDeleteIncomingMail } from "../api/delete-incoming-mail";
import { INBOX_TABS, type InboxTab, useInbox } from "../api/get-inbox";
import { inboxColumns } from "./inbox-columns";
import "./surat-masuk.css";

export const DELETED_TEXT = "Surat berhasil dihapus";

/** The workflow list each tab prints. */
const PRINTED_LIST: Record<InboxTab, WorkflowListPath> = {
  masuk: "mail",
  sekretariat: "mail-sekretariat",
};

/** One inbox tab: the dated sub-header (and the work-unit filter on 'Surat Masuk'), the table. */
function InboxTabList({ tab }: { tab: InboxTab }) {
  const filters = useListFilters();
  const [satuanKerjaId, setSatuanKerjaId] = useState<number>();
  const query = { ...filters.query, satuan_kerja_id: tab === "masuk" ? satuanKerjaId : undefined };
  const list = useInbox(tab, query);
  const remove = useDeleteIncomingMail();
  const columns = inboxColumns({
    tab,
    onDelete: async (item) => {
      await remove.mutateAsync(item.id);
      showBanner({ type: "success", message: DELETED_TEXT });
    },
  });
  return (
    <>
      <ListSubHeader
        range={filters.range}
        onRangeChange={filters.changeRange}
        onSearch={filters.search}
        onRefresh={() => list.refetch()}
        refreshing={list.isFetching}
        onPrint={() =>
          openWorkflowPrint(PRINTED_LIST[tab], {
            ...filters.filter,
            satuan_kerja_id: query.satuan_kerja_id,
          })
        }
      />
      {tab === "masuk" ? (
        <div className="inbox__unit">
          <SatuanKerjaSelect
            allowClear
            placeholder="Semua Satuan Kerja"
            value={satuanKerjaId}
            onChange={(id) => {
              setSatuanKerjaId(id);
              filters.setPage(1);
            }}
          />
        </div>
      ) : null}
      <ErrorAlert error={list.isError ? list.error : null} style={{ marginBottom: 16 }} />
      <PagedTable<InboxItem>
        label={INBOX_TABS[tab].label}
        rowKey="id"
        columns={columns}
        data={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={(page) => filters.setPage(page)}
        rowClassName={(item) => (item.is_read ? "" : "inbox__row--unread")}
        emptyText="Tidak ada surat"
      />
    </>
  );
}

/** 'INBOX SURAT MASUK' (spec 01 §2): tabs 'Surat Masuk' and 'Surat Masuk Sekretariat'. */
export function InboxPage() {
  // `?tab=sekretariat` opens the second tab (the dashboard's card links there).
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: InboxTab = requested && requested in INBOX_TABS ? (requested as InboxTab) : "masuk";
  return (
    <>
      <PageHeader title="INBOX SURAT MASUK" />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(tab) => setParams(tab === "masuk" ? {} : { tab }, { replace: true })}
          items={(Object.keys(INBOX_TABS) as InboxTab[]).map((tab) => ({
            key: tab,
            label: INBOX_TABS[tab].label,
            children: <InboxTabList tab={tab} />,
          }))}
        />
      </Card>
    </>
  );
}
