import { jabatanMessages as msg } from "@lontar/contracts/jabatan";
import { MASTER_MENU } from "@lontar/contracts/org";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jabatan, satuanKerja, unitKerja } from "../../db/schema";
import {
  jabatanBody as body,
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
const post = (payload: Record<string, unknown>, user = "admin") =>
  t.as(user)({ method: "POST", url: PATH, payload });

describe(`POST ${PATH}`, () => {
  it("adds a structural position under its superior", async () => {
    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const { items } = res.json();
    expect(items).toMatchObject({
      ...body(),
      unit_kerja_nama: "Bidang Aplikasi Informatika",
      status: true,
    });
    expect((await rowOf(items.id))?.parentId).toBe(1044);
  });

  it("adds a functional position without eselon; an empty eselon counts as none", async () => {
    const res = await post(
      body({
        jenis_jabatan: "JFT",
        name: "Statistisi Ahli Pertama",
        code: "KOMINFO-J101",
        eselon: "",
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().items.eselon).toBeNull();
  });

  it("422 naming each missing field", async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      satuan_kerja_id: ["Satuan kerja wajib diisi"],
      jenis_jabatan: ["Jenis jabatan wajib diisi"],
      unit_kerja_id: ["Unit kerja wajib diisi"],
      name: ["Nama wajib diisi"],
      code: ["Kode wajib diisi"],
    });
  });

  it("422 for the eselon rule of each type", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eselon: null }, msg.eselonRequired],
      [{ eselon: "VI.z" }, msg.eselonUnknown],
      [{ jenis_jabatan: "JFU", eselon: "IV.a" }, msg.eselonForbidden],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(body({ code: "E-1", ...overrides }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ eselon: [message] });
    }
    expect(await t.db.select().from(jabatan).where(eq(jabatan.code, "E-1"))).toHaveLength(0);
  });

  it("422 for a unit or superior of another work unit, or a second top position", async () => {
    const other = await post(body({ code: "W-1", unit_kerja_id: 147, parent_id: 1052 }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      unit_kerja_id: [msg.unitOtherSatuanKerja],
      parent_id: [msg.parentOtherSatuanKerja],
    });
    const top = await post(body({ code: "W-2", parent_id: null }));
    expect(top.json().errors).toEqual({ parent_id: [msg.parentRequired] });
  });

  it("lets the first position of a new work unit be its top", async () => {
    const [sk] = await t.db
      .insert(satuanKerja)
      .values({ kodeSkpd: "NEW", nama: "Badan Baru", alamat: "Jl. Baru", sapkId: "x" })
      .returning();
    const [unit] = await t.db
      .insert(unitKerja)
      .values({ satuanKerjaId: sk?.id as number, code: "BARU.01", name: "Badan Baru" })
      .returning();
    const res = await post(
      body({ satuan_kerja_id: sk?.id, unit_kerja_id: unit?.id, parent_id: null, eselon: "II.a" }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().items.parent_id).toBeNull();
  });

  it("409 for a code used in the same work unit", async () => {
    const res = await post(body({ code: "KOMINFO-J001" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ code: [msg.codeTaken] });
  });

  it("lets a menu holder add only in their own work unit; 403 without the menu, 401 anonymous", async () => {
    expect((await post(body({ code: "OWN" }), "sekdis")).statusCode).toBe(201);
    const foreign = body({
      satuan_kerja_id: 3,
      unit_kerja_id: 147,
      parent_id: 1051,
      code: "FOREIGN",
    });
    expect((await post(foreign, "sekdis")).statusCode).toBe(403);
    expect((await post(foreign, "staf")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: PATH, payload: foreign })).statusCode).toBe(
      401,
    );
    expect(await t.db.select().from(jabatan).where(eq(jabatan.code, "FOREIGN"))).toHaveLength(0);
  });
});
