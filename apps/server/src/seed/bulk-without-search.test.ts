import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { bulkSeeded, seedBulk } from "./bulk";
import { run } from "./bulk-sql";

describe("bulk seed without search documents", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("loads the letters and their lists, and writes no search document for them", async () => {
    const documents = async () =>
      Number((await run<{ n: string }>(app.db, "select count(*) as n from search_document"))[0]?.n);
    const before = await documents();
    const loaded = await seedBulk(app.db, { letters: 300, pegawai: 500, withoutSearch: true });
    expect(loaded.mail).toBe(300);
    expect(loaded.mail_recipient).toBeGreaterThan(600);
    expect(await documents()).toBe(before);
    expect(await bulkSeeded(app.db)).toMatch(
      /^300 surat, tanpa dokumen pencarian, \d{4}-\d{2}-\d{2}$/,
    );
    const inbox = await app.as("kadis")({ method: "GET", url: "/egs/mail" });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().meta.total).toBeGreaterThan(1);
  });
});
