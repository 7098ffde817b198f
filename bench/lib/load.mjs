import autocannon from "autocannon";

/** Nearest-rank percentiles (ms) of a list of latencies. */
export function percentiles(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const round = (ms) => Math.round(ms * 100) / 100;
  return sorted.length
    ? { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)) }
    : { p50: null, p95: null, p99: null };
}

/** What Chromium accepts: the server answers it with brotli. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/**
 * The headers of one request: the token's, past the server's caches when asked, and the
 * encodings accepted (none unless given: the answer comes uncompressed).
 */
export function requestHeaders(token, noCache = false, encodings = undefined) {
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    // Past the server's list cache, to measure the queries themselves.
    ...(noCache ? { "cache-control": "no-cache" } : {}),
    ...(encodings ? { "accept-encoding": encodings } : {}),
  };
}

/**
 * Drives one GET route (`url`, or a list of URLs taken in turn; an entry `{ url, token }`
 * is sent with its own token) with `connections` clients for `duration` seconds after a
 * short unrecorded warm-up, recording every response time (autocannon reports no p95
 * itself). Any non-2xx answer, socket error or timeout is counted: such a row is not a valid
 * measurement.
 */
export async function loadRoute({
  baseUrl,
  url,
  token,
  connections,
  duration,
  noCache = false,
  encodings = undefined,
}) {
  const headers = requestHeaders(token, noCache, encodings);
  const targets = [url]
    .flat()
    .map((entry) =>
      typeof entry === "string"
        ? { url: entry, headers }
        : { url: entry.url, headers: requestHeaders(entry.token, noCache, encodings) },
    );
  let next = 0;
  // Several URLs (e.g. different letters) are taken in turn, one per request.
  const requests = [
    {
      setupRequest: (request) => {
        const target = targets[next++ % targets.length];
        return { ...request, path: target.url, headers: { ...request.headers, ...target.headers } };
      },
    },
  ];
  const options = { url: `${baseUrl}${targets[0].url}`, connections, headers, requests };
  // The server still answers the requests of connections closed at the end of a run: one
  // more request queues behind them, so the next run starts on an idle server.
  const drain = () =>
    fetch(`${baseUrl}${targets[0].url}`, { headers: targets[0].headers }).then((answer) =>
      answer.text(),
    );
  await autocannon({ ...options, duration: Math.min(2, duration) });
  await drain();
  const latencies = [];
  const run = autocannon({ ...options, duration });
  run.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  await drain();
  return {
    ...percentiles(latencies),
    rps: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    underLoad: true,
  };
}

/** How many requests a single-request row sends, one after the other. */
export const SINGLE_REQUESTS = 200;

/**
 * Sends `count` GET requests of a route (`url`, or a list taken in turn) one after the other,
 * past the response cache: what one request costs on an idle server.
 */
export async function timeRequests({ baseUrl, url, token, count }) {
  const urls = [url].flat();
  const headers = requestHeaders(token, true);
  return timeSequential(count, async (i) => {
    const target = urls[i % urls.length];
    const answer = await fetch(`${baseUrl}${target}`, { headers });
    await answer.text();
    if (!answer.ok) throw new Error(`GET ${target}: ${answer.status}`);
  });
}

/** Times `count` sequential calls of `action(i)` (ms each), for work that cannot run in bulk. */
export async function timeSequential(count, action) {
  const latencies = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const begin = performance.now();
    await action(i);
    latencies.push(performance.now() - begin);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    ...percentiles(latencies),
    rps: Math.round((count / seconds) * 10) / 10,
    requests: count,
    failures: 0,
  };
}
