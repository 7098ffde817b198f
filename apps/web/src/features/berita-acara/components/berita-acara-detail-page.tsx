import { ArrowLeftOutlined, StopOutlined } from "@ant-design/icons";
import { BERITA_ACARA_MESSAGES } from "@lontar/contracts/berita-acara";
import type { BerkasItem } from "@lontar/contracts/berkas";
import { Card, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConfirmButton } from "../../../components/confirm-button";
import { ErrorAlert } from "../../../components/error-alert";
import { NotFound } from "../../../components/not-found";
import { PageHeader } from "../../../components/page-header";
import { PageSpinner } from "../../../components/page-spinner";
import { PagedTable } from "../../../components/paged-table";
import { toApiError } from "../../../lib/api-error";
import { isRouteAllowed, useAllowedRoutes } from "../../../lib/auth/allowed-routes";
import { showBanner } from "../../../lib/banner-store";
import { berkasColumns } from "../../pemberkasan/components/berkas-columns";
import { berkasHref } from "../../pemberkasan/paths";
import { useCancelBeritaAcara } from "../api/cancel-berita-acara";
import { useBeritaAcaraDetail } from "../api/get-berita-acara-detail";
import { BERITA_ACARA_PATH } from "../paths";
import { BeritaAcaraFields } from "./berita-acara-fields";
import { BeritaAcaraPdf } from "./berita-acara-pdf";
import { SignBeritaAcara } from "./sign-berita-acara";

/** What 'Batalkan Usulan' asks first. */
export const CONFIRM_CANCEL =
  "Batalkan usulan berita acara ini? Berkasnya dapat diusulkan kembali.";

const noPaging = () => undefined;

const section = (title: string, children: ReactNode) => (
  <Card
    title={
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    }
  >
    {children}
  </Card>
);

/**
 * One Berita Acara: its particulars and berkas. Its signer signs it ('Tandatangani', with the
 * passphrase); the unit's archivist withdraws it while it waits ('Batalkan Usulan'); once
 * signed it shows its number and the signed PDF. Unknown (or out of reach): 'Not Found !'.
 * The way back leads to the Berita Acara list, or the dashboard for a head of unit without it.
 */
export function BeritaAcaraDetailPage({ id }: { id: string }) {
  const detail = useBeritaAcaraDetail(id);
  const cancel = useCancelBeritaAcara();
  const routes = useAllowedRoutes();
  const ba = detail.data;
  const listOpen = isRouteAllowed(routes, BERITA_ACARA_PATH);
  // The berkas link to their detail only for those the Pemberkasan menu opens it to.
  const berkasOpen = isRouteAllowed(routes, berkasHref(":id"));
  const home = listOpen
    ? { path: BERITA_ACARA_PATH, label: "Kembali ke Berita Acara" }
    : { path: "/dashboard", label: "Kembali ke dashboard" };

  if (detail.isError && toApiError(detail.error).status === 404)
    return <NotFound homePath={home.path} homeLabel={home.label} />;

  return (
    <>
      <PageHeader
        title={ba?.judul ?? "Detail Berita Acara"}
        extra={
          <Space wrap>
            <Link to={home.path}>
              <ArrowLeftOutlined aria-hidden /> Kembali
            </Link>
            {ba?.can_cancel ? (
              <ConfirmButton
                title={CONFIRM_CANCEL}
                icon={<StopOutlined />}
                danger
                size="middle"
                onConfirm={async () => {
                  await cancel.mutateAsync(id);
                  showBanner({ type: "success", message: BERITA_ACARA_MESSAGES.cancelled });
                }}
              >
                Batalkan Usulan
              </ConfirmButton>
            ) : null}
            {ba?.can_sign ? <SignBeritaAcara id={id} /> : null}
          </Space>
        }
      />
      <ErrorAlert error={detail.isError ? detail.error : null} style={{ marginBottom: 16 }} />
      {ba ? (
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <Card>
            <BeritaAcaraFields ba={ba} />
          </Card>
          {ba.pdf_url
            ? section(
                "Dokumen Berita Acara",
                <BeritaAcaraPdf url={ba.pdf_url} nomor={ba.nomor} id={ba.id} />,
              )
            : null}
          {section(
            "Daftar Berkas",
            <PagedTable<BerkasItem>
              label="Daftar Berkas"
              cardTitleKey="judul"
              rowKey="id"
              columns={berkasColumns({ link: berkasOpen })}
              data={ba.berkas}
              meta={undefined}
              loading={detail.isFetching}
              onPageChange={noPaging}
              emptyText="Tidak ada berkas"
            />,
          )}
        </Space>
      ) : detail.isPending ? (
        <PageSpinner />
      ) : null}
    </>
  );
}
