// `npm run bench`: measures Lontar against the budgets of ARCHITECTURE.md §6 on a large data
// set, on PGlite and/or PostgreSQL. See README.md "Performance".
import { apiClient } from "./lib/api.mjs";
import { approveLetters } from "./lib/approvals.mjs";
import { prepareDataset } from "./lib/dataset.mjs";
import { choosePeople, dayRows, logIn, readPeople, readySigners, runDay } from "./lib/day.mjs";
import { BROWSER_ENCODINGS, loadRoute, SINGLE_REQUESTS, timeRequests } from "./lib/load.mjs";
import { measureOcr } from "./lib/ocr.mjs";
import { readOptions } from "./lib/options.mjs";
import { extraRows, formatTable, judgeRows, ocrRow, writeResult } from "./lib/report.mjs";
import { loadRoutes, loginAll } from "./lib/scenarios.mjs";
import { measureSearch, SEARCH_CONNECTIONS, searchPlan } from "./lib/search.mjs";
import { measureStartup, startServer } from "./lib/server.mjs";
import { trackLetters } from "./lib/tracking.mjs";
import { measureWeb } from "./lib/web.mjs";

const options = readOptions();
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

/** A route on the query path (`no-cache`), one request at a time. */
async function singleRow(baseUrl, route) {
  const timing = await timeRequests({
    baseUrl,
    url: route.url,
    token: route.user?.token,
    count: SINGLE_REQUESTS,
  });
  return {
    name: `${route.name} (no-cache), single request ×${SINGLE_REQUESTS}, sequential`,
    url: route.url,
    user: route.user?.username,
    budget: "single",
    ...timing,
  };
}

/** Everything measured on one database, against one freshly started server. */
async function measure(dataset, ocr) {
  const say = (message) => console.error(`[${dataset.kind}] ${message}`);
  const parts = options.parts;
  let startupMs = null;
  if (parts.has("startup")) {
    say("start-up: three restarts on the existing database");
    startupMs = await measureStartup(dataset);
  }
  // The people of the agency's day are read before the server holds the database.
  const people = parts.has("day") ? choosePeople(await readPeople(dataset), options.people) : [];
  say(`starting the server on ${dataset.databaseUrl ?? dataset.dataDir}`);
  // A thousand people log in from this one address, as an office behind one router does.
  const server = await startServer(dataset, { LOGIN_RATE_PER_MINUTE: "100000" });
  try {
    const api = apiClient(server.baseUrl);
    say("logging in every demo login");
    const { timing: loginTiming, tokens } = await loginAll(api);
    const plan = parts.has("lists") || parts.has("web") ? await loadRoutes(api, tokens) : null;
    const rows = [];
    for (const route of parts.has("lists") ? plan.routes : []) {
      say(`${route.name}: ${options.connections} clients, ${options.duration} s`);
      const figures = await loadRoute({
        baseUrl: server.baseUrl,
        url: route.url,
        token: route.user?.token,
        connections: options.connections,
        duration: options.duration,
      });
      rows.push({
        name: route.name,
        url: route.url,
        user: route.user?.username,
        budget: route.budget,
        ...figures,
      });
      if (route.single) rows.push(await singleRow(server.baseUrl, route));
      if (!route.queryPath) continue;
      // The same route past the response cache (what a request costs when its data changed),
      // and for `browser` once more compressed as a browser asks for it (brotli), which the
      // other rows leave out.
      const pastCache = async (label, encodings) => {
        say(`${route.name} (${label}): ${options.connections} clients, ${options.duration} s`);
        return {
          url: route.url,
          user: route.user?.username,
          ...(await loadRoute({
            baseUrl: server.baseUrl,
            url: route.url,
            token: route.user?.token,
            connections: options.connections,
            duration: options.duration,
            noCache: true,
            encodings,
          })),
        };
      };
      rows.push({
        name: `${route.name} (no-cache)`,
        budget: "queryPath",
        ...(await pastCache("no-cache")),
      });
      if (route.browser)
        rows.push({
          name: `${route.name} (no-cache), compressed as a browser asks`,
          ...(await pastCache("no-cache, br", BROWSER_ENCODINGS)),
        });
      rows.push(await singleRow(server.baseUrl, route));
    }
    let search = null;
    if (parts.has("search")) {
      search = await searchPlan(api, tokens);
      say(
        `search: ${search.requests.length} queries, ${SEARCH_CONNECTIONS} clients, ${options.duration} s`,
      );
      rows.push(...(await measureSearch(server.baseUrl, search, options.duration)));
    }
    if (parts.has("approvals")) {
      say(`${options.approvals} approvals, one after the other`);
      const approvals = await approveLetters(api, tokens, options.approvals);
      rows.push({
        name: `approve (setuju) ×${options.approvals}, sequential`,
        budget: "approval",
        ...approvals.timing,
      });
      say("public tracking");
      const tracking = await trackLetters(api, tokens.staf, approvals.ids);
      rows.push({ name: `public tracking ×${tracking.requests}, sequential`, ...tracking });
    }
    rows.push({ name: `login ×${loginTiming.requests} users, sequential`, ...loginTiming });
    if (startupMs !== null)
      rows.push({
        name: "start-up: spawn to first answer, existing database (median of 3)",
        p50: startupMs,
        p95: null,
        p99: null,
        rps: null,
        failures: 0,
        budget: "startup",
      });
    let day = null;
    if (parts.has("day")) {
      say(`agency's day: logging ${people.length} people in`);
      await logIn(server.baseUrl, people);
      const keys = await readySigners(server.baseUrl, people, say);
      if (keys) say(`signing keys made for ${keys} heads`);
      day = await runDay({
        baseUrl: server.baseUrl,
        pid: server.pid,
        people,
        seconds: options.daySeconds,
        think: options.think,
        log: say,
      });
      rows.push(...dayRows(day));
      for (const failure of day.failures) say(`  failed: ${failure}`);
    }
    let web = null;
    if (parts.has("web")) {
      say(`browser: inbox of ${plan.users.inbox.username}`);
      web = await measureWeb(server.baseUrl, plan.users.inbox.username);
    }
    const extra = extraRows(web, dataset.seed);
    if (parts.has("ocr")) extra.push(ocrRow(ocr));
    return {
      rows: judgeRows([...rows, ...extra], dataset.kind),
      users: plan?.users,
      range: plan?.range,
      search: search && { users: search.users, queries: search.queries },
      day: day && { ...day, failures: day.failures },
      web,
    };
  } finally {
    await server.stop();
  }
}

/** The OCR figure, measured once for the run: it needs no database. */
async function measureOcrOnce() {
  if (!options.parts.has("ocr")) return null;
  console.error("OCR: reading a scanned page with the text worker");
  try {
    return await measureOcr({ pages: 5 });
  } catch (error) {
    // The bench goes on: the row says why there is no figure.
    return { error: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  }
}

const ocr = await measureOcrOnce();
for (const kind of options.kinds) {
  const dataset = await prepareDataset(kind, options);
  const measured = await measure(dataset, ocr);
  const result = {
    db: kind,
    date: today,
    letters: dataset.seed.letters ?? "given",
    withoutSearch: options.withoutSearch,
    seed: dataset.seed,
    dataset: dataset.databaseUrl ? new URL(dataset.databaseUrl).pathname.slice(1) : dataset.dataDir,
    connections: options.connections,
    durationSeconds: options.duration,
    ...measured,
  };
  // A partial run (--only) is not a result to compare runs by; the agency's day alone is.
  const dayOnly = options.partial && options.parts.size === 1 && options.parts.has("day");
  const name = `${kind}${dayOnly ? "-day" : ""}${options.withoutSearch ? "-without-search" : ""}`;
  const file = options.partial && !dayOnly ? null : writeResult(name, result);
  const letters =
    typeof result.letters === "number" ? result.letters.toLocaleString("en") : result.letters;
  const set = `${letters} letters${options.withoutSearch ? " without search documents" : ""}`;
  console.log(
    `\n${formatTable(`Lontar bench — ${kind}, ${set}, ${options.connections} clients × ${options.duration} s per route`, measured.rows)}`,
  );
  console.log(file ? `written to ${file}` : "partial run (--only): no result file written");
}
