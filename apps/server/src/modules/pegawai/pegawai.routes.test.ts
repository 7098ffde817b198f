import { pegawaiMessages as m, type PegawaiItem } from "@lontar/contracts/pegawai";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pegawai } from "../../db/schema";
import { grantMenu, pegawaiBody } from "../../test/factories/pegawai";
import { createTestApp, type TestApp } from "../../test/harness";

const URL = "/egs/pegawai-egs/api/pegawai";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.as("admin");

describe("GET /egs/pegawai-egs/api/pegawai", () => {
  it("lists the employees of a work unit by name, without contract staff", async () => {
    const res = await admin()({ method: "GET", url: `${URL}?satuan_kerja_id=2` });
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json();
    expect(meta).toEqual({ current_page: 1, last_page: 1, from: 1, to: 9, per_page: 10, total: 9 });
    const names = items.map((p: PegawaiItem) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names).not.toContain("Rudi Hermawan");
    const kadis = items.find((p: PegawaiItem) => p.nip === "197206141998031001");
    expect(kadis).toMatchObject({
      id: 8,
      nik: "9901011406720001",
      satuan_kerja_id: 2,
      satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
      unit_kerja_id: 135,
      jenis_jabatan: "STRUKTURAL",
      jabatan_id: 1037,
      jabatan_nama: "Kepala Dinas Komunikasi dan Informatika",
      has_login: true,
      is_plt: false,
      data_plt: null,
    });
  });

  it("searches name, NIP and NIK case-insensitively and pages", async () => {
    const search = async (q: string) =>
      (await admin()({ method: "GET", url: `${URL}?q=${encodeURIComponent(q)}` })).json().items;
    expect((await search("WIRANATA")).map((p: PegawaiItem) => p.id)).toEqual([8]);
    expect((await search("199506112020")).map((p: PegawaiItem) => p.id)).toEqual([14]);
    expect((await search("9901024209770002")).map((p: PegawaiItem) => p.id)).toEqual([9]);
    const page2 = await admin()({
      method: "GET",
      url: `${URL}?satuan_kerja_id=2&per_page=4&page=2`,
    });
    expect(page2.json().meta).toMatchObject({ current_page: 2, last_page: 3, from: 5, to: 8 });
    expect(page2.json().items).toHaveLength(4);
  });

  it("401 anonymous, 403 for an employee without the Pegawai menu", async () => {
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
    const res = await t.as("staf")({ method: "GET", url: URL });
    expect(res.statusCode).toBe(403);
    expect(res.json().diagnostic.code).toBe("FORBIDDEN");
  });
});

describe("GET /egs/pegawai-egs/api/pegawai/{id}", () => {
  it("answers one employee, 404 for unknown ids and for contract staff", async () => {
    const res = await admin()({ method: "GET", url: `${URL}/14` });
    expect(res.json().items).toMatchObject({
      name: "Putri Ayu Lestari, A.Md.Kom.",
      jabatan_id: 1050,
    });
    expect((await admin()({ method: "GET", url: `${URL}/99998` })).statusCode).toBe(404);
    expect((await admin()({ method: "GET", url: `${URL}/901` })).statusCode).toBe(404);
  });
});

describe("POST /egs/pegawai-egs/api/pegawai", () => {
  it("adds an employee", async () => {
    const body = pegawaiBody({ gelar_belakang: "S.Kom." });
    const res = await admin()({ method: "POST", url: URL, payload: body });
    expect(res.statusCode).toBe(201);
    const { items } = res.json();
    expect(items).toMatchObject({
      name: body.name,
      nip: body.nip,
      unit_kerja_nama: "Seksi Persandian dan Keamanan Informasi",
      jabatan_nama: "Kepala Seksi Persandian dan Keamanan Informasi",
      gelar_belakang: "S.Kom.",
      has_login: false,
    });
    const [row] = await t.db.select().from(pegawai).where(eq(pegawai.id, items.id));
    expect(row).toMatchObject({ nik: body.nik, email: body.email, telp: body.telp });
  });

  it("422 names every missing or malformed required field", async () => {
    const res = await admin()({
      method: "POST",
      url: URL,
      payload: { ...pegawaiBody(), name: " ", nip: "123", nik: "abc", email: "bukan-email" },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual([m.nameRequired]);
    expect(errors.nip).toEqual([m.nipInvalid]);
    expect(errors.nik).toEqual([m.nikInvalid]);
    expect(errors.email).toEqual([m.emailInvalid]);
    const empty = await admin()({ method: "POST", url: URL, payload: {} });
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      [
        "alamat",
        "email",
        "jabatan_id",
        "jenis_jabatan",
        "name",
        "nik",
        "nip",
        "satuan_kerja_id",
        "telp",
        "unit_kerja_id",
      ].sort(),
    );
    expect(empty.json().errors.unit_kerja_id).toEqual([m.unitKerjaRequired]);
  });

  it("422 when the unit or position is outside the work unit or the type does not match", async () => {
    const outside = await admin()({
      method: "POST",
      url: URL,
      payload: pegawaiBody({ unit_kerja_id: 146, jabatan_id: 1051 }),
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({
      unit_kerja_id: [m.unitNotInSatker],
      jabatan_id: [m.jabatanNotInSatker],
    });
    const mismatch = await admin()({
      method: "POST",
      url: URL,
      payload: pegawaiBody({ jenis_jabatan: "JFT", jabatan_id: 1046 }),
    });
    expect(mismatch.json().errors).toEqual({ jenis_jabatan: [m.jenisMismatch] });
  });

  it("409 naming nip or nik when already used", async () => {
    const nip = await admin()({
      method: "POST",
      url: URL,
      payload: pegawaiBody({ nip: "197206141998031001" }),
    });
    expect(nip.statusCode).toBe(409);
    expect(nip.json()).toMatchObject({
      diagnostic: { code: "CONFLICT", message: m.nipTaken },
      errors: { nip: [m.nipTaken] },
    });
    const nik = await admin()({
      method: "POST",
      url: URL,
      payload: pegawaiBody({ nik: "9901031905970007" }),
    });
    expect(nik.statusCode).toBe(409);
    expect(nik.json().errors).toEqual({ nik: [m.nikTaken] });
  });
});

describe("PUT and DELETE /egs/pegawai-egs/api/pegawai/{id}", () => {
  it("changes an employee", async () => {
    const created = (await admin()({ method: "POST", url: URL, payload: pegawaiBody() })).json()
      .items;
    const body = pegawaiBody({ unit_kerja_id: 142, jenis_jabatan: "JFU", jabatan_id: 1050 });
    const res = await admin()({ method: "PUT", url: `${URL}/${created.id}`, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      id: created.id,
      nip: body.nip,
      jabatan_nama: "Pengolah Data",
    });
  });

  it("refuses a new NIP for an employee whose login is tied to it", async () => {
    const res = await admin()({
      method: "PUT",
      url: `${URL}/14`,
      payload: pegawaiBody({ nik: "9901065106950007" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ nip: [m.nipLocked] });
  });

  it("deletes an employee without a login, and audits it", async () => {
    const created = (await admin()({ method: "POST", url: URL, payload: pegawaiBody() })).json()
      .items;
    const res = await admin()({ method: "DELETE", url: `${URL}/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect((await admin()({ method: "GET", url: `${URL}/${created.id}` })).statusCode).toBe(404);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "pegawai_deleted"));
    expect(audits.map((a) => (a.detail as { id: number }).id)).toContain(created.id);
  });

  it("409 for an employee who has a login: deactivate the login instead", async () => {
    const res = await admin()({ method: "DELETE", url: `${URL}/14` });
    expect(res.statusCode).toBe(409);
    expect(res.json().diagnostic).toMatchObject({ code: "CONFLICT", message: m.hasLogin });
  });

  it("403 for staf", async () => {
    expect((await t.as("staf")({ method: "DELETE", url: `${URL}/14` })).statusCode).toBe(403);
    const put = await t.as("staf")({ method: "PUT", url: `${URL}/14`, payload: pegawaiBody() });
    expect(put.statusCode).toBe(403);
  });
});

describe("a holder of the Pegawai menu", () => {
  beforeAll(() => grantMenu(t.db, "sekretariat", "/manajemen-master/pegawai"));

  it("manages only their own work unit", async () => {
    const sek = t.as("sekretariat");
    const list = await sek({ method: "GET", url: `${URL}?satuan_kerja_id=3` });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.every((p: PegawaiItem) => p.satuan_kerja_id === 2)).toBe(true);
    expect((await sek({ method: "GET", url: `${URL}/17` })).statusCode).toBe(403);
    const other = pegawaiBody({ satuan_kerja_id: 3, unit_kerja_id: 148, jabatan_id: 1053 });
    expect((await sek({ method: "POST", url: URL, payload: other })).statusCode).toBe(403);
    expect((await sek({ method: "POST", url: URL, payload: pegawaiBody() })).statusCode).toBe(201);
  });
});
