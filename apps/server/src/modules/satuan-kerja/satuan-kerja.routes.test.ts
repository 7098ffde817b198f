import { MASTER_MENU } from "@lontar/contracts/org";
import { satuanKerjaMessages as msg } from "@lontar/contracts/satuan-kerja";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { satuanKerja } from "../../db/schema";
import { createMasterTestApp } from "../../test/factories/satuan-kerja";
import type { TestApp } from "../../test/harness";

const PATH = "/egs/pegawai-egs/api/satuan-kerja";
const body = (overrides: Record<string, unknown> = {}) => ({
  code: "9.99.0.00.0.00.01.0000",
  name: "Dinas Uji Coba",
  address: "Jl. Uji No. 1",
  sapk_id: "sapk-uji",
  ...overrides,
});

let t: TestApp;
beforeAll(async () => {
  t = await createMasterTestApp(MASTER_MENU.satuanKerja);
});
afterAll(() => t.close());

const rowOf = async (id: number) =>
  (await t.db.select().from(satuanKerja).where(eq(satuanKerja.id, id)))[0];

describe("GET /api/master/skpd", () => {
  it("lists the active work units by name for any signed-in user", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/api/master/skpd" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(4);
    expect(data[0]).toEqual({
      satuan_kerja_id: 4,
      kode_skpd: "5.03.5.04.0.00.01.0000",
      satuan_kerja_nama: "Badan Kepegawaian dan Pengembangan Sumber Daya Manusia",
    });
    const names = data.map((w: { satuan_kerja_nama: string }) => w.satuan_kerja_nama);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("401 anonymous", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/master/skpd" })).statusCode).toBe(401);
  });
});

describe(`GET ${PATH}`, () => {
  it("pages the work units for an administrator", async () => {
    const res = await t.as("admin")({ method: "GET", url: `${PATH}?page=2&per_page=3` });
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json();
    expect(items).toHaveLength(1);
    expect(meta).toEqual({ current_page: 2, last_page: 2, from: 4, to: 4, per_page: 3, total: 4 });
    expect(Object.keys(items[0]).sort()).toEqual(
      ["address", "code", "id", "name", "sapk_id", "status"].sort(),
    );
  });

  it("searches name, code and address case-insensitively", async () => {
    const res = await t.as("admin")({ method: "GET", url: `${PATH}?q=KOMUNIKASI` });
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([2]);
    const byAddress = await t.as("admin")({ method: "GET", url: `${PATH}?q=jl. cendekia` });
    expect(byAddress.json().items.map((i: { id: number }) => i.id)).toEqual([3]);
    const none = await t.as("admin")({ method: "GET", url: `${PATH}?q=100%25` });
    expect(none.json().meta.total).toBe(0);
  });

  it("shows a menu holder only their own work unit", async () => {
    const res = await t.as("sekdis")({ method: "GET", url: PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([2]);
  });

  it("422 for a bad page size, 401 anonymous, 403 without the menu", async () => {
    expect((await t.as("admin")({ method: "GET", url: `${PATH}?per_page=0` })).statusCode).toBe(
      422,
    );
    expect((await t.app.inject({ method: "GET", url: PATH })).statusCode).toBe(401);
    const res = await t.as("staf")({ method: "GET", url: PATH });
    expect(res.statusCode).toBe(403);
    expect(res.json().diagnostic.code).toBe("FORBIDDEN");
  });
});

describe(`POST ${PATH}`, () => {
  it("adds a work unit", async () => {
    const res = await t.as("admin")({ method: "POST", url: PATH, payload: body() });
    expect(res.statusCode).toBe(201);
    const { items } = res.json();
    expect(items).toMatchObject({ ...body(), status: true });
    expect((await rowOf(items.id))?.nama).toBe("Dinas Uji Coba");
  });

  it("422 naming each missing field in Indonesian", async () => {
    const res = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: { name: "  ", address: "x" },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.code).toEqual(["Kode wajib diisi"]);
    expect(errors.name).toEqual(["Nama wajib diisi"]);
    expect(errors.sapk_id).toEqual(["Kode referensi wajib diisi"]);
    expect(errors.address).toBeUndefined();
  });

  it("409 for a code already used", async () => {
    const res = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "2.16.2.20.2.21.01.0000" }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code: [msg.codeTaken] });
  });

  it("403 for a menu holder and an employee, 401 anonymous; nothing is added", async () => {
    const payload = body({ code: "X-403" });
    const holder = await t.as("sekdis")({ method: "POST", url: PATH, payload });
    expect(holder.statusCode).toBe(403);
    expect(holder.json().diagnostic.message).toBe(msg.adminOnly);
    expect((await t.as("staf")({ method: "POST", url: PATH, payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: PATH, payload })).statusCode).toBe(401);
    const rows = await t.db.select().from(satuanKerja).where(eq(satuanKerja.kodeSkpd, "X-403"));
    expect(rows).toHaveLength(0);
  });
});

describe(`PUT ${PATH}/:id`, () => {
  it("changes a work unit", async () => {
    const res = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/4`,
      payload: body({ code: "5.03.5.04.0.00.01.0000", name: "BKPSDM", status: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({ id: 4, name: "BKPSDM", status: false });
    expect((await rowOf(4))?.nama).toBe("BKPSDM");
  });

  it("409 for another unit's code, 404 for an unknown id, 422 for a missing field", async () => {
    const taken = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/3`,
      payload: body({ code: "2.16.2.20.2.21.01.0000" }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.code).toEqual([msg.codeTaken]);
    const unknown = await t.as("admin")({ method: "PUT", url: `${PATH}/9999`, payload: body() });
    expect(unknown.statusCode).toBe(404);
    const invalid = await t.as("admin")({
      method: "PUT",
      url: `${PATH}/3`,
      payload: body({ address: "" }),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.address).toEqual(["Alamat wajib diisi"]);
  });

  it("lets a menu holder change only their own work unit", async () => {
    const own = await t.as("sekdis")({
      method: "PUT",
      url: `${PATH}/2`,
      payload: body({ code: "2.16.2.20.2.21.01.0000", name: "Diskominfo" }),
    });
    expect(own.statusCode).toBe(200);
    expect((await rowOf(2))?.nama).toBe("Diskominfo");
    const other = await t.as("sekdis")({
      method: "PUT",
      url: `${PATH}/3`,
      payload: body({ code: "1.01.0.00.0.00.01.0000", name: "Diambil alih" }),
    });
    expect(other.statusCode).toBe(403);
    expect((await rowOf(3))?.nama).toBe("Dinas Pendidikan");
  });

  it("403 for an employee, 401 anonymous", async () => {
    const payload = body({ code: "2.16.2.20.2.21.01.0000" });
    expect((await t.as("staf")({ method: "PUT", url: `${PATH}/2`, payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: `${PATH}/2`, payload })).statusCode).toBe(401);
  });
});

describe(`DELETE ${PATH}/:id`, () => {
  it("deletes a work unit nothing belongs to", async () => {
    const created = await t.as("admin")({
      method: "POST",
      url: PATH,
      payload: body({ code: "DEL-1" }),
    });
    const id = created.json().items.id as number;
    const res = await t.as("admin")({ method: "DELETE", url: `${PATH}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: { id } });
    expect(await rowOf(id)).toBeUndefined();
  });

  it("409 while units still belong to it; nothing is deleted", async () => {
    const res = await t.as("admin")({ method: "DELETE", url: `${PATH}/3` });
    expect(res.statusCode).toBe(409);
    expect(res.json().diagnostic).toMatchObject({ code: "CONFLICT", message: msg.hasUnits });
    expect(await rowOf(3)).toBeDefined();
  });

  it("404 unknown, 403 for a menu holder and an employee, 401 anonymous", async () => {
    expect((await t.as("admin")({ method: "DELETE", url: `${PATH}/9999` })).statusCode).toBe(404);
    expect((await t.as("sekdis")({ method: "DELETE", url: `${PATH}/2` })).statusCode).toBe(403);
    expect((await t.as("staf")({ method: "DELETE", url: `${PATH}/2` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `${PATH}/2` })).statusCode).toBe(401);
    expect(await rowOf(2)).toBeDefined();
  });
});
