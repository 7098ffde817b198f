import { eq } from "drizzle-orm";
import { satuanKerja } from "../../db/schema";
import type { TestApp } from "../harness";
import { PDF_BYTES } from "./files";
import { KODE } from "./kop-surat";

export { KODE };

/** The id of a demo work unit by its code. */
export const satuanKerjaIdOf = async (t: TestApp, kode: string) =>
  (await t.db.select().from(satuanKerja).where(eq(satuanKerja.kodeSkpd, kode)))[0]?.id as number;

const BOUNDARY = "----lontar-arsip-boundary";

/** A multipart body of text fields and an optional `file` part (fields first, as the web sends). */
export function arsipMultipart(
  fields: Record<string, string | number | null | undefined>,
  file?: { bytes: Buffer; name?: string; type?: string },
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value ?? ""}\r\n`,
      ),
    );
  }
  if (file)
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? "arsip.pdf"}"\r\n` +
          `Content-Type: ${file.type ?? "application/pdf"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(chunks),
  };
}

/** Creates a location and a type for `username` (in `satuan_kerja_id` for administrators). */
export async function masterFor(t: TestApp, username: string, satuanKerjaId?: number) {
  const as = t.as(username);
  const suffix = Math.random().toString(36).slice(2, 8);
  const lokasi = await as({
    method: "POST",
    url: "/egs/master/arsip/penyimpanan",
    payload: { kode: `G-${suffix}`, nama: "Gedung Arsip", satuan_kerja_id: satuanKerjaId },
  });
  const jenis = await as({
    method: "POST",
    url: "/egs/master/arsip/jenis-arsip",
    payload: {
      kode: `J-${suffix}`,
      nama: `Surat Keputusan ${suffix}`,
      satuan_kerja_id: satuanKerjaId,
    },
  });
  if (lokasi.statusCode !== 200 || jenis.statusCode !== 200)
    throw new Error(`master failed: ${lokasi.body} ${jenis.body}`);
  return {
    penyimpanan: lokasi.json().items._id as number,
    jenisArsip: jenis.json().items._id as number,
  };
}

/** The text fields of an archive item of `master`, with `overrides`. */
export const itemFields = (
  master: { penyimpanan: number; jenisArsip: number },
  overrides: Record<string, string | number | null | undefined> = {},
) => ({
  jenis_arsip: master.jenisArsip,
  penyimpanan: master.penyimpanan,
  no_dokumen: "800/12/2024",
  tahun: 2024,
  nama_arsip: "SK Pengangkatan",
  ...overrides,
});

/** Uploads an archive item and answers its `items`. */
export async function createItem(
  t: TestApp,
  username: string,
  master: { penyimpanan: number; jenisArsip: number },
  overrides: Record<string, string | number | null | undefined> = {},
  bytes: Buffer = PDF_BYTES,
) {
  const res = await t.as(username)({
    method: "POST",
    url: "/egs/arsip",
    ...arsipMultipart(itemFields(master, overrides), { bytes }),
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().items;
}
