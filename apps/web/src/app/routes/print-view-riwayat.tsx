import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { RiwayatPrintView } from "../../features/surat-masuk/components/riwayat-print-view";

/** `/bank-surat/print-view-riwayat/{id}` (outside the shell). */
export function Component() {
  const { id } = useParams();
  if (!id) return <NotFound homePath="/surat-masuk/daftar-surat" homeLabel="Kembali ke inbox" />;
  return <RiwayatPrintView id={id} />;
}
