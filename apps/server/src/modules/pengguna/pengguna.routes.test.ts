import { authMessages } from "@lontar/contracts/auth";
import { penggunaMessages as m, type PenggunaItem } from "@lontar/contracts/pengguna";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { pegawaiBody } from "../../test/factories/pegawai";
import { createTestApp, type TestApp } from "../../test/harness";
import { PASSWORD_ALPHABET } from "./pengguna.rules";

const NIP = {
  staf: "199506112020012003",
  kabid: "198104062006011002",
  admin: "199402282021011005",
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.as("admin");
const tokenLogin = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/egs/token", payload: { username, password } });
const withToken = (token: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
const audits = async (action: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).map((a) => a.detail);

describe("GET /egs/master/users", () => {
  it("lists the employees with a NIP of a work unit and their logins", async () => {
    const res = await admin()({ method: "GET", url: "/egs/master/users?satuan_kerja_id=2" });
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json();
    expect(meta.total).toBe(9);
    expect(items.find((u: PenggunaItem) => u.username === "staf")).toMatchObject({
      peg_nip: NIP.staf,
      peg_nama: "Putri Ayu Lestari, A.Md.Kom.",
      jabatan_nama: "Pengolah Data",
      has_login: true,
      user_level: 9,
      status: "aktif",
    });
    const byUsername = await admin()({ method: "GET", url: "/egs/master/users?q=sekretariat" });
    expect(byUsername.json().items.map((u: PenggunaItem) => u.username)).toEqual(["sekretariat"]);
  });

  it("401 anonymous, 403 for staf", async () => {
    expect((await t.app.inject({ method: "GET", url: "/egs/master/users" })).statusCode).toBe(401);
    expect((await t.as("staf")({ method: "GET", url: "/egs/master/users" })).statusCode).toBe(403);
  });
});

describe("POST /egs/master/users", () => {
  let nip: string;
  beforeAll(async () => {
    const res = await admin()({
      method: "POST",
      url: "/egs/pegawai-egs/api/pegawai",
      payload: pegawaiBody(),
    });
    nip = res.json().items.nip;
  });

  it("creates a login with a generated password and the level's default menus", async () => {
    const res = await admin()({
      method: "POST",
      url: "/egs/master/users",
      payload: { peg_nip: nip, username: "pegawai.baru", user_level: 9 },
    });
    expect(res.statusCode).toBe(201);
    const { items } = res.json();
    expect(items).toMatchObject({ username: "pegawai.baru", peg_nip: nip, user_level: 9 });
    expect(items.password.length).toBeGreaterThanOrEqual(12);
    expect([...items.password].every((c: string) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    const login = await tokenLogin("pegawai.baru", items.password);
    expect(login.statusCode).toBe(200);
    const menu = await withToken(login.json().data.access_token, "/egs/master/menu");
    expect(menu.json().items.map((i: { name: string }) => i.name)).toEqual([
      "Dashboard",
      "Statistik",
      "Surat Masuk",
      "Surat Keluar",
    ]);
    expect(await audits("user_created")).toContainEqual(
      expect.objectContaining({ username: "pegawai.baru", peg_nip: nip }),
    );
  });

  it("409 naming peg_nip when the employee has a login, username when it is taken", async () => {
    const again = await admin()({
      method: "POST",
      url: "/egs/master/users",
      payload: { peg_nip: nip, username: "lain", user_level: 9 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ peg_nip: [m.hasLogin] });
    const other = (
      await admin()({ method: "POST", url: "/egs/pegawai-egs/api/pegawai", payload: pegawaiBody() })
    ).json().items.nip;
    const taken = await admin()({
      method: "POST",
      url: "/egs/master/users",
      payload: { peg_nip: other, username: "kadis", user_level: 9 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ username: [m.usernameTaken] });
  });

  it("422 for a malformed username or level, 404 for an unknown NIP, 403 for staf", async () => {
    const bad = await admin()({
      method: "POST",
      url: "/egs/master/users",
      payload: { peg_nip: nip, username: "Nama Spasi", user_level: 5 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.username).toEqual([m.usernameInvalid]);
    expect(bad.json().errors.user_level).toEqual([m.levelInvalid]);
    const unknown = await admin()({
      method: "POST",
      url: "/egs/master/users",
      payload: { peg_nip: "000000000000000000", username: "siapa" },
    });
    expect(unknown.statusCode).toBe(404);
    const staf = await t.as("staf")({
      method: "POST",
      url: "/egs/master/users",
      payload: { peg_nip: nip, username: "x-staf" },
    });
    expect(staf.statusCode).toBe(403);
  });
});

describe("GET /egs/pegawai-egs/api/user/reset-password/{nip}", () => {
  it("answers a new password once; it logs in, the old one does not, old sessions end", async () => {
    const old = (await t.login("kabid")).access_token;
    const res = await admin()({
      method: "GET",
      url: `/egs/pegawai-egs/api/user/reset-password/${NIP.kabid}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { password } = res.json().items;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await withToken(old, "/api/egs/user")).statusCode).toBe(401);
    expect((await tokenLogin("kabid", "lontar123")).statusCode).toBe(401);
    expect((await tokenLogin("kabid", password)).statusCode).toBe(200);
    expect(await audits("password_reset")).toHaveLength(1);
  });

  it("401 anonymous, 403 for staf, 404 without a login", async () => {
    const url = `/egs/pegawai-egs/api/user/reset-password/${NIP.kabid}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.as("staf")({ method: "GET", url })).statusCode).toBe(403);
    const missing = await admin()({
      method: "GET",
      url: "/egs/pegawai-egs/api/user/reset-password/000000000000000000",
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("GET /api/egs/list/pegawai/{nip}/ganti-status", () => {
  const url = (nip: string, status: string) =>
    `/api/egs/list/pegawai/${nip}/ganti-status?status=${status}`;

  it("deactivates a user: sessions end, login refused with USER_INACTIVE; then reactivates", async () => {
    const old = (await t.login("staf")).access_token;
    const res = await admin()({ method: "GET", url: url(NIP.staf, "nonaktif") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ peg_nip: NIP.staf, status: "nonaktif", message: m.deleted });
    expect((await withToken(old, "/api/egs/user")).statusCode).toBe(401);
    const refused = await tokenLogin("staf", "lontar123");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().diagnostic).toMatchObject({
      code: "USER_INACTIVE",
      message: authMessages.inactive,
    });
    expect(await audits("user_status_changed")).toContainEqual(
      expect.objectContaining({ from: "aktif", to: "nonaktif" }),
    );
    const back = await admin()({ method: "GET", url: url(NIP.staf, "aktif") });
    expect(back.json().data.message).toBe(m.activated);
    expect((await tokenLogin("staf", "lontar123")).statusCode).toBe(200);
  });

  it("refuses deactivating oneself, a bad status, staf and anonymous", async () => {
    const self = await admin()({ method: "GET", url: url(NIP.admin, "nonaktif") });
    expect(self.statusCode).toBe(403);
    expect(self.json().diagnostic.message).toBe(m.selfStatus);
    const bad = await admin()({ method: "GET", url: url(NIP.staf, "hapus") });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual([m.statusInvalid]);
    expect(
      (await t.as("sekdis")({ method: "GET", url: url(NIP.staf, "nonaktif") })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: url(NIP.staf, "nonaktif") })).statusCode).toBe(
      401,
    );
  });
});
