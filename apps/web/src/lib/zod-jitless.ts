/**
 * Zod probes for eval (`new Function`) to compile faster parsers. The Content-Security-Policy
 * forbids eval, and the browser reports even the caught probe as a violation, so the plain
 * parsers are used: `z.config({ jitless: true })`. It is set through zod's global config
 * object (which `z.config` writes and zod reads when it loads) rather than by importing zod
 * here, which would add its core to the first chunk of every page, login included.
 * Imported first by main.tsx, before any chunk that uses zod can load.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
