import type { InboxItem } from "@lontar/contracts/incoming";
import {
  type MailListItem,
  WORKFLOW_PRINT_TITLES,
  type WorkflowListPath,
} from "@lontar/contracts/mail";
import { mailStatusLabel, RECIPIENT_ROLE_LABELS } from "@lontar/contracts/mail-status";
import { useSearchParams } from "react-router";
import { type PrintColumn, PrintLayout } from "../../../components/print-layout";
import { toApiError } from "../../../lib/api-error";
import { formatDay } from "../../../lib/dates";
import { useWorkflowPrint } from "../api/get-workflow-print";
import { printFilterFromSearch } from "../workflow-print";

/** A row of any workflow list: the inbox lists add how the letter reached the user. */
type PrintRow = MailListItem & Partial<Pick<InboxItem, "role" | "disposisi">>;
type Column = PrintColumn<PrintRow>;

const no: Column = { title: "No", render: (_, i) => i + 1, width: "4%", align: "center" };
const nomor: Column = { title: "Nomor Surat", render: (r) => r.no_surat ?? "-", width: "15%" };
const perihal: Column = { title: "Perihal", render: (r) => r.hal || "(tanpa perihal)" };
const kepada: Column = { title: "Kepada", render: (r) => r.kepada || "-", width: "15%" };
const dari: Column = { title: "Dari", render: (r) => r.dari ?? "-", width: "15%" };

/** How the letter came: the role, and who disposed it with which instructions. */
function arrival(row: PrintRow): string {
  const role = row.role ? RECIPIENT_ROLE_LABELS[row.role] : "-";
  if (!row.disposisi) return role;
  const aksi = row.disposisi.aksi.length > 0 ? `: ${row.disposisi.aksi.join(", ")}` : "";
  return `${role} dari ${row.disposisi.peg_nama}${aksi}`;
}

/** The printable columns of each kind of workflow list (spec 01 "Printable lists"). */
const OUTGOING: Column[] = [
  no,
  { title: "Tanggal", render: (r) => formatDay(r.tanggal), width: "10%" },
  nomor,
  perihal,
  { title: "Pengirim", render: (r) => r.pengirim?.peg_nama ?? "-", width: "14%" },
  kepada,
  { title: "Pemeriksa", render: (r) => r.pemeriksa ?? "-", width: "13%" },
  { title: "Status", render: (r) => mailStatusLabel(r.status_mail), width: "9%" },
];
const INBOX: Column[] = [
  no,
  { title: "Tanggal Diterima", render: (r) => formatDay(r.tanggal), width: "11%" },
  nomor,
  perihal,
  dari,
  { title: "Diterima Sebagai", render: arrival, width: "22%" },
];
const REGISTERED: Column[] = [
  no,
  { title: "Tanggal", render: (r) => formatDay(r.tanggal), width: "10%" },
  nomor,
  { title: "Resi", render: (r) => r.resi ?? "-", width: "10%" },
  perihal,
  dari,
  kepada,
];

/** Why the rows could not be read: a refused filter says which, anything else the banner text. */
function failure(error: unknown): string {
  const apiError = toApiError(error);
  return Object.values(apiError.errors)[0]?.[0] ?? apiError.message;
}

const columnsOf = (path: WorkflowListPath): Column[] =>
  path === "terkirim/mail-sekretariat"
    ? REGISTERED
    : path === "mail" || path === "mail-sekretariat"
      ? INBOX
      : OUTGOING;

/**
 * The print view of any workflow list (Konsep, Persetujuan, Surat Batal, Telusuri, Terkirim,
 * the inbox tabs, the secretariat's Terkirim): the list under the filter it was opened with,
 * every row, on A4 landscape, as the bank's print views; the print dialog opens by itself.
 */
export function WorkflowPrintView({ path }: { path: WorkflowListPath }) {
  const [search] = useSearchParams();
  const print = useWorkflowPrint(path, printFilterFromSearch(search));
  const data = print.data;
  const title = WORKFLOW_PRINT_TITLES[path];
  return (
    <>
      <title>{`${title} · Lontar`}</title>
      <PrintLayout<PrintRow>
        title={data ? `${data.title} — ${data.filter}` : title}
        tanggal={data?.tanggal}
        instansi={data?.instansi}
        pencetak={data?.pencetak}
        dicetak={data?.dicetak}
        columns={columnsOf(path)}
        rows={data?.datas}
        loading={print.isLoading}
        error={print.isError ? failure(print.error) : null}
      />
    </>
  );
}
