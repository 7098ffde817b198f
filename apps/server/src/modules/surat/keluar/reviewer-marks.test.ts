import { describe, expect, it } from "vitest";
import { run } from "../../../seed/bulk-sql";
import { AT_WORK_DAY_DRIFT } from "../../../test/day-count-drift";
import { KINDS, workflowListsForFile } from "../../../test/factories/workflow-lists";
import { countList } from "./list-query";

/**
 * The reviewer's marks (`at_work`, `reached`, migration 0036) and Persetujuan's day counts
 * (0043) follow a letter as it moves, on the mix of `workflowListsForFile`: every list still
 * equals its plain definition.
 */
const f = workflowListsForFile();
const { who, RANGE, expected, listed } = f;

describe("the reviewer's marks", () => {
  const letters = `(select id, cast(substring(perihal from '[0-9]+$') as int) as g from mail where perihal like 'Uji daftar %')`;

  /** Every list of both users against the definition, with the marks as the restage would set them. */
  async function listsFollow() {
    for (const kind of KINDS) {
      for (const username of ["staf", "kadis"] as const) {
        const want = await expected(kind, username, RANGE);
        const got = await listed(kind, username, RANGE);
        expect(got.ids, `${kind} of ${username}`).toEqual(want);
        expect(got.total, `${kind} of ${username}`).toBe(want.length);
      }
    }
    // Persetujuan's day counts kept up with every move (migration 0043).
    const [drift] = await run<{ n: number }>(f.t.db, AT_WORK_DAY_DRIFT);
    expect(Object.values(drift ?? {})[0]).toBe(0);
  }

  it("follow a letter along its chain, back to its author and out", async () => {
    // Letters move on, come back for revision, are sent again, cancelled and sent.
    await run(
      f.t.db,
      `update mail m set order_now = m.order_now + 1 from ${letters} x where x.id = m.id and x.g % 6 = 1`,
    );
    await run(
      f.t.db,
      `update mail m set status_surat = 'perbaikan', order_now = 1 from ${letters} x where x.id = m.id and x.g % 10 = 1`,
    );
    await run(
      f.t.db,
      `update mail m set status_surat = 'pemeriksa', order_now = 2 from ${letters} x where x.id = m.id and x.g % 10 = 2`,
    );
    await run(
      f.t.db,
      `update mail m set status_surat = 'terkirim' from ${letters} x where x.id = m.id and x.g % 10 = 6`,
    );
    await listsFollow();
  });

  it("follow a chain written again, shortened or with a person at a new place", async () => {
    // As `replaceReviewers` writes a chain: delete it, insert it again.
    await run(
      f.t.db,
      `delete from mail_reviewer r using ${letters} x where x.id = r.mail_id and x.g % 8 = 0 and r.urutan = 1`,
    );
    await run(
      f.t.db,
      `update mail_reviewer r set pegawai_id = ${who.kadis.pegawaiId} from ${letters} x
       where x.id = r.mail_id and x.g % 9 = 3 and r.urutan = 1`,
    );
    await run(
      f.t.db,
      `insert into mail_reviewer (mail_id, urutan, pegawai_id)
       select id, 5, ${who.staf.pegawaiId} from ${letters} x where g % 12 = 5`,
    );
    await listsFollow();
    const [stale] = await run<{ n: number }>(
      f.t.db,
      `select count(*)::int as n from mail_reviewer r join mail m on m.id = r.mail_id
       join mail_reviewer_stage s on s.mail_id = r.mail_id and s.urutan = r.urutan
       where r.mail_created_by is distinct from m.created_by
          or (r.at_work, r.reached) is distinct from (s.at_work, s.reached)`,
    );
    expect(stale?.n).toBe(0);
  });

  it("count the letters the reviewer opened, removed ones aside, as the dashboard shows them", async () => {
    const { userId, pegawaiId } = who.kadis;
    // Some of them among the letters kadis removed from his lists.
    await run(
      f.t.db,
      `update mail_reviewer r set read_at = now() from ${letters} x
       where x.id = r.mail_id and r.pegawai_id = ${pegawaiId} and r.at_work and x.g % 3 = 0`,
    );
    const counted = await countList(f.t.db, "persetujuan", {
      userId,
      pegawaiId,
      startDate: RANGE.start_date,
      endDate: RANGE.end_date,
    });
    const [want] = await run<{ total: number; read: number }>(
      f.t.db,
      `select count(*)::int as total, count(r.read_at)::int as read from mail_reviewer r
       where r.pegawai_id = ${pegawaiId} and r.at_work
         and not exists (select 1 from mail_hidden h where h.mail_id = r.mail_id and h.user_id = ${userId})
         and r.mail_created_at >= ('${RANGE.start_date}'::date::timestamp at time zone 'Asia/Jakarta')
         and r.mail_created_at < (('${RANGE.end_date}'::date + 1)::timestamp at time zone 'Asia/Jakarta')`,
    );
    expect(want?.read).toBeGreaterThan(0);
    expect(counted).toEqual(want);
  });
});
