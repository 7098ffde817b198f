import { useLocation, useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import type { IncomingKind } from "../../features/surat-masuk/api/get-incoming-detail";
import { IncomingDetailPage } from "../../features/surat-masuk/components/incoming-detail-page";

const kindOf = (pathname: string): IncomingKind =>
  pathname.startsWith("/surat-masuk/terkirim/")
    ? "terkirim"
    : pathname.includes("/detail-sekretariat/")
      ? "sekretariat"
      : "non-sekretariat";

/**
 * `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/{id}`,
 * `/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/{id}` and
 * `/surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/{id}`.
 */
export function Component() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (!id) return <NotFound homePath="/surat-masuk/daftar-surat" homeLabel="Kembali ke inbox" />;
  const kind = kindOf(pathname);
  return <IncomingDetailPage key={`${kind}/${id}`} kind={kind} id={id} />;
}
