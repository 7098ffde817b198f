import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { OutgoingDetailPage } from "../../features/surat-keluar/components/outgoing-detail-page";
import { isOutgoingSection } from "../../features/surat-keluar/sections";

/** `/surat-keluar/{section}/detail/{id}`. */
export function Component() {
  const { section, id } = useParams();
  if (!isOutgoingSection(section) || !id)
    return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  // After SETUJU the same letter opens in another section: start afresh.
  return <OutgoingDetailPage key={`${section}/${id}`} section={section} id={id} />;
}
