import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSession, menu, userMenu, users } from "../../db/schema";
import { createItem, masterFor } from "../../test/factories/arsip";
import { createTestApp, TEST_TRACKING_SECRET, type TestApp } from "../../test/harness";
import { deriveKeyOf } from "../tracking/tracking.rules";
import { ARSIP_MENU } from "./arsip.access";
import { ARSIP_LINK_EXPIRED, arsipExcelLink } from "./arsip.export-link";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const own = await masterFor(t, "sekretariat");
  await createItem(t, "sekretariat", own, { nama_arsip: "Arsip Ekspor" });
});
afterAll(() => t.close());

/** `GET egs/arsip/export/excel` as `username`: the spec's `{ items: { url } }`. */
async function linkFor(username: string, query = "key=aktif") {
  const res = await t.as(username)({ method: "GET", url: `/egs/arsip/export/excel?${query}` });
  return { status: res.statusCode, url: res.json().items?.url as string };
}

/** Opens a link as a new browser tab does: no bearer token. */
const open = (url: string) => t.app.inject({ method: "GET", url });

const userIdOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]
    ?.id as number;

describe("GET /egs/arsip/export/excel", () => {
  it("answers { items: { url } }, and the url opened without a token is the .xlsx", async () => {
    const link = await linkFor("sekretariat", "key=aktif&q=Ekspor");
    expect(link.status).toBe(200);
    expect(link.url).toMatch(/^\/egs\/arsip\/export\/excel\/file\?token=[\w-]+$/);
    const res = await open(link.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain("attachment");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe("Jenis Arsip");
    // The query signed into the link: only the matching item.
    expect(sheet?.actualRowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(6).value).toBe("Arsip Ekspor");
  });

  it("gives no link to a user without the Tabel Arsip menu", async () => {
    expect((await linkFor("staf")).status).toBe(403);
  });

  it("refuses a forged or expired link like a missing one", async () => {
    const { url } = await linkFor("sekretariat");
    const forged = `${url.slice(0, -2)}${url.endsWith("AA") ? "BB" : "AA"}`;
    const res = await open(forged);
    expect(res.statusCode).toBe(404);
    expect(res.json().diagnostic.message).toBe(ARSIP_LINK_EXPIRED);

    const key = deriveKeyOf(deriveKeyOf(TEST_TRACKING_SECRET, "download-link"), "arsip-excel");
    const [session] = await t.db
      .select({ id: authSession.id })
      .from(authSession)
      .where(eq(authSession.userId, await userIdOf("sekretariat")));
    const auth = {
      userId: await userIdOf("sekretariat"),
      sessionId: session?.id as string,
      username: "sekretariat",
      userLevel: 8,
      pegNip: "",
      pegawaiId: 0,
      satuanKerjaId: 0,
    };
    const old = await arsipExcelLink(t.db, key, auth, { key: "aktif" }, Date.now() - 301_000);
    expect((await open(old.url)).statusCode).toBe(404);
    const fresh = await arsipExcelLink(t.db, key, auth, { key: "aktif" });
    expect((await open(fresh.url)).statusCode).toBe(200);
  });

  it("checks the user's permission again when the link is opened", async () => {
    const { url } = await linkFor("sekretariat");
    const [tabel] = await t.db.select().from(menu).where(eq(menu.link, ARSIP_MENU.tabel));
    const userId = await userIdOf("sekretariat");
    await t.db
      .delete(userMenu)
      .where(and(eq(userMenu.userId, userId), eq(userMenu.menuId, tabel?.id as number)));
    expect((await open(url)).statusCode).toBe(403);

    // Logged out (the session revoked): the link dies with the session.
    await t.db
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: "logout" })
      .where(eq(authSession.userId, userId));
    const res = await open(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().diagnostic.message).toBe(ARSIP_LINK_EXPIRED);
  });
});
