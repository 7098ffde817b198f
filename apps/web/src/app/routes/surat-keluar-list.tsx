import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { useMarkCategoryRead } from "../../features/notifikasi/api/use-mark-category-read";
import { OutgoingListPage } from "../../features/surat-keluar/components/outgoing-list-page";
import { isOutgoingSection } from "../../features/surat-keluar/sections";

/** `/surat-keluar/{konsep|persetujuan|surat-batal|telusuri|terkirim}`. */
export function Component() {
  const { section } = useParams();
  useMarkCategoryRead(section === "persetujuan" || section === "konsep" ? section : null);
  if (!isOutgoingSection(section))
    return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  // A new section starts with fresh filters.
  return <OutgoingListPage key={section} section={section} />;
}
