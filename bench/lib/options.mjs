import { parseArgs } from "node:util";

const USAGE = `npm run bench -- [options]
  --letters N         letters in the bench data set (default 1000000)
  --db KIND           pglite | postgres | both (default: both when DATABASE_URL is set, else pglite)
  --duration S        seconds of load per route (default 10)
  --connections C     concurrent clients (default 50)
  --approvals N       sequential approvals end to end (default 100)
  --data-dir DIR      use this already seeded PGlite DATA_DIR instead of bench/data/pglite-N
  --database-url URL  use this already seeded PostgreSQL database instead of lontar_bench
  --no-web            skip the browser measurement`;

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
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      "no-web": { type: "boolean", default: false },
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
  return {
    letters: number("letters"),
    kinds: db === "both" ? ["pglite", "postgres"] : [db],
    duration: number("duration"),
    connections: number("connections"),
    approvals: number("approvals"),
    dataDir: values["data-dir"],
    /** A given database is used as it is; DATABASE_URL only names the server. */
    databaseUrl: values["database-url"],
    serverUrl,
    web: !values["no-web"],
  };
}

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}
