import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import {
  anyValue,
  deepObject,
  HOSTILE_PATH_IDS,
  HOSTILE_STRINGS,
  MALFORMED_JSON,
} from "./hostile-values";
import { fromSchema, type JsonSchema } from "./schema-arbitrary";

export interface RouteUnderTest {
  method: string;
  url: string;
  /** Query parameter schemas by name, from the OpenAPI document (empty for hidden routes). */
  query: Record<string, JsonSchema>;
  /** The JSON body schema, when the route declares one. */
  body?: JsonSchema;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every route the server registered, with the schemas its OpenAPI document gives it. */
export function routesOf(app: FastifyInstance, skip: RegExp[]): RouteUnderTest[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const seen = new Set<string>();
  const routes: RouteUnderTest[] = [];
  for (const { method, url } of app.routeTable) {
    const key = `${method} ${url}`;
    if (method === "HEAD" || seen.has(key) || skip.some((p) => p.test(key))) continue;
    seen.add(key);
    const op = doc.paths[url.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
    const query = Object.fromEntries(
      (op?.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}]),
    );
    routes.push({
      method,
      url,
      query,
      body: op?.requestBody?.content?.["application/json"]?.schema,
    });
  }
  return routes;
}

/** Every UTF-8 byte percent-encoded (lone surrogates arrive as U+FFFD, as a browser sends them). */
const percentEncode = (text: string) =>
  Buffer.from(text).toString("hex").replace(/../g, "%$&").toUpperCase();

const PAST_BODY_LIMIT = "x".repeat(2 * 1024 * 1024 + 10);

/** A body and the content type it is sent as: JSON of any shape, or something that is not JSON. */
function bodyFor(route: RouteUnderTest): fc.Arbitrary<Pick<InjectOptions, "payload" | "headers">> {
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? "null",
    headers: { "content-type": "application/json" },
  });
  const raw = (type: string) => (payload: string) => ({
    payload,
    headers: { "content-type": type },
  });
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema(route.body).map(json) },
    { weight: 2, arbitrary: anyValue.map(json) },
    { weight: 1, arbitrary: fc.constantFrom(deepObject(400), [[[[[]]]]], [{}], {}).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map(raw("application/json")) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/xml",
            "multipart/form-data; boundary=zzz",
            "multipart/form-data",
            "application/octet-stream",
            "application/json; charset=latin1",
          ),
          fc.constantFrom("a=1&b=2", "<a>1</a>", "--zzz\r\nrusak", "", "\u0000\u0001"),
        )
        .map(([type, payload]) => raw(type)(payload)),
    },
    { weight: 1, arbitrary: fc.constant(raw("application/json")(`"${PAST_BODY_LIMIT}"`)) },
  );
}

/** A query string: the declared parameters with hostile or fitting values, plus strays. */
function queryFor(route: RouteUnderTest): fc.Arbitrary<string> {
  const declared = Object.entries(route.query).map(([name, schema]) =>
    fc.option(
      fc.oneof(fromSchema(schema), fc.constantFrom(...HOSTILE_STRINGS)).map((v) => {
        const text = typeof v === "string" ? v : (JSON.stringify(v) ?? "");
        return `${encodeURIComponent(name)}=${percentEncode(text.slice(0, 4_000))}`;
      }),
      { freq: 3 },
    ),
  );
  const strays = fc.constantFrom("", "page=1&page=2", "q[]=a", "q[a]=b", "%ZZ=1", "per_page=-5");
  return fc
    .tuple(fc.tuple(...declared), strays)
    .map(([parts, stray]) => [...parts, stray].filter(Boolean).join("&"));
}

/** Injection options for one random, mostly malformed call of the route. */
export function requestFor(route: RouteUnderTest): fc.Arbitrary<InjectOptions> {
  const params = route.url.match(/:\w+/g) ?? [];
  const ids = fc.tuple(...params.map(() => fc.constantFrom(...HOSTILE_PATH_IDS)));
  const hasBody = !["GET", "DELETE"].includes(route.method);
  return fc
    .tuple(ids, queryFor(route), hasBody ? bodyFor(route) : fc.constant({}))
    .map(([values, query, body]) => {
      let index = 0;
      const path = route.url.replace(/:\w+/g, () => values[index++] ?? "1");
      return {
        method: route.method as InjectOptions["method"],
        url: query ? `${path}?${query}` : path,
        ...body,
      } as InjectOptions;
    });
}
