import { MASTER_MENU } from "@lontar/contracts/org";
import { unitKerjaMessages as msg } from "@lontar/contracts/unit-kerja";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pegawai } from "../../db/schema";
import { createMasterTestApp } from "../../test/factories/satuan-kerja";
import {
  unitBody as body,
  childIds,
  UNIT_PATH as PATH,
  unitRow,
} from "../../test/factories/unit-kerja";
import type { TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createMasterTestApp(MASTER_MENU.unitKerja);
});
afterAll(() => t.close());

const rowOf = (id: number) => unitRow(t.db, id);
const childsOf = (id: number) => childIds(t, id);

describe(`PUT ${PATH}/:id`, () => {
  const current = async (id: number) => {
    const row = await rowOf(id);
    if (!row) throw new Error(`no unit ${id}`);
    return {
      satuan_kerja_id: row.satuanKerjaId,
      name: row.name,
      code: row.code,
      unit_kerja_parent: row.parentId,
    };
  };

  it("renames a unit and moves it after another sibling", async () => {
    const res = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/143`,
      payload: {
        ...(await current(143)),
        name: "Bidang Statistik",
        posisi_unit_kerja_setelah: 136,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      id: 143,
      name: "Bidang Statistik",
      posisi_unit_kerja_setelah: 136,
    });
    expect((await childsOf(135)).slice(0, 4)).toEqual([136, 143, 139, 142]);
  });

  it("keeps the place when only the name changes, and goes last under a new parent", async () => {
    await t.as("admin")({
      method: "PUT",
      url: `${PATH}/140`,
      payload: { ...(await current(140)), name: "Seksi LIP" },
    });
    expect((await childsOf(139)).slice(0, 2)).toEqual([140, 141]);
    const moved = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/141`,
      payload: { ...(await current(141)), unit_kerja_parent: 143 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await childsOf(143)).toEqual([144, 145, 141]);
  });

  it("422 when a unit would sit below itself", async () => {
    for (const parent of [136, 137]) {
      const res = await t.as("admin")({
        method: "PUT",
        url: `${PATH}/136`,
        payload: { ...(await current(136)), unit_kerja_parent: parent },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ unit_kerja_parent: [msg.parentCycle] });
    }
    expect((await rowOf(136))?.parentId).toBe(135);
  });

  it("409 for a used code or moving a unit with sub units to another work unit; 404 unknown", async () => {
    const taken = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/142`,
      payload: { ...(await current(142)), code: "KOMINFO.01" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: [msg.codeTaken] });
    const moved = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/136`,
      payload: { ...(await current(136)), satuan_kerja_id: 3, unit_kerja_parent: 146 },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors).toEqual({ satuan_kerja_id: [msg.satuanKerjaLocked] });
    const unknown = await t.as("admin")({ method: "PUT", url: `${PATH}/99999`, payload: body() });
    expect(unknown.statusCode).toBe(404);
  });

  it("403 for a holder outside their work unit or without the menu; nothing changes", async () => {
    const payload = { ...(await current(147)), name: "Diambil alih" };
    expect((await t.as("sekdis")({ method: "PUT", url: `${PATH}/147`, payload })).statusCode).toBe(
      403,
    );
    expect((await t.as("staf")({ method: "PUT", url: `${PATH}/147`, payload })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "PUT", url: `${PATH}/147`, payload })).statusCode).toBe(
      401,
    );
    expect((await rowOf(147))?.name).toBe("Sekretariat");
  });
});

describe(`DELETE ${PATH}/:id`, () => {
  it("deletes a unit nothing depends on", async () => {
    const created = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "DEL" }),
    });
    const id = created.json().items.id as number;
    const res = await t.as("admin")({ method: "DELETE", url: `${PATH}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: { id } });
    expect(await rowOf(id)).toBeUndefined();
  });

  it("409 saying what still depends on it; nothing is deleted", async () => {
    const cases: [number, string][] = [
      [147, msg.hasChildren],
      [149, msg.hasPositions],
    ];
    for (const [id, message] of cases) {
      const res = await t.as("admin")({ method: "DELETE", url: `${PATH}/${id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json().diagnostic.message).toBe(message);
      expect(await rowOf(id)).toBeDefined();
    }
    const created = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "EMP" }),
    });
    const id = created.json().items.id as number;
    await t.db.update(pegawai).set({ unitKerjaId: id }).where(eq(pegawai.id, 14));
    const res = await t.as("admin")({ method: "DELETE", url: `${PATH}/${id}` });
    expect(res.json().diagnostic.message).toBe(msg.hasPegawai);
    expect(await rowOf(id)).toBeDefined();
  });

  it("404 unknown, 403 outside a holder's work unit or without the menu, 401 anonymous", async () => {
    expect((await t.as("admin")({ method: "DELETE", url: `${PATH}/99999` })).statusCode).toBe(404);
    const created = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ satuan_kerja_id: 3, unit_kerja_parent: 147, code: "KEEP" }),
    });
    const id = created.json().items.id as number;
    expect((await t.as("sekdis")({ method: "DELETE", url: `${PATH}/${id}` })).statusCode).toBe(403);
    expect((await t.as("staf")({ method: "DELETE", url: `${PATH}/${id}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `${PATH}/${id}` })).statusCode).toBe(401);
    expect(await rowOf(id)).toBeDefined();
  });
});
