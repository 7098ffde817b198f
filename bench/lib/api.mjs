/** Every demo login (DOMAIN.md); all share the password and signing passphrase below. */
export const DEMO_LOGINS = ["admin", "sekretariat", "kadis", "sekdis", "kabid", "staf", "kadisdik"];
export const DEMO_PASSWORD = "lontar123";

/**
 * A small JSON client of the running server; `as(token)` gives one that sends the token.
 * Non-2xx answers throw with the body, so a broken setup never gets measured.
 */
export function apiClient(baseUrl, token) {
  const call = async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    baseUrl,
    token,
    get: (url) => call("GET", url),
    post: (url, body) => call("POST", url, body),
    as: (other) => apiClient(baseUrl, other),
  };
}

/** Logs in through the API and answers the access token. */
export async function login(api, username, password = DEMO_PASSWORD) {
  const answer = await api.post("/api/egs/token", { username, password });
  return answer.data.access_token;
}

/** `?a=1&b=2` of the defined values. */
export function queryString(values) {
  const defined = Object.entries(values).filter(([, value]) => value !== undefined);
  return defined.length ? `?${new URLSearchParams(defined).toString()}` : "";
}

/** The lists' default filter (spec 01 §9): one month ago until today, as the web sends it. */
export function defaultRange(today = new Date()) {
  const day = (date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(date);
  const monthAgo = new Date(today);
  monthAgo.setMonth(monthAgo.getMonth() - 1);
  return { start_date: day(monthAgo), end_date: day(today) };
}
