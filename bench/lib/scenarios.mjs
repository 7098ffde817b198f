import { DEMO_LOGINS, defaultRange, login, queryString } from "./api.mjs";
import { timeSequential } from "./load.mjs";

/**
 * Logs every demo login in, one after the other (argon2 is slow on purpose, so logins are
 * timed apart from the load runs, and seven stay far below the per-address limit of 60 a
 * minute). Answers the timing and each login's access token.
 */
export async function loginAll(api) {
  const tokens = {};
  const timing = await timeSequential(DEMO_LOGINS.length, async (i) => {
    tokens[DEMO_LOGINS[i]] = await login(api, DEMO_LOGINS[i]);
  });
  return { timing, tokens };
}

/** The login with the most entries in a list under the default date range. */
async function busiest(api, tokens, path, range) {
  let best = null;
  for (const [username, token] of Object.entries(tokens)) {
    const answer = await api.as(token).get(`${path}${queryString({ ...range, page: 1 })}`);
    if (!best || answer.meta.total > best.total)
      best = { username, token, total: answer.meta.total, first: answer.items[0] };
  }
  return best;
}

/** A word of a subject worth searching for: the longest of the first row's `hal`. */
function searchWord(item) {
  const words = (item?.hal ?? "").split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
  return words.sort((a, b) => b.length - a.length)[0]?.toLowerCase() ?? "rapat";
}

/**
 * The routes driven under load, each as the web calls it, for the login that sees the most
 * letters in that list. `budget` names the rule of report.mjs the row is judged by.
 */
export async function loadRoutes(api, tokens) {
  const range = defaultRange();
  const inbox = await busiest(api, tokens, "/egs/mail", range);
  const approval = await busiest(api, tokens, "/egs/persetujuan/mail", range);
  const trace = await busiest(api, tokens, "/egs/telusuri/mail", range);
  const word = searchWord(inbox.first);
  const list = (path, page, extra = {}) => `${path}${queryString({ ...range, ...extra, page })}`;
  // `budget`: the rule the (cached) row is judged by; `queryPath`: also measured past the
  // cache (`no-cache`) and one request at a time, judged by the query-path budget; `browser`:
  // past the cache once more, compressed as a browser asks (no budget).
  const routes = [
    { name: "floor: GET /api/health", url: "/api/health", budget: "floor" },
    {
      name: "inbox page 1",
      url: list("/egs/mail", 1),
      user: inbox,
      budget: "inbox",
      queryPath: true,
      // Also measured as a browser asks for it, compressed (no budget: informational).
      browser: true,
    },
    {
      name: "inbox page 500",
      url: list("/egs/mail", 500),
      user: inbox,
      budget: "list",
      queryPath: true,
    },
    {
      name: `inbox search "${word}"`,
      url: list("/egs/mail", 1, { q: word }),
      user: inbox,
      budget: "list",
      queryPath: true,
    },
    {
      name: "persetujuan",
      url: list("/egs/persetujuan/mail", 1),
      user: approval,
      budget: "list",
      queryPath: true,
    },
    {
      name: "telusuri",
      url: list("/egs/telusuri/mail", 1),
      user: trace,
      budget: "list",
      queryPath: true,
    },
    {
      name: "bank surat keluar",
      url: list("/egs/master/bank-mail-keluar", 1),
      user: { username: "sekretariat", token: tokens.sekretariat },
      // The bank is not cached: its first row is the query path too.
      queryPath: true,
    },
    {
      name: "dashboard counts",
      url: `/egs/dashboard/count${queryString(range)}`,
      user: inbox,
      queryPath: true,
    },
    { name: "notifications", url: "/egs/notification?page=1&per_page=4", user: inbox },
    { name: "notification counters", url: "/egs/notification/count", user: inbox },
  ];
  // Opening a letter marks it read: a hundred different letters, not one row fought over.
  // The detail is never cached: its row is the query path itself.
  const letters = await api.as(inbox.token).get(list("/egs/mail", 1, { per_page: 100 }));
  if (letters.items.length > 0)
    routes.splice(7, 0, {
      name: `letter detail (${letters.items.length} letters in turn)`,
      url: letters.items.map((item) => `/egs/mail/${item.id}`),
      user: inbox,
      budget: "queryPath",
      single: true,
    });
  return {
    routes,
    users: {
      inbox: { username: inbox.username, letters: inbox.total },
      persetujuan: { username: approval.username, letters: approval.total },
      telusuri: { username: trace.username, letters: trace.total },
    },
    range,
  };
}
