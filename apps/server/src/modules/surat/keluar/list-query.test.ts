import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import { KINDS, workflowListsForFile } from "../../../test/factories/workflow-lists";
import { genericReadsByIndex, rowsByIndex, scansByIndex } from "../../../test/query-plan";
import { countListQuery, listPageSelect, pageIds } from "./list-query";

/**
 * The workflow lists read each source (the user's own letters, the letters that reached them
 * as a reviewer) newest first through its index, and merge: checked against the lists' plain
 * definition on the mix of `workflowListsForFile`.
 */
const f = workflowListsForFile();
const { who, RANGE, expected, listed, jakartaDate } = f;

describe("workflow lists", () => {
  it.each(KINDS.flatMap((kind) => (["staf", "kadis"] as const).map((u) => [kind, u] as const)))(
    "%s of %s: every letter of the definition, once, newest first, on every page",
    async (kind, username) => {
      const want = await expected(kind, username, RANGE);
      const got = await listed(kind, username, RANGE);
      expect(got.ids).toEqual(want);
      expect(got.total).toBe(want.length);
      // A page past the end has no row to carry the total: it is counted on its own.
      const past = new URLSearchParams({ ...RANGE, page: "99", per_page: "25" });
      const end = await f.t.as(username)({ method: "GET", url: `/egs/${kind}/mail?${past}` });
      expect(end.json()).toMatchObject({ items: [], meta: { total: want.length } });
      if (kind === "telusuri") expect(want.length).toBeGreaterThan(200);
    },
  );

  it("a narrower range and a search give the same letters as the definition", async () => {
    const range = { start_date: jakartaDate(6), end_date: jakartaDate(2) };
    for (const kind of KINDS) {
      const want = await expected(kind, "staf", range, "anggaran");
      const got = await listed(kind, "staf", range, "anggaran");
      expect(got.ids, kind).toEqual(want);
      expect(got.total, kind).toBe(want.length);
    }
  });

  it("the dashboard counts Persetujuan and Konsep as the lists do", async () => {
    const res = await f.t.as("kadis")({
      method: "GET",
      url: `/egs/dashboard/count?${new URLSearchParams(RANGE)}`,
    });
    expect(res.statusCode).toBe(200);
    const counts = res.json().items;
    expect(counts.count_persetujuan.total).toBe(
      (await expected("persetujuan", "kadis", RANGE)).length,
    );
    expect(counts.count_draft.total).toBe((await expected("konsep", "kadis", RANGE)).length);
  });
});

describe("a page of a workflow list", () => {
  /** The first page of 10 in the range of the letters. */
  const firstPage = () => ({
    startDate: RANGE.start_date,
    endDate: RANGE.end_date,
    limit: 10,
    offset: 0,
    newest: 10,
  });

  it("reads only as many of the user's letters as the page shows, not the whole history", async () => {
    for (const username of ["staf", "kadis"] as const) {
      const read = await rowsByIndex(
        f.t.db,
        pageIds("telusuri", { ...who[username], ...firstPage() }),
      );
      // Hundreds of letters each way; a page of 10 takes the newest 10 (and the few skipped).
      expect(read.get("mail_author_idx"), username).toBeLessThanOrEqual(20);
      expect(read.get("mail_reviewer_reached_idx"), username).toBeLessThanOrEqual(40);
    }
  });

  it("reads the author's letters from the index alone, a page's worth, in the kept plan", async () => {
    // The plan a prepared statement keeps after its first calls (values as parameters): the
    // one the server runs. Migration 0045 put the id and what the lists ask of a letter in the
    // author's index; before, a page read the author's whole range and sorted it, and each
    // letter of the range was read from the table. Planned as at scale: tables this small are
    // otherwise read whole, or through a bitmap of the range.
    await run(f.t.db, "vacuum analyze mail, mail_reviewer, mail_hidden");
    const atScale = ["enable_seqscan = off", "enable_bitmapscan = off"];
    for (const kind of ["konsep", "telusuri", "terkirim", "reject"] as const) {
      const scope = { ...who.staf, startDate: RANGE.start_date, endDate: RANGE.end_date };
      const { rows, scans } = await genericReadsByIndex(
        f.t.db,
        pageIds(kind, { ...scope, limit: 10, offset: 0, newest: 10 }),
        atScale,
      );
      expect(scans.get("mail_author_idx"), kind).toBe("Index Only Scan");
      expect(rows.get("mail_author_idx"), kind).toBeLessThanOrEqual(10);
      const counted = await genericReadsByIndex(f.t.db, countListQuery(kind, scope), atScale);
      expect(counted.scans.get("mail_author_idx"), kind).toBe("Index Only Scan");
    }
  });

  it("takes a reviewer's letters and their count from the reviewer's rows, reading no letter", async () => {
    const scope = { startDate: RANGE.start_date, endDate: RANGE.end_date };
    // The shape of the plan, not the planner's taste on this small mix: with tables read whole
    // ruled out, what each source must read shows.
    await f.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const username of ["staf", "kadis"] as const) {
        for (const kind of ["persetujuan", "telusuri"] as const) {
          const f = { ...who[username], ...scope };
          const page = { ...f, limit: 10, offset: 0, newest: 10 };
          const pageQuery = pageIds(kind, page);
          for (const query of [pageQuery, countListQuery(kind, f)]) {
            const read = await rowsByIndex(tx, query);
            // Telusuri reads the user's own letters by the author's index; no source reads a
            // letter by its key.
            const letters = [...read.keys()].filter(
              (k) =>
                k.startsWith("mail_") &&
                !k.startsWith("mail_reviewer") &&
                !k.startsWith("mail_hidden"),
            );
            expect(letters, `${kind} of ${username}`).toEqual(
              kind === "telusuri" ? ["mail_author_idx"] : [],
            );
            // Persetujuan's count sums its days (migration 0043), reading no reviewer row but
            // those of the letters the user removed, by their keys.
            const counted = kind === "persetujuan" && query !== pageQuery;
            const index = counted
              ? "at_work_day_count_pk"
              : kind === "persetujuan"
                ? "mail_reviewer_at_work_idx"
                : "mail_reviewer_reached_idx";
            expect(read.has(index), `${kind} of ${username}`).toBe(true);
            if (counted) {
              // Only the rows of removed letters that wait for the user, each by its key.
              const [removed] = await run<{ n: number }>(
                tx,
                `select count(*)::int as n from mail_hidden h join mail_reviewer r
                 on r.mail_id = h.mail_id and r.pegawai_id = ${f.pegawaiId} and r.at_work
                 where h.user_id = ${f.userId}`,
              );
              const reviewerRows = [...read]
                .filter(([name]) => name.startsWith("mail_reviewer"))
                .reduce((sum, [, rows]) => sum + rows, 0);
              // (EXPLAIN gives rows a loop, rounded: their sum over many loops is near.)
              expect(Math.round(reviewerRows), username).toBeLessThanOrEqual(removed?.n ?? 0);
            }
          }
        }
      }
    });
  });

  it("counts the letters that reached a reviewer from the reviewer's index alone", async () => {
    const scope = { startDate: RANGE.start_date, endDate: RANGE.end_date };
    await f.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      for (const kind of ["telusuri", "terkirim", "reject"] as const) {
        const scans = await scansByIndex(tx, countListQuery(kind, { ...who.kadis, ...scope }));
        expect(scans.get("mail_reviewer_reached_idx"), kind).toBe("Index Only Scan");
      }
    });
  });

  it("names a page's authors with one look-up a letter", async () => {
    // The shape of the plan: no table read whole, no look-up remembered between letters.
    await f.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_memoize = off`);
      for (const kind of ["persetujuan", "telusuri"] as const) {
        const f = { ...who.kadis, ...firstPage() };
        const letters = (await listPageSelect(tx, kind, f)).length;
        expect(letters, kind).toBeGreaterThan(0);
        const read = await rowsByIndex(tx, listPageSelect(tx, kind, f).getSQL());
        // The author's login and employee once a letter, not once for the name and again for
        // the position.
        expect(read.get("users_pkey"), kind).toBe(letters);
        expect(read.get("pegawai_nip_unique"), kind).toBe(letters);
      }
    });
  });
});
