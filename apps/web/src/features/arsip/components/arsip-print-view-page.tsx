import {
  ARSIP_MESSAGES,
  type ArsipListKey,
  type ArsipPrintRow,
  arsipListKey,
} from "@lontar/contracts/arsip";
import { useLocation, useSearchParams } from "react-router";
import { type PrintColumn, PrintLayout } from "../../../components/print-layout";
import { useArsipPrint } from "../api/export-arsip";

const COLUMNS: PrintColumn<ArsipPrintRow>[] = [
  { title: "No", render: (_, i) => i + 1, width: "5%", align: "center" },
  { title: "Jenis Arsip", render: (r) => r.jenis_arsip, width: "16%" },
  { title: "Nama Penyimpanan", render: (r) => r.nama_penyimpanan, width: "14%" },
  { title: "Nomor Dokumen", render: (r) => r.no_dokumen, width: "17%" },
  { title: "Tahun", render: (r) => r.tahun, width: "7%", align: "center" },
  { title: "Nama Arsip", render: (r) => r.nama_arsip },
];
const MUSNAH_COLUMNS: PrintColumn<ArsipPrintRow>[] = [
  ...COLUMNS,
  { title: "Klasifikasi", render: (r) => r.klasifikasi ?? "-", width: "16%" },
  { title: "Inaktif s.d.", render: (r) => r.inaktif_sampai ?? "-", width: "8%", align: "center" },
];

const numberParam = (value: string | null) => (value ? Number(value) || undefined : undefined);

/**
 * `/arsip/list-surat/listArsipPrintView` and `…/listArsipDeletedPrintView`: the archive list
 * as the export filter chose it, ready to print (`key=usul-musnah` prints the disposal list).
 */
export function ArsipPrintViewPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const requested = arsipListKey.safeParse(search.get("key"));
  const key: ArsipListKey = pathname.endsWith("listArsipDeletedPrintView")
    ? "terhapus"
    : requested.success && requested.data !== "terhapus"
      ? requested.data
      : "aktif";
  const print = useArsipPrint({
    key,
    q: search.get("q") ?? undefined,
    jenis_arsip: numberParam(search.get("jenis_arsip")),
    satuan_kerja_id: numberParam(search.get("satuan_kerja_id")),
  });
  const data = print.data?.items;
  return (
    <PrintLayout<ArsipPrintRow>
      title={data?.title ?? "Daftar Arsip"}
      tanggal={data?.tanggal}
      instansi={data?.instansi}
      pencetak={data?.pencetak}
      dicetak={data?.dicetak}
      columns={key === "usul-musnah" ? MUSNAH_COLUMNS : COLUMNS}
      rows={data?.items}
      loading={print.isLoading}
      error={print.isError ? ARSIP_MESSAGES.listFailed : null}
    />
  );
}
