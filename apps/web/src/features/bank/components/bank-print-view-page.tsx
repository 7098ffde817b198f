import {
  BANK_MESSAGES,
  BANK_TITLES,
  type BankKind,
  type BankPrintRow,
} from "@lontar/contracts/bank";
import { statusLabel } from "@lontar/contracts/mail-status";
import { useSearchParams } from "react-router";
import { type PrintColumn, PrintLayout } from "../../../components/print-layout";
import { formatDay } from "../../../lib/dates";
import { useBankPrint } from "../api/get-bank-print";
import { filterFromSearch } from "../paths";

const no: PrintColumn<BankPrintRow> = {
  title: "No",
  render: (_, i) => i + 1,
  width: "4%",
  align: "center",
};
const nomor: PrintColumn<BankPrintRow> = {
  title: "Nomor Surat",
  render: (r) => r.no_surat ?? "-",
  width: "17%",
};

/** The status word the list's badge shows: the letter's status or the unit's progress. */
const status: PrintColumn<BankPrintRow> = {
  title: "Status",
  render: (r) => statusLabel(r.status),
  width: "10%",
  align: "center",
};

/** The printable lists' columns (spec 01 "Workflow lists"), with the list's Status. */
export const PRINT_COLUMNS: Record<BankKind, PrintColumn<BankPrintRow>[]> = {
  keluar: [
    no,
    { title: "Tanggal Dibuat", render: (r) => formatDay(r.tanggal), width: "11%" },
    nomor,
    { title: "Hal", render: (r) => r.hal },
    { title: "Pengirim", render: (r) => r.dari ?? "-", width: "16%" },
    status,
    { title: "Jenis Surat", render: (r) => r.jenis_surat ?? "-", width: "12%" },
  ],
  "masuk-internal": [
    no,
    { title: "Tanggal Terima", render: (r) => formatDay(r.tanggal), width: "11%" },
    nomor,
    { title: "Perihal", render: (r) => r.hal },
    {
      title: "Pengirim",
      render: (r) => `${r.dari ?? "-"} (${r.satuan_kerja_nama})`,
      width: "18%",
    },
    { title: "Disposisi", render: (r) => r.disposisi ?? "-", width: "22%" },
    status,
  ],
  masuk: [
    no,
    { title: "Tanggal Terima", render: (r) => formatDay(r.tanggal), width: "11%" },
    nomor,
    { title: "Perihal", render: (r) => r.hal },
    { title: "Pengirim", render: (r) => r.dari ?? "-", width: "18%" },
    { title: "Disposisi", render: (r) => r.disposisi ?? "-", width: "22%" },
    status,
  ],
};

/**
 * `/bank-surat/list-surat/listBankSurat{Keluar|Masuk|MasukSekretariat}Printed`: the bank under
 * the filter it was opened with, every row, on A4 landscape; the print dialog opens by itself.
 */
export function BankPrintViewPage({ kind }: { kind: BankKind }) {
  const [search] = useSearchParams();
  const print = useBankPrint(kind, filterFromSearch(search));
  const data = print.data;
  return (
    <>
      <title>{`${BANK_TITLES[kind]} · Lontar`}</title>
      <PrintLayout<BankPrintRow>
        title={data ? `${data.title} — ${data.filter}` : BANK_TITLES[kind]}
        tanggal={data?.tanggal}
        instansi={data?.instansi}
        pencetak={data?.pencetak}
        dicetak={data?.dicetak}
        columns={PRINT_COLUMNS[kind]}
        rows={data?.datas}
        loading={print.isLoading}
        error={print.isError ? BANK_MESSAGES.listFailed : null}
      />
    </>
  );
}
