import type { KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { klasifikasi } from "../../db/schema";
import { idOfKode, KLASIFIKASI_URL as URL } from "../../test/factories/klasifikasi";
import { grantMenu } from "../../test/factories/kop-surat";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await grantMenu(t.db, "sekretariat", "/manajemen-master/klasifikasi");
});
afterAll(() => t.close());

const idOf = (kode: string) => idOfKode(t.db, kode);

describe("PATCH /egs/master/klasifikasi/{id}", () => {
  it("renames a code and gives its sub-codes the new prefix", async () => {
    const parent = await idOf("000.1");
    const a = (
      await t.as("admin")({
        method: "POST",
        url: URL,
        payload: { parent, kode: "000.1.91", nama: "A" },
      })
    ).json().items;
    await t.as("admin")({
      method: "POST",
      url: URL,
      payload: { parent: a._id, kode: "000.1.91.1", nama: "A1" },
    });
    const res = await t.as("admin")({
      method: "PATCH",
      url: `${URL}/${a._id}`,
      payload: { id: a._id, kode: "000.1.92", nama: "A baru", retensi: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      kode: "000.1.92",
      nama: "A baru",
      retensi_aktif: null,
    });
    expect(res.json().items.childs.map((n: KlasifikasiNode) => n.kode)).toEqual(["000.1.92.1"]);
    expect(await idOf("000.1.91.1")).toBeUndefined();
  });

  it("keeps the retention when `retensi` is left out, and clears it with null", async () => {
    const id = await idOf("000.1");
    const kept = await t.as("admin")({
      method: "PATCH",
      url: `${URL}/${id}`,
      payload: { kode: "000.1", nama: "Ketatausahaan dan Kerumahtanggaan" },
    });
    expect(kept.json().items.retensi_aktif).toBe(2);
    const [row] = await t.db.select().from(klasifikasi).where(eq(klasifikasi.id, id));
    expect(row?.keteranganRetensi).toBe("musnah");
  });

  it("422 for a code outside the parent, a missing name or another id; 409 for a used code", async () => {
    const id = await idOf("000.1.2");
    const outside = await t.as("admin")({
      method: "PATCH",
      url: `${URL}/${id}`,
      payload: { kode: "100.1.2", nama: "x" },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.kode).toBeDefined();
    const noName = await t.as("admin")({
      method: "PATCH",
      url: `${URL}/${id}`,
      payload: { kode: "000.1.2" },
    });
    expect(noName.json().errors.nama).toEqual(["Nama wajib diisi"]);
    const otherId = await t.as("admin")({
      method: "PATCH",
      url: `${URL}/${id}`,
      payload: { id: id + 1, kode: "000.1.2", nama: "x" },
    });
    expect(otherId.json().errors.id).toBeDefined();
    const used = await t.as("admin")({
      method: "PATCH",
      url: `${URL}/${id}`,
      payload: { kode: "000.1.3", nama: "x" },
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().errors.kode).toEqual(["Kode klasifikasi sudah digunakan"]);
  });

  it("404 for an unknown code, 403 for an employee, 401 anonymous", async () => {
    const payload = { kode: "000", nama: "Umum" };
    expect(
      (await t.as("admin")({ method: "PATCH", url: `${URL}/999999`, payload })).statusCode,
    ).toBe(404);
    const id = await idOf("000");
    expect((await t.as("staf")({ method: "PATCH", url: `${URL}/${id}`, payload })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "PATCH", url: `${URL}/${id}`, payload })).statusCode).toBe(
      401,
    );
  });
});
