import { PlusOutlined } from "@ant-design/icons";
import type { InboxItem } from "@lontar/contracts/incoming";
import { Alert, Button, Card } from "antd";
import { Link } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { ListSubHeader, useListFilters } from "../../../components/list-sub-header";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { showBanner } from "../../../lib/banner-store";
import { openWorkflowPrint } from "../../surat/workflow-print";
import { useDeleteIncomingMail } from "../api/delete-incoming-mail";
import { useTerkirimList } from "../api/get-terkirim-list";
import { terkirimColumns } from "./terkirim-columns";

export const DELETED_TEXT = "Surat berhasil dihapus";

/** The letter just registered, as the registration form hands it over. */
export interface RegisteredNotice {
  perihal: string;
  resi?: string;
  nomor_agenda?: number;
}

/**
 * The secretariat's Terkirim list (spec 01 §2 "Workflow lists", Terkirim external): the incoming
 * letters it registered, dated sub-header, ten a page with the spec's footer; after a
 * registration, a note with the letter's agenda number and resi.
 */
export function TerkirimListPage({ registered }: { registered?: RegisteredNotice }) {
  const filters = useListFilters();
  const list = useTerkirimList(filters.query);
  const remove = useDeleteIncomingMail();

  const columns = terkirimColumns({
    from: list.data?.meta.from ?? 1,
    onDelete: async (item) => {
      await remove.mutateAsync(item.id);
      showBanner({ type: "success", message: DELETED_TEXT });
    },
  });

  return (
    <>
      <PageHeader
        title="SURAT MASUK TERKIRIM"
        extra={
          <Link to="/surat-masuk/buat">
            <Button type="primary" icon={<PlusOutlined />}>
              Buat Surat Masuk
            </Button>
          </Link>
        }
      />
      {registered?.resi ? (
        <Alert
          type="info"
          showIcon
          closable={{ "aria-label": "Tutup" }}
          style={{ marginBottom: 16 }}
          title={`Surat "${registered.perihal}" tercatat dengan nomor agenda ${registered.nomor_agenda ?? "-"} dan resi ${registered.resi}.`}
          description="Resi dikirim ke e-mail pengirim untuk melacak surat."
        />
      ) : null}
      <Card>
        <ListSubHeader
          range={filters.range}
          onRangeChange={filters.changeRange}
          onSearch={filters.search}
          onRefresh={() => list.refetch()}
          refreshing={list.isFetching}
          onPrint={() => openWorkflowPrint("terkirim/mail-sekretariat", filters.filter)}
        />
        <ErrorAlert error={list.isError ? list.error : null} style={{ marginBottom: 16 }} />
        <PagedTable<InboxItem>
          label="Surat Masuk Terkirim"
          rowKey="id"
          columns={columns}
          data={list.data?.items}
          meta={list.data?.meta}
          loading={list.isFetching}
          onPageChange={(page) => filters.setPage(page)}
          emptyText="Tidak ada surat"
        />
      </Card>
    </>
  );
}
