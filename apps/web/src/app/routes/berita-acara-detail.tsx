import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { BeritaAcaraDetailPage } from "../../features/berita-acara/components/berita-acara-detail-page";

/** `/berita-acara/{id}`: one Berita Acara, open to every signed-in user (the server decides). */
export function Component() {
  const { id } = useParams();
  if (!id) return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  return <BeritaAcaraDetailPage key={id} id={id} />;
}
