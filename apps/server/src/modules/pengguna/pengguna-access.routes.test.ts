import { type MenuOption, penggunaMessages as m } from "@lontar/contracts/pengguna";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { grantMenu } from "../../test/factories/pegawai";
import { createTestApp, type TestApp } from "../../test/harness";

const NIP = {
  staf: "199506112020012003",
  sekdis: "197709022002122003",
  kadisdik: "197001231996031001",
  admin: "199402282021011005",
};
let t: TestApp;
let menuId: (link: string) => number;
beforeAll(async () => {
  t = await createTestApp();
  const tree = (await t.as("admin")({ method: "GET", url: "/egs/master/users/menu" })).json()
    .items as MenuOption[];
  const flat = tree.flatMap((top) => [top, ...top.sub_link]);
  menuId = (link) => flat.find((item) => item.link === link)?._id ?? -1;
});
afterAll(() => t.close());

const admin = () => t.as("admin");
const accessOf = async (nip: string, user = "admin") =>
  (await t.as(user)({ method: "GET", url: `/egs/master/menu/${nip}` })).json().items;
const save = (payload: object, user = "admin") =>
  t.as(user)({ method: "POST", url: "/egs/master/users/menu", payload });
const audits = async (action: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).map((a) => a.detail);

describe("GET /egs/master/users/menu", () => {
  it("answers every menu as a tree", async () => {
    const res = await admin()({ method: "GET", url: "/egs/master/users/menu" });
    const master = (res.json().items as MenuOption[]).find((i) => i.name === "Manajemen Master");
    expect(master?.link).toBeNull();
    expect(master?.sub_link.map((s) => s.name)).toContain("Pengguna");
    expect(master?.sub_link[0]).toEqual({
      _id: expect.any(Number),
      name: "Satuan Kerja",
      ico: expect.any(String),
      link: "/manajemen-master/satuan-kerja",
    });
  });

  it("401 anonymous, 403 for staf", async () => {
    const url = "/egs/master/users/menu";
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.as("staf")({ method: "GET", url })).statusCode).toBe(403);
  });
});

describe("GET /egs/master/menu/{nip}", () => {
  it("answers a user's level, status and menu ids", async () => {
    const access = await accessOf(NIP.staf);
    expect(access).toMatchObject({
      peg_nip: NIP.staf,
      username: "staf",
      user_level: 9,
      status: "aktif",
    });
    expect(access.menu).toContain(menuId("/dashboard"));
    expect(access.menu).not.toContain(menuId("/manajemen-master/pegawai"));
  });

  it("403 for staf, 404 for an employee without a login", async () => {
    expect(
      (await t.as("staf")({ method: "GET", url: `/egs/master/menu/${NIP.sekdis}` })).statusCode,
    ).toBe(403);
    expect((await admin()({ method: "GET", url: "/egs/master/menu/1" })).statusCode).toBe(404);
  });
});

describe("POST /egs/master/users/menu", () => {
  it("sets menus: the user then sees and may use the new screen", async () => {
    const current: number[] = (await accessOf(NIP.sekdis)).menu;
    const pegawai = menuId("/manajemen-master/pegawai");
    const res = await save({ peg_nip: NIP.sekdis, menu: [...current, pegawai] });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      message: "Hak akses berhasil di tambah!",
      status: "aktif",
    });
    const sidebar = (await t.as("sekdis")({ method: "GET", url: "/egs/master/menu" })).json().items;
    expect(sidebar.find((i: { name: string }) => i.name === "Manajemen Master")?.sub_link).toEqual([
      expect.objectContaining({ name: "Pegawai" }),
    ]);
    const list = await t.as("sekdis")({ method: "GET", url: "/egs/pegawai-egs/api/pegawai" });
    expect(list.statusCode).toBe(200);
    expect(await audits("menus_changed")).toContainEqual(
      expect.objectContaining({ added: [pegawai], removed: [] }),
    );
  });

  it("really sets the status ('nonAktif' as the modal spells it) and the level", async () => {
    const old = (await t.login("sekdis")).access_token;
    const { menu } = await accessOf(NIP.sekdis);
    const res = await save({ peg_nip: NIP.sekdis, menu, status: "nonAktif", user_level: 8 });
    expect(res.json().items).toMatchObject({ status: "nonaktif", user_level: 8 });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/egs/user",
      headers: { authorization: `Bearer ${old}` },
    });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/egs/token",
      payload: { username: "sekdis", password: "lontar123" },
    });
    expect(login.json().diagnostic.code).toBe("USER_INACTIVE");
    expect(await audits("user_level_changed")).toContainEqual(
      expect.objectContaining({ from: 9, to: 8 }),
    );
    await save({ peg_nip: NIP.sekdis, menu, status: "aktif" });
    expect((await accessOf(NIP.sekdis)).status).toBe("aktif");
  });

  it("422 naming menu for an unknown menu", async () => {
    const res = await save({ peg_nip: NIP.staf, menu: [999999] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ menu: [m.menuUnknown] });
  });

  it("403 for staf and for changing one's own level", async () => {
    expect((await save({ peg_nip: NIP.staf, menu: [] }, "staf")).statusCode).toBe(403);
    const self = await save({
      peg_nip: NIP.admin,
      menu: (await accessOf(NIP.admin)).menu,
      user_level: 9,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().diagnostic.message).toBe(m.selfLevel);
  });
});

describe("a holder of the Pengguna menu", () => {
  beforeAll(() => grantMenu(t.db, "sekretariat", "/manajemen-master/pengguna"));

  it("manages the users of their own work unit only", async () => {
    const list = await t.as("sekretariat")({
      method: "GET",
      url: "/egs/master/users?satuan_kerja_id=3",
    });
    expect(
      list.json().items.every((u: { satuan_kerja_id: number }) => u.satuan_kerja_id === 2),
    ).toBe(true);
    const other = await t.as("sekretariat")({
      method: "GET",
      url: `/egs/master/menu/${NIP.kadisdik}`,
    });
    expect(other.statusCode).toBe(403);
    const reset = await t.as("sekretariat")({
      method: "GET",
      url: `/egs/pegawai-egs/api/user/reset-password/${NIP.kadisdik}`,
    });
    expect(reset.statusCode).toBe(403);
  });

  it("grants only menus they hold, never the administrator level, never to an administrator", async () => {
    const { menu } = await accessOf(NIP.staf);
    const own = await save(
      { peg_nip: NIP.staf, menu: [...menu, menuId("/bank-surat/keluar")] },
      "sekretariat",
    );
    expect(own.statusCode).toBe(200);
    const beyond = await save(
      { peg_nip: NIP.staf, menu: [...menu, menuId("/manajemen-master/satuan-kerja")] },
      "sekretariat",
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().diagnostic.message).toBe(m.grantBeyond);
    const level = await save({ peg_nip: NIP.staf, menu, user_level: 1 }, "sekretariat");
    expect(level.json().diagnostic.message).toBe(m.adminOnly);
    const toAdmin = await save({ peg_nip: NIP.admin, menu: [] }, "sekretariat");
    expect(toAdmin.statusCode).toBe(403);
  });
});
