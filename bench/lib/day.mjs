import { readFile } from "node:fs/promises";
import pg from "pg";
import { DEMO_PASSWORD, defaultRange, queryString } from "./api.mjs";
import { percentiles } from "./load.mjs";

/**
 * An agency's day (`npm run bench -- --only day`): a thousand people of the bench data set, each
 * acting then thinking, for ten minutes, on the running server: reading their inbox, opening
 * letters (which marks them read), composing, approving (number, PDF, signature, delivery),
 * registering incoming letters, disposing and forwarding them, and searching. Reports per
 * action p50/p95/p99, the answers that failed, the response cache's hit rate, and the
 * server's memory.
 */

/** How many people of each work unit act: the head, the secretariat, then the rest. */
const PER_UNIT = 20;
/** Words most bulk letters hold (bulk-body-words.ts), and a subject word of the run's own. */
const SEARCH_WORDS = ["kegiatan", "rapat", "laporan", "undangan", "anggaran"];
/** The reads judged by the query-path budget (p95 < 50 ms on PostgreSQL, < 100 ms on PGlite). */
export const DAY_READS = [
  "inbox",
  "open letter",
  "persetujuan",
  "telusuri",
  "dashboard",
  "notifications",
  "search",
];

/** The people who act, by work unit: the head, those right below, the secretariat, staff. */
const PEOPLE = `
  with heads as (
    select distinct on (j.satuan_kerja_id) j.satuan_kerja_id as sk, j.id as jab, p.id as peg
    from jabatan j join pegawai p on p.jabatan_id = j.id join users u on u.peg_nip = p.nip
    where j.parent_id is null and j.jenis_jabatan = 'STRUKTURAL' and u.status = 'aktif'
      and p.status
    order by j.satuan_kerja_id, j.id, p.id)
  select h.sk, u.username, p.nip, u.user_level as level, p.id = h.peg as head,
         coalesce(j.parent_id = h.jab and j.jenis_jabatan = 'STRUKTURAL', false) as below_head
  from heads h join pegawai p on p.satuan_kerja_id = h.sk join users u on u.peg_nip = p.nip
  left join jabatan j on j.id = p.jabatan_id
  where u.status = 'aktif' and p.status
  order by h.sk, p.id`;

/** Reads the people of the data set before the server starts (PGlite: one process at a time). */
export async function readPeople(dataset) {
  let rows;
  if (dataset.databaseUrl) {
    const client = new pg.Client({ connectionString: dataset.databaseUrl });
    await client.connect();
    try {
      rows = (await client.query(PEOPLE)).rows;
    } finally {
      await client.end();
    }
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(`${dataset.dataDir}/pglite`);
    try {
      rows = (await db.query(PEOPLE)).rows;
    } finally {
      await db.close();
    }
  }
  return rows;
}

/**
 * `count` people in work units of PER_UNIT each: every unit's head, a secretariat login, the
 * heads right below and staff. Units without a secretariat or anyone below the head are left
 * out (nobody would register or be disposed to).
 */
export function choosePeople(rows, count) {
  const units = new Map();
  for (const row of rows) {
    const unit = units.get(row.sk) ?? {
      sk: row.sk,
      head: null,
      registrar: null,
      below: [],
      staff: [],
    };
    if (row.head) unit.head ??= row;
    else if (row.level === 8) unit.registrar ??= row;
    else if (row.below_head) unit.below.push(row);
    else unit.staff.push(row);
    units.set(row.sk, unit);
  }
  const people = [];
  for (const unit of units.values()) {
    if (people.length >= count) break;
    if (!unit.head || !unit.registrar || unit.below.length === 0 || unit.staff.length === 0)
      continue;
    const below = unit.below.slice(0, 3);
    const staff = unit.staff.slice(0, PER_UNIT - 2 - below.length);
    const office = { head: unit.head, registrar: unit.registrar, below, staff };
    const add = (row, role) => people.push({ ...row, role, office });
    add(unit.head, "head");
    add(unit.registrar, "registrar");
    for (const row of below) add(row, "below");
    for (const row of staff) add(row, "staff");
  }
  return people.slice(0, count);
}

/** One request, never throwing: its status, time, cache verdict and body. */
async function call(baseUrl, token, method, url, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      headers: response.headers,
      cache: response.headers.get("x-cache"),
      body:
        text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null,
      text,
    };
  } catch (error) {
    return {
      status: 0,
      ms: performance.now() - started,
      cache: null,
      body: null,
      text: String(error),
    };
  }
}

/** Logs the people in, `parallel` at a time (argon2 is slow on purpose); answers their tokens. */
export async function logIn(baseUrl, people, parallel = 4) {
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const person = people[next++];
      const answer = await call(baseUrl, "", "POST", "/api/egs/token", {
        username: person.username,
        password: DEMO_PASSWORD,
      });
      if (answer.status !== 200)
        throw new Error(`login ${person.username}: ${answer.status} ${answer.text.slice(0, 200)}`);
      person.token = answer.body.data.access_token;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/**
 * Gives every head a signing key with the demo password as passphrase, as a signer does once
 * on the Tanda Tangan Elektronik screen; kept in the data set, so only the first day pays.
 * The route allows 10 a minute per address: on 429 it waits as the answer says.
 */
export async function readySigners(baseUrl, people, log) {
  const heads = people.filter((person) => person.role === "head");
  let made = 0;
  for (const head of heads) {
    const status = await call(baseUrl, head.token, "GET", "/egs/esign/status");
    if (status.status !== 200) throw new Error(`esign status ${head.username}: ${status.status}`);
    if (status.body.items.has_key) continue;
    for (;;) {
      const answer = await call(baseUrl, head.token, "POST", "/egs/esign/passphrase", {
        password: DEMO_PASSWORD,
        passphrase: DEMO_PASSWORD,
        passphrase_confirmation: DEMO_PASSWORD,
      });
      if (answer.status === 200) break;
      if (answer.status !== 429)
        throw new Error(
          `passphrase ${head.username}: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      const seconds = Number(answer.headers?.get("retry-after") ?? 60);
      log(`signing keys: ${made} made, waiting ${seconds} s (10 a minute per address)`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
    made++;
  }
  return made;
}

const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** An outgoing letter from `writer` to a colleague, reviewed and signed by the unit's head. */
function outgoingLetter(initId, writer, to, n) {
  return {
    initId,
    status_surat: "pemeriksa",
    kepala_surat: {
      perihal: `Laporan harian kegiatan pelayanan ${n}`,
      lampiran: { type: "Lembar", value: 1 },
      klasifikasi: { code: "000.1.2", name: "Rapat" },
      kegiatan: null,
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
    pengirim: { user: writer.nip, jabatan_id: null },
    penerima: { type_tanda_tangan: "digital", user: [to.nip], plt: [], user_eksternal: [] },
    tembusan: { user: [], plt: [], user_eksternal: [] },
    pemeriksa: { user: [writer.office.head.nip] },
    isi_surat: "<p>Dengan hormat,</p><p>Bersama ini kami sampaikan laporan kegiatan hari ini.</p>",
  };
}

/** An incoming letter the secretariat registers for the head. */
function incomingLetter(head, n) {
  const day = today();
  return {
    kategori_surat: "external",
    no_surat: `005/${n}/HARI/${day.slice(0, 4)}`,
    tahun_agenda: Number(day.slice(0, 4)),
    tanggal_surat: day,
    tanggal_terima: day,
    dari: "Dinas Mitra Kabupaten",
    kepala_surat: {
      perihal: `Permohonan data kegiatan ${n}`,
      lampiran: { type: "Lembar", value: 1 },
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
    penerima: { selected_kepala_login: [head.nip], user: [], plt: [] },
    tembusan: { user: [], plt: [] },
    data_pengirim: { nama: "Mitra", email: "mitra@contoh.example", nomor_wa: "0812" },
  };
}

/**
 * Runs the day: `people` (logged in) act for `seconds`, each pausing `think` ms (uniformly
 * between the two) between actions, on the server at `baseUrl` (process `pid`). Answers the
 * report: per action its timings and failures, the cache's hits and misses, memory samples.
 */
export async function runDay({ baseUrl, pid, people, seconds, think, log }) {
  const range = defaultRange();
  const list = (path, extra = {}) =>
    `${path}${queryString({ ...range, page: 1, per_page: 10, ...extra })}`;
  const stats = new Map();
  /** Cached answers, and the misses by why (x-cache-miss: absent, changed, expired). */
  const cache = { hit: 0, miss: 0, absent: 0, changed: 0, expired: 0 };
  const failures = [];
  let counter = 0;
  /** Letters waiting for a head's SETUJU, and incoming letters waiting for their disposition. */
  const toApprove = new Map();
  const toDispose = new Map();
  /** Letters a person received during the run and may forward (once each). */
  const toForward = new Map();
  /** Outgoing letters composed in the run, and their addressee. */
  const composed = new Map();
  const queue = (map, key) => map.get(key) ?? map.set(key, []).get(key);

  /** An action's time is that of its timed requests, one after the other. */
  const record = (name, answers) => {
    const entry = stats.get(name) ?? { ms: [], failed: 0 };
    const timed = answers.filter((answer) => !answer.untimed);
    if (timed.length) entry.ms.push(timed.reduce((sum, answer) => sum + answer.ms, 0));
    for (const answer of answers) {
      if (answer.cache === "hit") cache.hit++;
      else if (answer.cache === "miss") {
        cache.miss++;
        const why = answer.headers?.get("x-cache-miss");
        if (why in cache) cache[why]++;
      }
      if (answer.status < 200 || answer.status >= 300) {
        entry.failed++;
        if (failures.length < 20)
          failures.push(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    stats.set(name, entry);
  };

  /** What `person` does next: a read most of the time, their share of the writing otherwise. */
  const actionsOf = (person) => {
    const as = (method, url, body) => call(baseUrl, person.token, method, url, body);
    const reads = [
      [30, "inbox", async () => [await as("GET", list("/egs/mail"))]],
      [
        20,
        "open letter",
        async () => {
          // Opening is timed alone: the inbox before it is the screen the letter is picked on.
          const inbox = { ...(await as("GET", list("/egs/mail"))), untimed: true };
          const letter = pick(inbox.body?.items ?? []);
          return letter ? [inbox, await as("GET", `/egs/mail/${letter.id}`)] : [inbox];
        },
      ],
      [8, "notifications", async () => [await as("GET", "/egs/notification/count")]],
      [5, "dashboard", async () => [await as("GET", `/egs/dashboard/count${queryString(range)}`)]],
      [5, "telusuri", async () => [await as("GET", list("/egs/telusuri/mail"))]],
      [4, "search", async () => [await as("GET", list("/egs/search", { q: pick(SEARCH_WORDS) }))]],
    ];
    const writes = [];
    if (person.role === "head") {
      reads.push([10, "persetujuan", async () => [await as("GET", list("/egs/persetujuan/mail"))]]);
      writes.push([
        12,
        "approve",
        () => queue(toApprove, person.nip).length > 0,
        async () => {
          const id = queue(toApprove, person.nip).shift();
          const answer = await as("POST", `/egs/riw-catatan/create/${id}`, {
            is_accepted: true,
            text: "setuju",
            back_to_previous_level: false,
            keterangan: "",
            passphrase: DEMO_PASSWORD,
          });
          // Signed and delivered: its addressee may forward it.
          if (answer.status === 200 && composed.has(id))
            queue(toForward, composed.get(id)).push(id);
          return [answer];
        },
      ]);
      writes.push([
        8,
        "dispose",
        () => queue(toDispose, person.nip).length > 0,
        async () => {
          const id = queue(toDispose, person.nip).shift();
          const to = pick(person.office.below);
          const answer = await as("POST", `/egs/mail-disposisi/${id}`, {
            user: [to.nip],
            plt: [],
            action: {
              is_disposisi: true,
              text: ["Untuk ditindaklanjuti"],
              keterangan: "Mohon segera ditindaklanjuti",
              is_private: false,
              batas_waktu: null,
            },
          });
          if (answer.status === 200) queue(toForward, to.nip).push(id);
          return [answer];
        },
      ]);
    } else if (person.role === "registrar") {
      writes.push([
        10,
        "register incoming",
        () => true,
        async () => {
          const answer = await as(
            "POST",
            "/egs/mail",
            incomingLetter(person.office.head, ++counter),
          );
          if (answer.status === 200)
            queue(toDispose, person.office.head.nip).push(answer.body.items.id);
          return [answer];
        },
      ]);
    } else {
      writes.push([
        6,
        "compose",
        () => true,
        async () => {
          const init = await as("GET", "/egs/initId");
          if (init.status !== 200) return [init];
          const colleagues = [...person.office.staff, ...person.office.below].filter(
            (p) => p !== person,
          );
          const to = pick(colleagues) ?? person.office.head;
          const sent = await as(
            "POST",
            "/egs/mail",
            outgoingLetter(init.body.items.initId, person, to, ++counter),
          );
          if (sent.status === 200) {
            queue(toApprove, person.office.head.nip).push(sent.body.items.id);
            composed.set(sent.body.items.id, to.nip);
          }
          return [init, sent];
        },
      ]);
      writes.push([
        4,
        "forward",
        () => queue(toForward, person.nip).length > 0,
        async () => {
          const id = queue(toForward, person.nip).shift();
          const to = pick(
            [...person.office.staff, ...person.office.below].filter((p) => p !== person),
          );
          return [
            await as("POST", `/egs/mail-disposisi/${id}`, {
              user: [to.nip],
              plt: [],
              action: {
                is_disposisi: false,
                text: [],
                keterangan: "Untuk diketahui",
                is_private: false,
                batas_waktu: null,
              },
            }),
          ];
        },
      ]);
    }
    return { reads, writes };
  };
  const next = (plan) => {
    const ready = [
      ...plan.reads.map(([weight, name, run]) => ({ weight, name, run })),
      ...plan.writes
        .filter(([, , can]) => can())
        .map(([weight, name, , run]) => ({ weight, name, run })),
    ];
    let roll = Math.random() * ready.reduce((sum, a) => sum + a.weight, 0);
    for (const action of ready) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return ready[0];
  };

  const rss = [];
  const sampler = setInterval(async () => {
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    if (kb) rss.push(Math.round(Number(kb) / 1024));
  }, 10_000);
  const endAt = Date.now() + seconds * 1000;
  const [least, most] = think;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let requests = 0;
  const user = async (person) => {
    const plan = actionsOf(person);
    // People arrive spread over one think time, not all in the same millisecond.
    await pause(Math.random() * most);
    while (Date.now() < endAt) {
      const action = next(plan);
      const answers = await action.run();
      requests += answers.length;
      record(action.name, answers);
      await pause(least + Math.random() * (most - least));
    }
  };
  log(`${people.length} people for ${seconds} s, ${least / 1000}–${most / 1000} s between actions`);
  const started = performance.now();
  await Promise.all(people.map(user));
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  const actions = [...stats.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, entry]) => ({
      name,
      n: entry.ms.length,
      ...percentiles(entry.ms),
      failed: entry.failed,
      read: DAY_READS.includes(name),
    }));
  return {
    people: people.length,
    seconds,
    think,
    requests,
    rps: Math.round((requests / elapsed) * 10) / 10,
    actions,
    cache: {
      ...cache,
      hitRate: Math.round((cache.hit / Math.max(1, cache.hit + cache.miss)) * 1000) / 10,
    },
    rssMb: rss,
    failures,
  };
}

/** The rows of the day in the bench's table: one per action, then the whole day. */
export function dayRows(day) {
  const rows = day.actions.map((action) => ({
    name: `day: ${action.name} ×${action.n}`,
    p50: action.p50,
    p95: action.p95,
    p99: action.p99,
    rps: null,
    requests: action.n,
    failures: action.failed,
    budget: action.read ? "dayRead" : action.name === "approve" ? "approval" : undefined,
  }));
  const rss = day.rssMb.length
    ? `${day.rssMb[0]}→${day.rssMb.at(-1)} MB (max ${Math.max(...day.rssMb)})`
    : "—";
  rows.push({
    name: `day: ${day.people} people ${day.seconds} s, cache hit rate ${day.cache.hitRate}% (misses: ${day.cache.absent} absent, ${day.cache.changed} changed, ${day.cache.expired} expired), RSS ${rss}`,
    p50: null,
    p95: null,
    p99: null,
    rps: day.rps,
    requests: day.requests,
    failures: day.actions.reduce((sum, action) => sum + action.failed, 0),
  });
  return rows;
}
