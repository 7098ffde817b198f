/** Indonesian wording used on official letters: dates in words and numbers in words. */

export const BULAN = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
] as const;

/** `2026-11-22` → `22 November 2026` (the calendar date as written, no time zone shift). */
export function tanggalIndonesia(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`Tanggal tidak valid: ${isoDate}`);
  const [, year, month, day] = match;
  return `${Number(day)} ${BULAN[Number(month) - 1]} ${year}`;
}

const jakartaClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Jakarta",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant's calendar and clock fields in Asia/Jakarta, zero-padded. */
export function jakartaParts(at: Date) {
  const parts = jakartaClock.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** A timestamp as `22 November 2026 13:05 WIB` in Asia/Jakarta. */
export function waktuIndonesia(at: Date): string {
  const p = jakartaParts(at);
  return `${tanggalIndonesia(`${p.year}-${p.month}-${p.day}`)} ${p.hour}:${p.minute} WIB`;
}

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
