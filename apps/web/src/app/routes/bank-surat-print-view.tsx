import { useLocation } from "react-router";
import { NotFound } from "../../components/not-found";
import { BankPrintViewPage } from "../../features/bank/components/bank-print-view-page";
import { bankOfPrintPath } from "../../features/bank/paths";

/**
 * `/bank-surat/list-surat/listBankSuratKeluarPrinted`, `…/listBankSuratMasukPrinted` and
 * `…/listBankSuratMasukSekretariatPrinted`: outside the shell, laid out for paper.
 */
export function Component() {
  const kind = bankOfPrintPath(useLocation().pathname);
  if (!kind) return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  return <BankPrintViewPage kind={kind} />;
}
