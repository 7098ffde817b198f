/**
 * Render-and-sign benchmark (ARCHITECTURE.md §6: approving a letter under 300 ms): renders a
 * two-page letter and signs it, after a warm-up, and prints the timings. Keys are made once
 * beforehand, as the app does at passphrase set-up.
 *   npm run bench:sign -w apps/server [-- --runs 30]
 */
import { createCa, issueUserKey, unlockUserKey } from "../src/modules/esign/certificates";
import { signPdf } from "../src/modules/esign/pdf-signature";
import { sampleLetter } from "../src/modules/surat/pdf/contoh-surat";
import { renderLetter } from "../src/modules/surat/pdf/render";
import { pdfPageCount } from "../src/test/pdf-tools";

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;

const paragraph =
  "<p>Sehubungan dengan pelaksanaan program kerja tahun anggaran 2026, kami sampaikan bahwa " +
  "seluruh perangkat daerah diminta menyiapkan laporan capaian kinerja, data pendukung, serta " +
  "rencana tindak lanjut sesuai dengan format yang telah ditetapkan.</p>";
const view = sampleLetter({
  draft: false,
  isiHtml: paragraph.repeat(12),
  tandaTangan: { kind: "digital", verifyUrl: "https://surat.kabupatencontoh.example/verifikasi/x" },
});

const ca = createCa("Bench CA");
const issued = issueUserKey(
  ca,
  {
    nama: "Ir. Bambang Sutrisno, M.T.",
    nip: "197003121995031002",
    jabatan: "Kepala Dinas",
    satuanKerja: "Diskominfo",
  },
  "lontar123",
);

async function once() {
  const started = performance.now();
  const unlocked = unlockUserKey(issued.p12, "lontar123");
  if (!unlocked) throw new Error("unlock failed");
  const unlockedAt = performance.now();
  const pdf = await renderLetter(view);
  const renderedAt = performance.now();
  const signed = await signPdf(pdf, unlocked, {
    name: "Ir. Bambang Sutrisno, M.T.",
    reason: "Bench",
    location: "Kabupaten Contoh",
    signingTime: new Date(),
  });
  const done = performance.now();
  return {
    signed,
    unlock: unlockedAt - started,
    render: renderedAt - unlockedAt,
    sign: done - renderedAt,
    total: done - started,
  };
}

const warm = await once();
const pages = await pdfPageCount(warm.signed);
const samples = [];
for (let i = 0; i < runs; i++) samples.push(await once());
const pct = (key: "unlock" | "render" | "sign" | "total", p: number) => {
  const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
console.log(`Render + sign a ${pages}-page letter, ${runs} runs after one warm-up (ms):`);
console.log("step      p50     p95     max");
for (const key of ["unlock", "render", "sign", "total"] as const) {
  console.log(
    `${key.padEnd(8)} ${pct(key, 50).toFixed(1).padStart(6)} ${pct(key, 95).toFixed(1).padStart(7)} ${pct(key, 100).toFixed(1).padStart(7)}`,
  );
}
console.log(
  `budget 300 ms: ${pct("total", 95) < 300 ? "met" : "NOT met"} (p95 ${pct("total", 95).toFixed(1)} ms)`,
);
