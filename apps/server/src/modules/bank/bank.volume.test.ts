import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPegawai } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";
import { EXCEL_HEADER_ROW } from "./bank.export";

/**
 * 100,000 letters export in bounded memory: the exports go through the bank in keyset batches
 * and stream, so the server process grows by far less than the rows would take if held (the
 * JSON alone is ~33 MB on the wire; the 100,000 print rows held at once take ~44 MB of heap).
 */
const ROWS = 100_000;
/** The bound: growth of the live JS heap (sampled after a full GC every 100 ms) while streaming. */
const HEAP_BOUND_MB = 16;
/** …and of the process's peak resident set (heap with garbage, buffers, the database's memory). */
const RSS_BOUND_MB = 100;
const YEAR = { start_date: "2022-01-01", end_date: "2022-12-31" };

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

let t: TestApp;
let base = "";
let token = "";
let dir = "";

beforeAll(async () => {
  t = await createTestApp();
  const staf = (await demoPegawai(t.db, ["staf"])).get("staf");
  if (!staf) throw new Error("no staf");
  // Loaded as a bulk load is (seed:bulk): without the per-row triggers, which would write a
  // search document for each of the 100,000 letters, one by one; the exports read none.
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into mail (id, satuan_kerja_id, kategori_surat, status_surat, created_by,
                      pengirim_pegawai_id, perihal, no_surat, tanggal_surat, created_at)
    select gen_random_uuid(), ${staf.satuanKerjaId}, 'internal', 'terkirim', ${staf.userId},
           ${staf.pegawaiId},
           'Laporan penyelenggaraan layanan informasi publik nomor ' || i,
           '000.1.2/' || i || '/DISKOMINFO/2022',
           date '2022-01-01' + (i % 365),
           timestamptz '2022-01-01 00:00:00+07' + i * interval '5 minutes'
    from generate_series(1, ${ROWS}) as i`);
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  base = `http://127.0.0.1:${address.port}`;
  token = (await t.login("sekretariat")).access_token;
  dir = await mkdtemp(path.join(os.tmpdir(), "lontar-bank-"));
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Streams a download to a file while sampling the process's memory: the live heap after a full
 * GC every 100 ms, the resident set every 10 ms. Answers the growth of both peaks.
 */
async function measure(url: string, file: string) {
  gc();
  const before = process.memoryUsage();
  const peak = { heapUsed: before.heapUsed, rss: before.rss };
  const live = setInterval(() => {
    gc();
    peak.heapUsed = Math.max(peak.heapUsed, process.memoryUsage().heapUsed);
  }, 100);
  const resident = setInterval(() => {
    peak.rss = Math.max(peak.rss, process.memoryUsage().rss);
  }, 10);
  const timer = { [Symbol.dispose]: () => [live, resident].forEach(clearInterval) };
  const started = Date.now();
  try {
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    if (!res.body) throw new Error("no body");
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
  } finally {
    timer[Symbol.dispose]();
  }
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  const result = {
    heapGrowthMb: mb(peak.heapUsed - before.heapUsed),
    rssGrowthMb: mb(peak.rss - before.rss),
    seconds: (Date.now() - started) / 1000,
    fileMb: mb((await stat(file)).size),
  };
  console.info(`bank export ${url.split("?")[0]}: ${JSON.stringify(result)}`);
  return result;
}

const query = new URLSearchParams(YEAR).toString();

describe(`exporting ${ROWS.toLocaleString("en")} letters`, () => {
  it(`the .xlsx streams with live heap growth < ${HEAP_BOUND_MB} MB and RSS growth < ${RSS_BOUND_MB} MB`, async () => {
    const file = path.join(dir, "bank.xlsx");
    const used = await measure(`/egs/master/bank-mail-keluar/download/excel?${query}`, file);
    expect(used.heapGrowthMb).toBeLessThan(HEAP_BOUND_MB);
    expect(used.rssGrowthMb).toBeLessThan(RSS_BOUND_MB);

    // Every row is there, read back with exceljs's streaming reader.
    let rows = 0;
    let lastDate: unknown = null;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { styles: "cache" });
    for await (const sheet of reader)
      for await (const row of sheet) {
        rows += 1;
        if (row.number > EXCEL_HEADER_ROW) lastDate = row.getCell(2).value;
      }
    expect(rows).toBe(ROWS + EXCEL_HEADER_ROW);
    // The oldest letter (i = 1: 2022-01-01 00:05 in Jakarta) comes last.
    expect((lastDate as Date).toISOString()).toBe("2022-01-01T00:00:00.000Z");
  }, 120_000);

  it(`the print view's data streams under the same bounds`, async () => {
    const file = path.join(dir, "bank.json");
    const used = await measure(`/egs/master/bank-mail-keluar/export?${query}`, file);
    expect(used.heapGrowthMb).toBeLessThan(HEAP_BOUND_MB);
    expect(used.rssGrowthMb).toBeLessThan(RSS_BOUND_MB);
    const { readFile } = await import("node:fs/promises");
    const body = JSON.parse(await readFile(file, "utf8"));
    expect(body.items.datas).toHaveLength(ROWS);
    expect(new Set(body.items.datas.map((r: { id: string }) => r.id)).size).toBe(ROWS);
  }, 120_000);
});
