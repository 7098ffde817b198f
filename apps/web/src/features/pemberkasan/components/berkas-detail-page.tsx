import { ArrowLeftOutlined, LockOutlined } from "@ant-design/icons";
import { BERKAS_MESSAGES, type BerkasIsiItem } from "@lontar/contracts/berkas";
import { Card, Space, Typography } from "antd";
import { Link } from "react-router";
import { ConfirmButton } from "../../../components/confirm-button";
import { ErrorAlert } from "../../../components/error-alert";
import { NotFound } from "../../../components/not-found";
import { PageHeader } from "../../../components/page-header";
import { PageSpinner } from "../../../components/page-spinner";
import { PagedTable } from "../../../components/paged-table";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { useCloseBerkas } from "../api/close-berkas";
import { useBerkasDetail } from "../api/get-berkas-detail";
import { useRemoveIsi } from "../api/remove-isi";
import { nomorBerkas } from "../format";
import { PEMBERKASAN_PATH } from "../paths";
import { BerkasFields } from "./berkas-fields";
import { isiColumns } from "./isi-columns";
import { TambahIsi } from "./tambah-isi";

const noPaging = () => undefined;

/**
 * One berkas: its description and retention, and its records in order. While it is open
 * ('aktif') letters are filed in and taken out, and 'Tutup Berkas' closes it; afterwards it
 * is read only. An unknown berkas (or one of another work unit) is 'Not Found !'.
 */
export function BerkasDetailPage({ id }: { id: string }) {
  const detail = useBerkasDetail(id);
  const remove = useRemoveIsi();
  const close = useCloseBerkas();
  const berkas = detail.data;

  if (detail.isError && toApiError(detail.error).status === 404)
    return <NotFound homePath={PEMBERKASAN_PATH} homeLabel="Kembali ke Pemberkasan" />;
  const open = berkas?.status === "aktif";
  const back = (
    <Link to={PEMBERKASAN_PATH}>
      <ArrowLeftOutlined aria-hidden /> Kembali
    </Link>
  );

  const onRemove = async (isi: BerkasIsiItem) => {
    await remove.mutateAsync({ id, isiId: isi.id });
    showBanner({ type: "success", message: BERKAS_MESSAGES.removed });
  };

  return (
    <>
      <PageHeader
        title={berkas ? `Berkas ${nomorBerkas(berkas)}` : "Detail Berkas"}
        extra={
          <Space wrap>
            {back}
            {open ? (
              <ConfirmButton
                title={BERKAS_MESSAGES.confirmClose}
                icon={<LockOutlined />}
                size="middle"
                onConfirm={async () => {
                  await close.mutateAsync({ id });
                  showBanner({ type: "success", message: BERKAS_MESSAGES.closedOk });
                }}
              >
                Tutup Berkas
              </ConfirmButton>
            ) : null}
          </Space>
        }
      />
      <ErrorAlert error={detail.isError ? detail.error : null} style={{ marginBottom: 16 }} />
      {berkas ? (
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <Card>
            <BerkasFields berkas={berkas} />
          </Card>
          <Card
            title={
              <Typography.Title level={4} style={{ margin: 0 }}>
                Isi Berkas
              </Typography.Title>
            }
          >
            <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
              {open ? <TambahIsi berkasId={id} /> : null}
              <PagedTable<BerkasIsiItem>
                label="Isi Berkas"
                cardTitleKey="uraian"
                rowKey="id"
                columns={isiColumns(open ? onRemove : undefined)}
                data={berkas.isi}
                meta={undefined}
                loading={detail.isFetching}
                onPageChange={noPaging}
                emptyText="Belum ada isi"
              />
            </Space>
          </Card>
        </Space>
      ) : detail.isPending ? (
        <PageSpinner />
      ) : null}
    </>
  );
}
