import path from "node:path";

/**
 * The data directory the server would use (DATA_DIR relative to where npm was started), read
 * without the side effect of `configFromEnv`, which creates secrets in an empty directory.
 */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const base = env.INIT_CWD ?? process.cwd();
  return { base, dataDir: path.resolve(base, env.DATA_DIR ?? "data") };
}

/** `<file> [--force]` of the backup and restore commands. */
export function parseArgs(argv: string[]) {
  const force = argv.includes("--force");
  const [file] = argv.filter((a) => !a.startsWith("--"));
  return { file, force };
}
