import { useLocation } from "react-router";
import { NotFound } from "../../components/not-found";
import { WorkflowPrintView } from "../../features/surat/components/workflow-print-view";
import { listOfPrintPath } from "../../features/surat/workflow-print";

/**
 * `/surat-keluar/print-view/{konsep|persetujuan|surat-batal|telusuri|terkirim}` and
 * `/surat-masuk/print-view/{surat-masuk|surat-masuk-sekretariat|terkirim}`: outside the shell,
 * laid out for paper.
 */
export function Component() {
  const path = listOfPrintPath(useLocation().pathname);
  if (!path) return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  return <WorkflowPrintView key={path} path={path} />;
}
