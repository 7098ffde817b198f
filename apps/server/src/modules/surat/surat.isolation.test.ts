import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { nipOfUser } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";
import { LETTER_NOT_FOUND } from "./surat.access";
import {
  AS_UNKNOWN,
  BODY_ID_LETTER,
  BODY_ID_NOT_LETTER,
  BY_PATH,
  LETTER_ID_FIELD,
  NOT_LETTERS,
} from "./surat.isolation.routes.test-support";
import {
  buildFixtures,
  type Call,
  type Fixture,
  letterTablesDigest,
  mailBodyCalls,
  OUTSIDERS,
  promoteOtherSecretariat,
} from "./surat.isolation.test-support";

/**
 * DOMAIN.md "Letters": whoever is not the author, a reviewer, a recipient (any role) or — for
 * a letter that is not Rahasia — the secretariat of its work unit gets 404 from every letter
 * endpoint and file. The endpoints come from the route table, so a new one cannot be missed.
 */

let t: TestApp;
let fixtures: Fixture[];
let routes: string[];
let kabidNip: string;
beforeAll(async () => {
  t = await createTestApp();
  await promoteOtherSecretariat(t);
  await t.app.ready();
  routes = t.app.routeTable.filter((r) => r.method !== "HEAD").map((r) => `${r.method} ${r.url}`);
  fixtures = await buildFixtures(t);
  kabidNip = await nipOfUser(t.db, "kabid");
}, 120_000);
afterAll(() => t.close());

/** The request fields (query or body, top level) named like a letter id, per OpenAPI. */
function idFields(): string[] {
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
    >;
  };
  const found: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const names = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const json = JSON.stringify(op.requestBody ?? {});
      for (const match of json.matchAll(/"properties":\{"([^"]+)"/g))
        names.push(match[1] as string);
      for (const match of json.matchAll(
        /,"([A-Za-z_]+)":\{"(type|anyOf|items|properties|default)"/g,
      ))
        names.push(match[1] as string);
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;
      for (const name of new Set(names))
        if (LETTER_ID_FIELD.test(name)) found.push(`${route} ${name}`);
    }
  }
  return found;
}

describe("the letter routes are all known", () => {
  it("classifies every route with a path parameter", () => {
    const withParams = routes.filter((r) => r.includes(":"));
    const unknown = withParams.filter(
      (r) => !BY_PATH[r] && !AS_UNKNOWN[r] && !NOT_LETTERS.some((p) => p.test(r)),
    );
    expect(unknown, "letter routes this test does not know how to call").toEqual([]);
    for (const known of [...Object.keys(BY_PATH), ...Object.keys(AS_UNKNOWN)])
      expect(routes, `${known} is gone: update the test`).toContain(known);
  });

  it("classifies every request field that can carry a letter id", () => {
    const fields = idFields();
    const unknown = fields.filter(
      (f) => !BODY_ID_LETTER.includes(f) && !BODY_ID_NOT_LETTER.includes(f),
    );
    expect(unknown, "request fields naming an id this test does not know").toEqual([]);
    expect(fields).toEqual(expect.arrayContaining(BODY_ID_LETTER));
  });
});

/** Calls every letter endpoint for `fx` as `username`; answers what was not a clean 404. */
async function leaksOf(username: string, fx: Fixture) {
  const as = t.as(username);
  const leaks: string[] = [];
  const calls: [string, Call][] = [
    ...Object.values(BY_PATH).flatMap((calls) => calls(fx, kabidNip)),
    ...(await mailBodyCalls(t, fx)),
  ];
  for (const [label, call] of calls) {
    const res = await as(call);
    const message = res.statusCode === 404 ? res.json().diagnostic?.message : undefined;
    if (res.statusCode === 404 && [LETTER_NOT_FOUND, "File tidak ditemukan"].includes(message))
      continue;
    // A refusal by role (only the secretariat registers) names no letter: same as for a new id.
    if (res.statusCode === 403 && call.payload) {
      const fresh = await as({
        ...call,
        payload: { ...(call.payload as object), initId: newId() },
      });
      if (fresh.statusCode === 403 && fresh.body === res.body) continue;
    }
    leaks.push(`${call.method} ${call.url} ${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  for (const [route, call] of Object.entries(AS_UNKNOWN)) {
    const [seen, fresh] = [await as(call(fx, fx.id)), await as(call(fx, newId()))];
    if (seen.statusCode !== fresh.statusCode || seen.body !== fresh.body)
      leaks.push(
        `${route} → ${seen.statusCode} ${seen.body.slice(0, 120)} ≠ ${fresh.body.slice(0, 120)}`,
      );
  }
  return leaks;
}

/**
 * Daftar Log (spec 02 §2.11) shows administrators every signing attempt with the letter's id
 * as a link; the link answers 404 to them and the log carries nothing of the letter itself.
 */
const NAMES_IDS_BY_DESIGN = ["GET /egs/esign-activity"];

/** The GET lists (no path parameter) an outsider may call must not name the letters either. */
async function listsNaming(username: string) {
  const ids = fixtures.map((f) => f.id);
  const named: string[] = [];
  for (const route of routes) {
    const [method, url] = route.split(" ") as [string, string];
    const skipped = /^\/(docs|api\/health|api\/egs\/stream)|\/public\//.test(url);
    if (method !== "GET" || url.includes(":") || skipped || NAMES_IDS_BY_DESIGN.includes(route))
      continue;
    const res = await t.as(username)({ method: "GET", url: `${url}?per_page=100` });
    if (ids.some((id) => res.body.includes(id))) named.push(`${route} → ${res.statusCode}`);
  }
  return named;
}

describe("a user with no relation to a letter gets 404 from every letter endpoint", () => {
  const draft = (fx: Fixture) => fx.name === "keluar: konsep";
  const cases: [string, string, (fx: Fixture) => boolean][] = [
    ["another work unit, level 9", OUTSIDERS.otherUnit, () => true],
    ["another work unit's secretariat", OUTSIDERS.otherUnitSecretariat, () => true],
    ["an administrator (no access to letters)", OUTSIDERS.admin, () => true],
    ["the same work unit, no relation", OUTSIDERS.sameUnit, () => true],
    [
      "the unit's secretariat, for a Rahasia letter",
      "sekretariat",
      (fx) => fx.name.includes("Rahasia"),
    ],
    // Issue 25 item 5: a draft is its author's alone, also within the secretariat's unit.
    ["the unit's secretariat, for a draft", "sekretariat", draft],
    ["a reviewer the draft names, before it is sent", "kabid", draft],
  ];
  // Only outsiders have no list naming any fixture; the others are related to some of them.
  const outsider = (username: string) => (Object.values(OUTSIDERS) as string[]).includes(username);
  for (const [who, username, applies] of cases) {
    it(`${who}: 404 everywhere, nothing changed, no list names the letters`, async () => {
      const before = await letterTablesDigest(t);
      const leaks: string[] = [];
      for (const fx of fixtures.filter(applies))
        for (const leak of await leaksOf(username, fx)) leaks.push(`${fx.name}: ${leak}`);
      expect(leaks).toEqual([]);
      expect(await letterTablesDigest(t)).toEqual(before);
      if (outsider(username)) expect(await listsNaming(username)).toEqual([]);
    }, 120_000);
  }

  // Issue 28 item 2: the archive copy with the reviewers' paraf is the office's file copy. Those
  // the letter reached (penerima kadisdik, tembusan sekdis) read the letter, never that copy.
  it("the archive copy: its author, reviewer and unit's secretariat; a recipient or copy gets 404", async () => {
    const archive = (username: string, fx: Fixture) =>
      t.as(username)({ method: "GET", url: `/egs/mail/${fx.id}/pdf-arsip` });
    const signed = fixtures.find((f) => f.name === "keluar: terkirim") as Fixture;
    const secret = fixtures.find((f) => f.name === "keluar: Rahasia terkirim") as Fixture;
    for (const username of ["staf", "kadis", "sekretariat"])
      expect((await archive(username, signed)).statusCode, username).toBe(200);
    for (const username of ["kadisdik", "sekdis"]) {
      expect(
        (await t.as(username)({ method: "GET", url: `/egs/mail/${signed.id}` })).statusCode,
      ).toBe(200);
      const res = await archive(username, signed);
      expect(res.statusCode, username).toBe(404);
      expect(res.json().diagnostic.message).toBe(LETTER_NOT_FOUND);
    }
    expect((await archive("sekretariat", secret)).statusCode).toBe(404);
    const detailOf = async (username: string) =>
      (await t.as(username)({ method: "GET", url: `/egs/mail/${signed.id}` })).json().items;
    expect((await detailOf("staf")).salinan_arsip_url).toBe(`/egs/mail/${signed.id}/pdf-arsip`);
    expect((await detailOf("kadisdik")).salinan_arsip_url).toBeNull();
  });

  it("the fixtures are what they claim: their own people reach them", async () => {
    expect(fixtures).toHaveLength(9);
    for (const fx of fixtures) {
      const reader = fx.name.startsWith("masuk") ? "kadis" : "staf";
      const res = await t.as(reader)({ method: "GET", url: `/egs/mail/${fx.id}` });
      expect(res.statusCode, fx.name).toBe(200);
    }
    const signed = fixtures.find((f) => f.name === "keluar: terkirim") as Fixture;
    expect(signed.files).toHaveLength(2);
    for (const file of signed.files)
      expect(
        (await t.as("kadisdik")({ method: "GET", url: `/api/files/${file}` })).statusCode,
      ).toBe(200);
  });
});
