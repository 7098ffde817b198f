import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { BankListPage } from "../../features/bank/components/bank-list-page";
import { bankOfSegment } from "../../features/bank/paths";

/** `/bank-surat/keluar`, `/bank-surat/masuk` and `/bank-surat/masuk-sekretariat`. */
export function Component() {
  const kind = bankOfSegment(useParams().bank);
  if (!kind) return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  // Another bank starts with fresh filters.
  return <BankListPage key={kind} kind={kind} />;
}
