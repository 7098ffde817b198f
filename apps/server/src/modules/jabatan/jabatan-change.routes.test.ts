import { jabatanMessages as msg } from "@lontar/contracts/jabatan";
import { MASTER_MENU } from "@lontar/contracts/org";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pegawaiPlt } from "../../db/schema";
import {
  jabatanBody as body,
  currentBody,
  jabatanRow,
  JABATAN_PATH as PATH,
} from "../../test/factories/jabatan";
import { createMasterTestApp } from "../../test/factories/satuan-kerja";
import type { TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createMasterTestApp(MASTER_MENU.jabatan);
});
afterAll(() => t.close());

const rowOf = (id: number) => jabatanRow(t.db, id);
const currentOf = (id: number) => currentBody(t.db, id);

describe(`PUT ${PATH}/:id`, () => {
  const put = async (id: number, overrides: Record<string, unknown>, user = "admin") =>
    t.as(user)({
      method: "PUT",
      url: `${PATH}/${id}`,
      payload: { ...(await currentOf(id)), ...overrides },
    });

  it("changes a position; the top position stays without a superior", async () => {
    const res = await put(1040, { name: "Kepala Subbagian Keuangan", eselon: "IV.b" });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      id: 1040,
      name: "Kepala Subbagian Keuangan",
      eselon: "IV.b",
    });
    expect((await rowOf(1040))?.eselon).toBe("IV.b");
    expect((await put(1037, { name: "Kepala Dinas Kominfo" })).statusCode).toBe(200);
  });

  it("422 when a position would report to itself or a subordinate", async () => {
    for (const parent of [1038, 1039, 1048]) {
      const res = await put(1038, { parent_id: parent });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ parent_id: [msg.parentCycle] });
    }
    expect((await rowOf(1038))?.parentId).toBe(1037);
  });

  it("never changes Tenaga Kontrak", async () => {
    const res = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/99999`,
      payload: body({ name: "Kontrak" }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().diagnostic.message).toBe(msg.reserved);
    expect((await rowOf(99999))?.name).toBe("Tenaga Kontrak");
  });

  it("409 for a used code or moving a position with subordinates; 404 unknown", async () => {
    const taken = await put(1043, { code: "KOMINFO-J001" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: [msg.codeTaken] });
    const moved = await put(1045, { satuan_kerja_id: 3, unit_kerja_id: 147, parent_id: 1051 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors).toEqual({ satuan_kerja_id: [msg.satuanKerjaLocked] });
    expect(
      (await t.as("admin")({ method: "PUT", url: `${PATH}/88888`, payload: body() })).statusCode,
    ).toBe(404);
  });

  it("403 for a holder outside their work unit or without the menu; nothing changes", async () => {
    expect((await put(1052, { name: "Diambil alih" }, "sekdis")).statusCode).toBe(403);
    expect((await put(1040, { name: "Diambil alih" }, "staf")).statusCode).toBe(403);
    expect((await put(1040, { name: "Diambil alih" }, "sekdis")).statusCode).toBe(200);
    expect((await rowOf(1052))?.name).toBe("Sekretaris Dinas Pendidikan");
    const anonymous = await t.app.inject({ method: "PUT", url: `${PATH}/1040`, payload: body() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe(`DELETE ${PATH}/:id`, () => {
  const del = (id: number, user = "admin") =>
    t.as(user)({ method: "DELETE", url: `${PATH}/${id}` });

  it("deletes a position nobody holds and without subordinates", async () => {
    const res = await del(1043);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: { id: 1043 } });
    expect(await rowOf(1043)).toBeUndefined();
  });

  it("409 saying what still depends on it; nothing is deleted", async () => {
    await t.db.insert(pegawaiPlt).values({ pegawaiId: 14, jabatanId: 1047 });
    const cases: [number, string][] = [
      [1038, msg.hasHolders],
      [1045, msg.hasSubordinates],
      [1047, msg.hasPlt],
    ];
    for (const [id, message] of cases) {
      const res = await del(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().diagnostic.message).toBe(message);
      expect(await rowOf(id)).toBeDefined();
    }
  });

  it("never deletes Tenaga Kontrak", async () => {
    const res = await del(99999);
    expect(res.statusCode).toBe(403);
    expect(res.json().diagnostic.message).toBe(msg.reserved);
    expect(await rowOf(99999)).toBeDefined();
  });

  it("404 unknown, 403 outside a holder's work unit or without the menu, 401 anonymous", async () => {
    expect((await del(88888)).statusCode).toBe(404);
    expect((await del(1069, "sekdis")).statusCode).toBe(403);
    expect((await del(1046, "staf")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `${PATH}/1046` })).statusCode).toBe(401);
    expect(await rowOf(1069)).toBeDefined();
    expect(await rowOf(1046)).toBeDefined();
  });
});
