/** Renders the sample letter to a file, for a look by eye: `npx tsx scripts/render-sample.ts out.pdf`. */
import { writeFileSync } from "node:fs";
import { sampleLetter } from "../src/modules/surat/pdf/contoh-surat";
import { renderLetter } from "../src/modules/surat/pdf/render";

const out = process.argv[2] ?? "contoh-surat.pdf";
const penerima = Array.from({ length: Number(process.argv[3] ?? 1) }, (_, i) => ({
  nama: `Pejabat ${i + 1}`,
  jabatan: `Kepala Dinas ${i + 1}`,
}));
writeFileSync(
  out,
  await renderLetter(
    sampleLetter({
      draft: false,
      tandaTangan: {
        kind: "digital",
        verifyUrl: "https://surat.kabupatencontoh.example/verifikasi/contoh",
      },
      ...(penerima.length > 1 ? { penerima } : {}),
    }),
  ),
);
console.log(out);
