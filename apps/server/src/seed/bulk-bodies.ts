import type { DbOrTx } from "../db/client";
import {
  ACTION_CORES,
  CLOSINGS,
  CONTACTS,
  MATTER_DETAILS,
  MONTHS,
  NOTES,
  OPENINGS,
  SCHEDULE_LINES,
  VILLAGES,
} from "./bulk-body-words";
import { lit, pickText, rnd, run, textArray } from "./bulk-sql";
import {
  ACTIONS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
  MATTERS,
  PLACES,
  SENDERS,
  WORK_UNITS,
} from "./bulk-words";

/**
 * Bodies of the outgoing bulk letters (incoming ones have none: the app keeps their text in
 * the scanned file). A body belongs to the letter's action, matter and year, in one of
 * `BODY_VARIANTS` variants whose slots differ; letters with the same key share it. Sharing is
 * what keeps the load fast: the search index reads each distinct body once (bulk-search.ts),
 * while a million letters still show tens of thousands of different texts.
 */
export const BODY_VARIANTS = 16;

/**
 * The body key of a staged letter (`bulk_mail` alias `b`): action, matter, year and variant.
 * The variant comes from the letter's series number, so it is the same wherever it is read.
 */
export const bodyKey = (b: string) =>
  `(((${b}.a * 64 + ${b}.m) * 64 + (extract(year from ${b}.day)::int - 2000)) * ${BODY_VARIANTS} + ${rnd(60, BODY_VARIANTS, `${b}.i`)})`;

const DISTRICTS = WORK_UNITS.filter(([nama]) => nama.startsWith("Kecamatan ")).map(([nama]) =>
  nama.slice("Kecamatan ".length),
);
const FIRST_NAMES = [...FIRST_NAMES_MALE, ...FIRST_NAMES_FEMALE];
const WEEKDAY_NAMES = "array['Senin','Selasa','Rabu','Kamis','Jumat','Sabtu','Minggu']";

/** A working day of the key's year, from two streams: Saturdays and Sundays move to Friday. */
const workday = (month: number, day: number) =>
  `(make_date(k.tahun, 1 + ${rnd(month, 12, "k.k")}::int, 1 + ${rnd(day, 28, "k.k")}::int) -
    case extract(isodow from make_date(k.tahun, 1 + ${rnd(month, 12, "k.k")}::int, 1 + ${rnd(day, 28, "k.k")}::int))
    when 6 then 1 when 7 then 2 else 0 end)`;
const spelled = (date: string) =>
  `extract(day from ${date})::int || ' ' || (${textArray(MONTHS)})[extract(month from ${date})::int] || ' ' || extract(year from ${date})::int`;
/** 1234567 as 1.234.567 (Indonesian digit grouping). */
const grouped = (n: string) => `replace(to_char(${n}, 'FM999,999,999,999'), ',', '.')`;
const person = (first: number, last: number) =>
  `${pickText(FIRST_NAMES, first, "k.k")} || ' ' || ${pickText(LAST_NAMES, last, "k.k")}`;

/** The value of every slot of the word lists, per body key `k` (columns of `slots`). */
const SLOTS: Record<string, string> = {
  perihal: `(${textArray(MATTERS.map((m) => m[0]))})[k.m]`,
  tahun: "k.tahun::text",
  tahun_lalu: "(k.tahun - 1)::text",
  tanggal: spelled("k.t1"),
  hari: `(${WEEKDAY_NAMES})[extract(isodow from k.t1)::int]`,
  tanggal2: spelled("k.t2"),
  jam: `lpad((8 + ${rnd(65, 6, "k.k")})::text, 2, '0') || (array['.00', '.30'])[1 + ${rnd(66, 2, "k.k")}]`,
  tempat: pickText(PLACES, 67, "k.k"),
  desa: pickText(VILLAGES, 68, "k.k"),
  desa2: pickText(VILLAGES, 69, "k.k"),
  kecamatan: pickText(DISTRICTS, 70, "k.k"),
  persen: `replace(to_char((300 + ${rnd(71, 700, "k.k")}) / 10.0, 'FM990.0'), '.', ',')`,
  jumlah: `'Rp' || ${grouped(`(5 + ${rnd(72, 2000, "k.k")}) * 1000000 + ${rnd(73, 1000, "k.k")} * 1000`)} || ',00'`,
  bilangan: `(20 + ${rnd(74, 780, "k.k")})::text`,
  kecil: `(2 + ${rnd(75, 12, "k.k")})::text`,
  bulan: pickText(MONTHS, 76, "k.k"),
  skor: `(55 + ${rnd(77, 40, "k.k")}) || ',' || lpad(${rnd(78, 100, "k.k")}::text, 2, '0')`,
  nama: person(79, 80),
  nama2: person(81, 82),
  telepon: `'08' || (array['12','13','21','22','52','57','77','81'])[1 + ${rnd(83, 8, "k.k")}] || lpad(${rnd(84, 100000000, "k.k")}::text, 8, '0')`,
  pengirim: pickText(
    SENDERS.map((s) => s[0]),
    85,
    "k.k",
  ),
  rujukan: `(${textArray(MATTERS.map((m) => m[1]))})[k.m] || '/' || (1 + ${rnd(86, 3000, "k.k")}) || '/' || ${pickText(
    SENDERS.map((s) => s[1]),
    85,
    "k.k",
  )} || '/' || k.tahun`,
};

/** A template of the word lists as a SQL text expression over the slots. */
function filled(template: string) {
  const parts = template.split(/\{(\w+)\}/);
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return lit(part);
      const slot = SLOTS[part];
      if (!slot) throw new Error(`bulk body: unknown slot {${part}}`);
      return `(${slot})`;
    })
    .join(" || ");
}

const paragraph = (template: string) => (template ? filled(`<p>${template}</p>`) : "''");

/** One of `templates`, picked per key from stream `stream` (only the picked one is built). */
function oneOf(templates: readonly string[], stream: number, build = paragraph) {
  const arms = templates.map((t, i) => `when ${i} then ${build(t)}`).join(" ");
  return `(case ${rnd(stream, templates.length, "k.k")} ${arms} end)`;
}

/** The template of each action (`k.a`, 1-based) or matter (`k.m`), checked to be complete. */
function byIndex(
  column: string,
  texts: string[],
  templates: Record<string, string>,
  build = filled,
) {
  const arms = texts.map((text, i) => {
    const template = templates[text];
    if (template === undefined) throw new Error(`bulk body: no text for "${text}"`);
    return `when ${i + 1} then ${build(template)}`;
  });
  return `(case ${column} ${arms.join(" ")} end)`;
}

/** The whole body: greeting, opening with the action's core, schedule, matter, note, contact, closing. */
function bodyHtml() {
  const scheduled = ACTIONS.map((a) => a.jadwal);
  const schedule = SCHEDULE_LINES.map((line) => paragraph(line)).join(" || ");
  return [
    "'<p>Dengan hormat,</p><p>'",
    oneOf(OPENINGS, 87, filled),
    byIndex(
      "k.a",
      ACTIONS.map((a) => a.text),
      ACTION_CORES,
    ),
    "'</p>'",
    `(case when (array[${scheduled.join(",")}])[k.a] then ${schedule} else '' end)`,
    byIndex(
      "k.m",
      MATTERS.map((m) => m[0]),
      MATTER_DETAILS,
      paragraph,
    ),
    oneOf(NOTES, 88),
    oneOf(CONTACTS, 89),
    oneOf(CLOSINGS, 90),
  ].join(" || ");
}

/** Stages the bodies of the outgoing letters of `bulk_mail` in `bulk_body` (key → HTML). */
export async function stageBodies(db: DbOrTx) {
  await run(
    db,
    `create temp table bulk_body on commit drop as
     with keys as (
       select distinct ${bodyKey("b")} as k, b.a, b.m, extract(year from b.day)::int as tahun
       from bulk_mail b where b.internal),
     dated as (select k.*, ${workday(61, 62)} as t1, ${workday(63, 64)} as t2 from keys k)
     select k.k, ${bodyHtml()} as html from dated k`,
  );
  await run(db, "analyze bulk_body");
}
