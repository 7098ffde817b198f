import type { DaftarArsipQuery } from "@lontar/contracts/berkas";
import { todayInJakarta } from "../../../lib/dates";
import { downloadFile } from "../../../lib/get-blob";

/** The file as the server names it: 'daftar-arsip-inaktif-2026-03-21.xlsx'. */
export const daftarArsipFileName = ({ jenis, format }: Omit<DaftarArsipQuery, "satuan_kerja_id">) =>
  `daftar-arsip-${jenis}-${todayInJakarta()}.${format}`;

/** GET egs/berkas/daftar with the bearer token, saved as the workbook or PDF it is. */
export function downloadDaftarArsip(query: DaftarArsipQuery): Promise<void> {
  const params = new URLSearchParams({ jenis: query.jenis, format: query.format });
  if (query.satuan_kerja_id !== undefined)
    params.set("satuan_kerja_id", String(query.satuan_kerja_id));
  return downloadFile(`/egs/berkas/daftar?${params}`, daftarArsipFileName(query));
}
