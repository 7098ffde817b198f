import { parseArgs } from "node:util";

/** What a run measures, each can be asked for alone with --only. */
export const PARTS = ["lists", "search", "approvals", "startup", "web", "ocr", "day"];

const USAGE = `npm run bench -- [options]
  --letters N         letters in the bench data set (default 1000000)
  --db KIND           pglite | postgres | both (default: both when DATABASE_URL is set, else pglite)
  --duration S        seconds of load per route (default 10)
  --connections C     concurrent clients (default 50)
  --approvals N       sequential approvals end to end (default 100)
  --people N          people acting in the agency's day (default 1000)
  --day-seconds S     length of the agency's day (default 600)
  --think MIN-MAX     seconds each person pauses between actions (default 5-15)
  --data-dir DIR      use this already seeded PGlite DATA_DIR instead of bench/data/pglite-N
  --database-url URL  use this already seeded PostgreSQL database instead of lontar_bench
  --no-web            skip the browser measurement
  --without-search    a data set without the letters' search documents (seed:bulk
                      --without-search), for sizes whose search documents do not fit the
                      disk: measures no search and no agency's day, which searches
  --only PARTS        measure only these, comma-separated: ${PARTS.join(", ")}
                      (a partial run prints its table but writes no bench/results file)`;

/** The bench's command line, checked, with its defaults filled in. */
export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      letters: { type: "string", default: "1000000" },
      db: { type: "string" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      approvals: { type: "string", default: "100" },
      people: { type: "string", default: "1000" },
      "day-seconds": { type: "string", default: "600" },
      think: { type: "string", default: "5-15" },
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      "no-web": { type: "boolean", default: false },
      "without-search": { type: "boolean", default: false },
      only: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name) => {
    const value = Number(String(values[name]).replaceAll("_", ""));
    if (!Number.isInteger(value) || value < 1) fail(`--${name} must be a positive whole number`);
    return value;
  };
  const serverUrl = values["database-url"] ?? env.DATABASE_URL;
  // A PostgreSQL server at hand is measured too: the budgets hold for both databases.
  const db = values.db ?? (serverUrl ? "both" : "pglite");
  if (!["pglite", "postgres", "both"].includes(db)) fail("--db is pglite, postgres or both");
  if (db !== "pglite" && !serverUrl) fail("--db postgres needs DATABASE_URL or --database-url");
  const only = values.only?.split(",").map((part) => part.trim());
  const unknown = only?.filter((part) => !PARTS.includes(part)) ?? [];
  if (unknown.length) fail(`--only takes ${PARTS.join(", ")}; not ${unknown.join(", ")}`);
  const parts = new Set(only ?? PARTS);
  if (values["no-web"]) parts.delete("web");
  const withoutSearch = values["without-search"];
  if (withoutSearch) {
    const searching = only?.filter((part) => part === "search" || part === "day") ?? [];
    if (searching.length) fail(`--without-search measures no ${searching.join(" or ")}`);
    parts.delete("search");
    parts.delete("day");
  }
  const think = String(values.think)
    .split("-")
    .map((seconds) => Number(seconds) * 1000);
  if (think.length !== 2 || !(think[0] >= 0 && think[1] >= think[0]))
    fail("--think is MIN-MAX in seconds, e.g. 5-15");
  return {
    letters: number("letters"),
    people: number("people"),
    daySeconds: number("day-seconds"),
    think,
    kinds: db === "both" ? ["pglite", "postgres"] : [db],
    duration: number("duration"),
    connections: number("connections"),
    approvals: number("approvals"),
    dataDir: values["data-dir"],
    /** A given database is used as it is; DATABASE_URL only names the server. */
    databaseUrl: values["database-url"],
    serverUrl,
    /** The parts measured (PARTS); `partial` when --only left some out. */
    parts,
    partial: only !== undefined,
    withoutSearch,
  };
}

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}
