import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { BerkasDetailPage } from "../../features/pemberkasan/components/berkas-detail-page";

/** `/arsip/pemberkasan/{id}`: one berkas and its records. */
export function Component() {
  const { id } = useParams();
  if (!id) return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  return <BerkasDetailPage key={id} id={id} />;
}
