/** Indonesian wording used on official letters: dates in words and numbers in words. */

const SATUAN = [
  "",
  "satu",
  "dua",
  "tiga",
  "empat",
  "lima",
  "enam",
  "tujuh",
  "delapan",
  "sembilan",
  "sepuluh",
  "sebelas",
];

/** A whole number in Indonesian words: 1 → `satu`, 21 → `dua puluh satu`, 100 → `seratus`. */
export function terbilang(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`Bilangan tidak valid: ${n}`);
  if (n === 0) return "nol";
  const words = (x: number): string => {
    if (x < 12) return SATUAN[x] ?? "";
    if (x < 20) return `${words(x - 10)} belas`;
    if (x < 100) return `${words(Math.floor(x / 10))} puluh ${words(x % 10)}`.trim();
    if (x < 200) return `seratus ${words(x - 100)}`.trim();
    if (x < 1000) return `${words(Math.floor(x / 100))} ratus ${words(x % 100)}`.trim();
    if (x < 2000) return `seribu ${words(x - 1000)}`.trim();
    if (x < 1_000_000) return `${words(Math.floor(x / 1000))} ribu ${words(x % 1000)}`.trim();
    return `${words(Math.floor(x / 1_000_000))} juta ${words(x % 1_000_000)}`.trim();
  };
  return words(n);
}

/** The Lampiran line: `1 (satu) Lembar`, or `-` when there is no attachment. */
export function lampiranText(jumlah: number, satuan: string): string {
  return jumlah > 0 ? `${jumlah} (${terbilang(jumlah)}) ${satuan}` : "-";
}
