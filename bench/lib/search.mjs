import { defaultRange, queryString } from "./api.mjs";
import { loadRoute, percentiles, requestHeaders } from "./load.mjs";

/** ARCHITECTURE.md §6: search is judged at 10 concurrent clients, not at the lists' 50. */
export const SEARCH_CONNECTIONS = 10;

/** Logins whose searches are measured: the ones that find the most letters. */
const LOGINS = 2;

/** Sequential requests of the single-request figure (the mix taken in turn). */
const SINGLE_REQUESTS = 50;

/**
 * Words of the bulk letters' bodies (apps/server/src/seed/bulk-body-words.ts): a word most
 * bodies hold, a village named in about one body in a hundred, and a phrase of one matter's
 * paragraph. The last word of a query counts as a prefix, as typed in the search box.
 */
const COMMON_WORD = "kegiatan";
const RARE_WORD = "Karangrejo";
const PHRASE = '"dana desa"';

const searchUrl = (q, range = {}) =>
  `/egs/search${queryString({ q, ...range, page: 1, per_page: 10 })}`;

/** How many records `q` finds for the login of `api` (between the dates of `range`). */
async function found(api, q, range = {}) {
  return (await api.get(searchUrl(q, range))).meta.total;
}

/**
 * The searches of the bench, as the web sends them: for each of the logins that find the
 * most letters, a common word, a rare word, a phrase, a letter number from its own inbox
 * (exact) and the NIP of a demo employee. Answers the requests (`{ url, token }`, taken in
 * turn) and what each query finds, so a query that finds nothing is seen in the result.
 */
export async function searchPlan(api, tokens) {
  // Ranked by the last month's letters: the total over all years stops at the count's cap.
  const ranked = [];
  for (const [username, token] of Object.entries(tokens))
    ranked.push({
      username,
      token,
      total: await found(api.as(token), COMMON_WORD, defaultRange()),
    });
  ranked.sort((a, b) => b.total - a.total);
  const nip = (await api.as(tokens.staf).get("/api/egs/user")).data.peg_nip;
  const requests = [];
  const queries = [];
  for (const user of ranked.slice(0, LOGINS)) {
    const as = api.as(user.token);
    const inbox = await as.get(
      `/egs/mail${queryString({ ...defaultRange(), page: 1, per_page: 50 })}`,
    );
    const number = inbox.items.find((item) => item.no_surat)?.no_surat;
    for (const q of [COMMON_WORD, RARE_WORD, PHRASE, number, nip]) {
      if (!q) continue;
      const total = await found(as, q);
      if (total === 0) console.warn(`search "${q}" as ${user.username} finds nothing`);
      queries.push({ user: user.username, q, total });
      requests.push({ url: searchUrl(q), token: user.token });
    }
  }
  return { requests, queries, users: ranked.slice(0, LOGINS).map((u) => u.username) };
}

/**
 * The search rows: the mix under load (query path, `Cache-Control: no-cache`) at
 * SEARCH_CONNECTIONS clients, judged by the search budget, and one request at a time.
 */
export async function measureSearch(baseUrl, plan, duration) {
  const load = await loadRoute({
    baseUrl,
    url: plan.requests,
    connections: SEARCH_CONNECTIONS,
    duration,
    noCache: true,
  });
  const latencies = [];
  const byQuery = plan.requests.map(() => []);
  for (let i = 0; i < SINGLE_REQUESTS; i++) {
    const { url, token } = plan.requests[i % plan.requests.length];
    const begin = performance.now();
    const answer = await fetch(`${baseUrl}${url}`, { headers: requestHeaders(token, true) });
    await answer.text();
    latencies.push(performance.now() - begin);
    byQuery[i % plan.requests.length].push(performance.now() - begin);
    if (!answer.ok) throw new Error(`GET ${url}: ${answer.status}`);
  }
  // Which query costs what, alone: where to look when the row misses its budget.
  const queries = plan.queries.map((query, i) => ({ ...query, p50: percentiles(byQuery[i]).p50 }));
  for (const { user, q, total, p50 } of queries)
    console.error(`  search ${JSON.stringify(q)} as ${user}: ${total} found, p50 ${p50} ms alone`);
  const mix = `${plan.requests.length} queries as ${plan.users.join(", ")}`;
  return [
    {
      name: `search (no-cache), ${mix}, ${SEARCH_CONNECTIONS} clients`,
      url: plan.requests.map((r) => r.url),
      queries,
      budget: "search",
      ...load,
    },
    {
      name: `search (no-cache), single request ×${SINGLE_REQUESTS}, sequential`,
      ...percentiles(latencies),
      rps: null,
      requests: SINGLE_REQUESTS,
      failures: 0,
    },
  ];
}
