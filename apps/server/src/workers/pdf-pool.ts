import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { DaftarArsipView } from "../modules/berkas/daftar-arsip.rules";
import type { SerializedKey } from "../modules/esign/certificates";
import type { SignatureInfo } from "../modules/esign/pdf-signature";
import { sampleLetter } from "../modules/surat/pdf/contoh-surat";
import type { ParafSheet } from "../modules/surat/pdf/salinan-arsip";
import type { SoftcopyStamp } from "../modules/surat/pdf/softcopy-stamp";
import type { LetterView } from "../modules/surat/pdf/surat-view.types";
import { asBuffer } from "./bytes";
import type * as Tasks from "./pdf.worker";

/**
 * Rendering and signing a letter take 60–150 ms of CPU each. On the server's one event loop
 * every other request would wait behind them, so they run on a pool of worker threads
 * (PDF_WORKERS of them: by default one fewer than the machine's cores, at least one).
 * PDF_WORKERS=0 runs them on the main thread.
 */
export function pdfThreadCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PDF_WORKERS?.trim();
  if (raw) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`PDF_WORKERS must be a whole number ≥ 0`);
    return n;
  }
  return Math.max(1, availableParallelism() - 1);
}

type TaskName = keyof typeof Tasks;
type Input<T extends TaskName> = Parameters<(typeof Tasks)[T]>[0];
type Output<T extends TaskName> = Awaited<ReturnType<(typeof Tasks)[T]>>;

let pool: Piscina | null = null;
let inline: Promise<typeof Tasks> | null = null;

async function run<T extends TaskName>(name: T, input: Input<T>): Promise<Output<T>> {
  const threads = pdfThreadCount();
  if (threads === 0) {
    inline ??= import("./pdf.worker");
    const tasks = await inline;
    return (tasks[name] as (input: Input<T>) => Output<T> | Promise<Output<T>>)(input);
  }
  pool ??= new Piscina({
    filename: fileURLToPath(new URL("./pdf.worker.mjs", import.meta.url)),
    // One worker stays loaded: a new one takes ~1.3 s to load pdfmake and the fonts, which a
    // letter preview opened after a quiet minute used to wait for (1.4 s instead of 0.1 s).
    // The others end after a minute idle. Idle workers are unref'd: they keep no process alive.
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: 60_000,
    // No loader flags from the parent: the worker's entry registers tsx itself.
    execArgv: [],
  });
  return pool.run(input, { name });
}

/**
 * Starts the kept worker ahead of the first letter: it loads its modules (~0.5 s) and lays out
 * the sample letter once, which parses the fonts and warms the layout code (the first letter
 * of a thread took ~0.9 s, the next ones ~0.1 s).
 */
export async function warmPdfPool() {
  if (pdfThreadCount() === 0) return;
  await run("render", sampleLetter());
}

export async function closePdfPool() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

export const pdfWork = {
  renderLetter: async (view: LetterView) => asBuffer(await run("render", view)),
  /** The archive copy (salinan arsip): the letter with its paraf, marked, never stored. */
  renderArchiveCopy: async (view: LetterView) => asBuffer(await run("archive", view)),
  archiveCopyOfUpload: async (letter: Buffer, sheet: ParafSheet) =>
    asBuffer(await run("archiveUpload", { letter, sheet })),
  stampSoftcopy: async (original: Buffer, stamp: SoftcopyStamp) =>
    asBuffer(await run("stamp", { original, stamp })),
  /** Opens a PKCS#12 with the passphrase; `null` when the passphrase is wrong. */
  unlockKey: (p12: Buffer, passphrase: string) => run("unlock", { p12, passphrase }),
  signPdf: async (pdf: Buffer, key: SerializedKey, info: SignatureInfo) =>
    asBuffer(await run("sign", { pdf, key, info })),
  /**
   * A Daftar Arsip Aktif/Inaktif. Rare, but a unit's list runs to hundreds of berkas over
   * pages of table (hundreds of ms of layout): off the event loop like a letter.
   */
  renderDaftarArsip: async (view: DaftarArsipView) => asBuffer(await run("daftarArsip", view)),
};
