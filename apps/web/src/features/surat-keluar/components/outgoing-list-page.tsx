import type { MailListItem } from "@lontar/contracts/mail";
import { Card } from "antd";
import { ErrorAlert } from "../../../components/error-alert";
import { ListSubHeader, useListFilters } from "../../../components/list-sub-header";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { showBanner } from "../../../lib/banner-store";
import { openWorkflowPrint } from "../../surat/workflow-print";
import { useDeleteOutgoing } from "../api/delete-outgoing";
import { useOutgoingList } from "../api/get-outgoing-list";
import { OUTGOING_SECTIONS, type OutgoingSection } from "../sections";
import { outgoingColumns } from "./outgoing-list-columns";
import "./surat-keluar.css";

export const DELETED_TEXT = "Surat berhasil dihapus";

/**
 * One outgoing workflow list (Konsep, Persetujuan, Surat Batal, Telusuri, Terkirim): the dated
 * sub-header, ten rows a page, and the spec's footer.
 */
export function OutgoingListPage({ section }: { section: OutgoingSection }) {
  const { listPath, title } = OUTGOING_SECTIONS[section];
  const filters = useListFilters();
  const list = useOutgoingList(listPath, filters.query);
  const remove = useDeleteOutgoing();

  const columns = outgoingColumns(section, {
    from: list.data?.meta.from ?? 1,
    onDelete: async (item) => {
      await remove.mutateAsync(item.id);
      showBanner({ type: "success", message: DELETED_TEXT });
    },
  });

  return (
    <>
      <PageHeader title={title} />
      <Card>
        <ListSubHeader
          range={filters.range}
          onRangeChange={filters.changeRange}
          onSearch={filters.search}
          onRefresh={() => list.refetch()}
          refreshing={list.isFetching}
          onPrint={() => openWorkflowPrint(listPath, filters.filter)}
        />
        <ErrorAlert error={list.isError ? list.error : null} style={{ marginBottom: 16 }} />
        <PagedTable<MailListItem>
          label={title}
          rowKey="id"
          columns={columns}
          data={list.data?.items}
          meta={list.data?.meta}
          loading={list.isFetching}
          onPageChange={(page) => filters.setPage(page)}
          rowClassName={(item) => (item.is_read ? "" : "outgoing-list__row--unread")}
          emptyText="Tidak ada surat"
        />
      </Card>
    </>
  );
}
