import { BeritaAcaraListPage } from "../../features/berita-acara/components/berita-acara-list-page";

/** `/arsip/berita-acara` (Berita Acara). */
export function Component() {
  return <BeritaAcaraListPage />;
}
