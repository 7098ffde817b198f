import { useParams } from "react-router";
import { NotFound } from "../../components/not-found";
import { bankListHref, bankOfSegment } from "../../features/bank/paths";
import { OutgoingDetailPage } from "../../features/surat-keluar/components/outgoing-detail-page";
import { IncomingDetailPage } from "../../features/surat-masuk/components/incoming-detail-page";

/**
 * The bank details (spec 02 §2.1): `/bank-surat/{keluar|masuk|masuk-sekretariat}/list/detail/{id}`
 * and `/bank-surat/list/detail/{id}` (outgoing) show the letter details of the outgoing and
 * incoming screens, read only; the server decides who may read them.
 */
export function Component() {
  const { bank, id } = useParams();
  const kind = bank === undefined ? "keluar" : bankOfSegment(bank);
  if (!kind || !id) return <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />;
  const backTo = bankListHref(kind);
  if (kind === "keluar")
    return <OutgoingDetailPage key={id} section="terkirim" id={id} readOnly backTo={backTo} />;
  return (
    <IncomingDetailPage
      key={id}
      kind={kind === "masuk" ? "sekretariat" : "non-sekretariat"}
      id={id}
      readOnly
      backTo={backTo}
    />
  );
}
