import type { JabatanNode } from "@lontar/contracts/jabatan";
import { MASTER_MENU } from "@lontar/contracts/org";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JABATAN_PATH as PATH } from "../../test/factories/jabatan";
import { createMasterTestApp, ids } from "../../test/factories/satuan-kerja";
import type { TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createMasterTestApp(MASTER_MENU.jabatan);
});
afterAll(() => t.close());

describe(`GET ${PATH}`, () => {
  it("answers the position tree of a work unit", async () => {
    const res = await t.as("admin")({ method: "GET", url: `${PATH}?satuan_kerja_id=2` });
    expect(res.statusCode).toBe(200);
    const [root] = res.json().items as JabatanNode[];
    expect(res.json().meta.total).toBe(1);
    expect(root).toMatchObject({
      id: 1037,
      code: "KOMINFO-J001",
      jenis_jabatan: "STRUKTURAL",
      eselon: "II.b",
      unit_kerja_id: 135,
      unit_kerja_nama: "Dinas Komunikasi dan Informatika",
      satuan_kerja_id: 2,
      parent_id: null,
      status: true,
    });
    expect(ids(root?.childs ?? [])).toEqual([1038, 1041, 1044, 1045]);
  });

  it("filters by type and by a case-insensitive search, keeping the superiors", async () => {
    const jft = await t.as("admin")({
      method: "GET",
      url: `${PATH}?satuan_kerja_id=2&jenis_jabatan=JFT`,
    });
    const [root] = jft.json().items as JabatanNode[];
    expect(ids(root?.childs ?? [])).toEqual([1044]);
    expect(ids(root?.childs[0]?.childs ?? [])).toEqual([1049]);
    const q = await t.as("admin")({ method: "GET", url: `${PATH}?satuan_kerja_id=2&q=PENGOLAH` });
    expect(ids(q.json().items[0].childs[0].childs)).toEqual([1050]);
  });

  it("lists every work unit's top position without Tenaga Kontrak for an administrator", async () => {
    const res = await t.as("admin")({ method: "GET", url: PATH });
    expect(ids(res.json().items).sort()).toEqual([1001, 1037, 1051, 1072]);
  });

  it("limits a menu holder to their own work unit", async () => {
    const res = await t.as("sekdis")({ method: "GET", url: `${PATH}?satuan_kerja_id=3` });
    expect(ids(res.json().items)).toEqual([1037]);
  });

  it("422 for an unknown type, 401 anonymous, 403 without the menu", async () => {
    expect(
      (await t.as("admin")({ method: "GET", url: `${PATH}?jenis_jabatan=X` })).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: "GET", url: PATH })).statusCode).toBe(401);
    expect((await t.as("staf")({ method: "GET", url: PATH })).statusCode).toBe(403);
  });
});

describe(`GET ${PATH}/get-data/...`, () => {
  const get = (url: string) => t.as("staf")({ method: "GET", url: `${PATH}/get-data/${url}` });

  it("answers the three types and the eselon list", async () => {
    expect((await get("jenis-jabatan")).json().items).toEqual([
      { kode: "STRUKTURAL", nama: "Jabatan Struktural" },
      { kode: "JFT", nama: "Jabatan Fungsional Tertentu" },
      { kode: "JFU", nama: "Jabatan Fungsional Umum / Pelaksana" },
    ]);
    expect((await get("eselon")).json().items).toEqual([
      "I.a",
      "I.b",
      "II.a",
      "II.b",
      "III.a",
      "III.b",
      "IV.a",
      "IV.b",
      "V.a",
    ]);
  });

  it("answers a work unit's units flat in tree order with their level", async () => {
    const res = await get("unit-kerja?satuan_kerja_id=2");
    const items = res.json().items as { id: number; level: number }[];
    expect(items).toHaveLength(11);
    expect(items.slice(0, 4).map((u) => [u.id, u.level])).toEqual([
      [135, 0],
      [136, 1],
      [137, 2],
      [138, 2],
    ]);
    expect((await get("unit-kerja")).statusCode).toBe(422);
  });

  it("offers common and used names of a functional type", async () => {
    const jft = (await get("jabatan?jenis_jabatan=JFT")).json().items as string[];
    expect(jft).toEqual(
      expect.arrayContaining([
        "Pranata Komputer Ahli Pertama",
        "Pengawas Sekolah Ahli Madya",
        "Statistisi Ahli Pertama",
      ]),
    );
    expect(new Set(jft).size).toBe(jft.length);
    expect(jft).toEqual([...jft].sort((a, b) => a.localeCompare(b, "id")));
    const jfu = (await get("jabatan?jenis_jabatan=JFU")).json().items as string[];
    expect(jfu).toEqual(
      expect.arrayContaining(["Pengolah Data", "Pengadministrasi Umum", "Pengelola Keuangan"]),
    );
    expect(jfu).not.toContain("Pranata Komputer Ahli Pertama");
    expect((await get("jabatan")).statusCode).toBe(422);
  });

  it("401 anonymous", async () => {
    for (const url of [
      "jenis-jabatan",
      "eselon",
      "unit-kerja?satuan_kerja_id=2",
      "jabatan?jenis_jabatan=JFT",
    ])
      expect(
        (await t.app.inject({ method: "GET", url: `${PATH}/get-data/${url}` })).statusCode,
      ).toBe(401);
  });
});
