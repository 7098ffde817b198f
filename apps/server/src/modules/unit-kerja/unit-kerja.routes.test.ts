import { MASTER_MENU } from "@lontar/contracts/org";
import { unitKerjaMessages as msg, type UnitKerjaNode } from "@lontar/contracts/unit-kerja";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitKerja } from "../../db/schema";
import { createMasterTestApp, ids } from "../../test/factories/satuan-kerja";
import { unitBody as body, childIds, UNIT_PATH as PATH } from "../../test/factories/unit-kerja";
import type { TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createMasterTestApp(MASTER_MENU.unitKerja);
});
afterAll(() => t.close());

const childsOf = (id: number) => childIds(t, id);

describe(`GET ${PATH}`, () => {
  it("answers the unit tree of a work unit in sibling order", async () => {
    const res = await t.as("admin")({ method: "GET", url: `${PATH}?satuan_kerja_id=2` });
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json() as { items: UnitKerjaNode[]; meta: unknown };
    expect(meta).toEqual({ current_page: 1, last_page: 1, from: 1, to: 1, per_page: 10, total: 1 });
    const [root] = items;
    expect(root).toMatchObject({ id: 135, code: "KOMINFO.01", unit_kerja_parent: null });
    expect(ids(root?.childs ?? [])).toEqual([136, 139, 142, 143]);
    expect(root?.childs[1]).toMatchObject({
      unit_kerja_parent: 135,
      posisi_unit_kerja_setelah: 136,
    });
    expect(root?.childs[0]?.posisi_unit_kerja_setelah).toBeNull();
    expect(ids(root?.childs[0]?.childs ?? [])).toEqual([137, 138]);
  });

  it("answers the original system's trailing-slash path as the path without it", async () => {
    const plain = await t.as("admin")({ method: "GET", url: `${PATH}?satuan_kerja_id=2` });
    const slash = await t.as("admin")({ method: "GET", url: `${PATH}/?satuan_kerja_id=2` });
    expect(slash.statusCode).toBe(200);
    expect(slash.json()).toEqual(plain.json());
  });

  it("keeps the matches of a case-insensitive search with the units above them", async () => {
    const res = await t.as("admin")({ method: "GET", url: `${PATH}?satuan_kerja_id=2&q=SEKSI` });
    const [root] = res.json().items as UnitKerjaNode[];
    expect(ids(root?.childs ?? [])).toEqual([139, 143]);
    expect(ids(root?.childs[0]?.childs ?? [])).toEqual([140, 141]);
    const none = await t.as("admin")({ method: "GET", url: `${PATH}?satuan_kerja_id=2&q=zzz` });
    expect(none.json()).toMatchObject({ items: [], meta: { total: 0 } });
  });

  it("limits a menu holder to their own work unit", async () => {
    const res = await t.as("sekdis")({ method: "GET", url: `${PATH}?satuan_kerja_id=3` });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().items)).toEqual([135]);
  });

  it("401 anonymous, 403 without the menu", async () => {
    expect((await t.app.inject({ method: "GET", url: PATH })).statusCode).toBe(401);
    expect((await t.as("staf")({ method: "GET", url: PATH })).statusCode).toBe(403);
  });
});

describe(`GET ${PATH}/:id/childs`, () => {
  it("answers the direct sub units", async () => {
    const res = await t.as("admin")({ method: "GET", url: `${PATH}/139/childs` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ id: 140, name: "Seksi Layanan Informasi Publik" }),
      expect.objectContaining({ id: 141, posisi_unit_kerja_setelah: 140 }),
    ]);
  });

  it("404 unknown, 403 outside a holder's work unit or without the menu, 401 anonymous", async () => {
    expect((await t.as("admin")({ method: "GET", url: `${PATH}/99999/childs` })).statusCode).toBe(
      404,
    );
    expect((await t.as("sekdis")({ method: "GET", url: `${PATH}/147/childs` })).statusCode).toBe(
      403,
    );
    expect((await t.as("staf")({ method: "GET", url: `${PATH}/136/childs` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `${PATH}/136/childs` })).statusCode).toBe(401);
  });
});

describe(`POST ${PATH}`, () => {
  it("adds a unit after the chosen sibling", async () => {
    const res = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ posisi_unit_kerja_setelah: 137 }),
    });
    expect(res.statusCode).toBe(201);
    const { items } = res.json();
    expect(items).toMatchObject({ ...body(), posisi_unit_kerja_setelah: 137, status: true });
    expect(await childsOf(136)).toEqual([137, items.id, 138]);
  });

  it("adds a unit last without a sibling, and a top-level unit without a parent", async () => {
    const last = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "KOMINFO.UJI2", unit_kerja_parent: 139 }),
    });
    expect(last.json().items.posisi_unit_kerja_setelah).toBe(141);
    expect(await childsOf(139)).toEqual([140, 141, last.json().items.id]);
    const top = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "KOMINFO.TOP", unit_kerja_parent: null }),
    });
    expect(top.json().items).toMatchObject({
      unit_kerja_parent: null,
      posisi_unit_kerja_setelah: 135,
    });
  });

  it("422 naming each missing field", async () => {
    const res = await t.as("admin")({ method: "POST", url: PATH, payload: { name: "" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      satuan_kerja_id: ["Satuan kerja wajib diisi"],
      name: ["Nama wajib diisi"],
      code: ["Kode wajib diisi"],
    });
  });

  it("422 for a parent of another work unit or a sibling that is not one", async () => {
    const parent = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "X1", unit_kerja_parent: 147 }),
    });
    expect(parent.statusCode).toBe(422);
    expect(parent.json().errors).toEqual({ unit_kerja_parent: [msg.parentOtherSatuanKerja] });
    const sibling = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "X2", posisi_unit_kerja_setelah: 140 }),
    });
    expect(sibling.statusCode).toBe(422);
    expect(sibling.json().errors).toEqual({ posisi_unit_kerja_setelah: [msg.siblingInvalid] });
    expect(await t.db.select().from(unitKerja).where(eq(unitKerja.code, "X1"))).toHaveLength(0);
  });

  it("409 for a code used in the same work unit; another work unit may use it", async () => {
    const taken = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "KOMINFO.02" }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: [msg.codeTaken] });
    const elsewhere = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ satuan_kerja_id: 3, unit_kerja_parent: 147, code: "KOMINFO.02" }),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("lets a menu holder add only in their own work unit; 403 without the menu, 401 anonymous", async () => {
    const own = await t.as("sekdis")({ method: "POST", url: PATH, payload: body({ code: "OWN" }) });
    expect(own.statusCode).toBe(201);
    const payload = body({ satuan_kerja_id: 3, unit_kerja_parent: 147, code: "FOREIGN" });
    expect((await t.as("sekdis")({ method: "POST", url: PATH, payload })).statusCode).toBe(403);
    expect((await t.as("staf")({ method: "POST", url: PATH, payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: PATH, payload })).statusCode).toBe(401);
    expect(await t.db.select().from(unitKerja).where(eq(unitKerja.code, "FOREIGN"))).toHaveLength(
      0,
    );
  });
});
