import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartUpload, PDF_BYTES, PNG_BYTES } from "../../test/factories/files";
import { grantMenu, KODE } from "../../test/factories/kop-surat";
import { createTestApp, type TestApp } from "../../test/harness";
import { letterheadOf } from "./kop-surat.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // sekretariat (Diskominfo, level 8) holds the Kop Surat menu: its own work unit only.
  await grantMenu(t.db, "sekretariat", "/manajemen-master/kop-surat");
});
afterAll(() => t.close());

const URL = "/egs/master/kop-surat";
const create = (username: string, kode_skpd: string) =>
  t.as(username)({ method: "POST", url: URL, payload: { kode_skpd, satuan_kerja_nama: "x" } });
const uploadAs = async (username: string, bytes = PDF_BYTES, name = "kop.pdf") =>
  (await t.as(username)(multipartUpload(bytes, name, undefined, undefined, "kop-surat"))).json()
    .data;

describe("kop surat by an administrator", () => {
  let id: string;

  it("adds a location without a file and lists it", async () => {
    const res = await create("admin", KODE.setda);
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toMatchObject({
      satuan_kerja_id: 1,
      satuan_kerja_nama: "Sekretariat Daerah",
      kode_skpd: KODE.setda,
      file: [],
    });
    id = items._id;
    const list = await t.as("admin")({ method: "GET", url: `${URL}?page=1&per_page=5` });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((k: { _id: string }) => k._id)).toContain(id);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 5, from: 1 });
  });

  it("409 naming kode_skpd for a second letterhead of the same work unit", async () => {
    const res = await create("admin", KODE.setda);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.kode_skpd).toEqual(["Kop surat satuan kerja ini sudah ada"]);
  });

  it("422 without a location or with an unknown one", async () => {
    const missing = await t.as("admin")({ method: "POST", url: URL, payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.kode_skpd).toEqual(["Lokasi wajib dipilih"]);
    const unknown = await create("admin", "9.99");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.kode_skpd).toEqual(["Satuan kerja tidak ditemukan"]);
  });

  it("attaches an uploaded PDF: the body is the store-file answer", async () => {
    const file = await uploadAs("admin", PDF_BYTES, "kop-setda.pdf");
    const res = await t.as("admin")({ method: "PATCH", url: `${URL}/${id}`, payload: file });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.file).toEqual([
      {
        _id: file._id,
        file_url: `/api/files/${file._id}`,
        file_name: "kop-setda.pdf",
        mime: "application/pdf",
      },
    ]);
    expect(await letterheadOf(t.db, 1)).toEqual({ fileId: file._id, mime: "application/pdf" });
    expect(await letterheadOf(t.db, 3)).toBeNull();
    const one = await t.as("admin")({ method: "GET", url: `${URL}/${id}` });
    expect(one.json().items.file[0]._id).toBe(file._id);
  });

  it("lets any signed-in user download a letterhead file", async () => {
    const { items } = (await t.as("admin")({ method: "GET", url: `${URL}/${id}` })).json();
    const res = await t.as("staf")({ method: "GET", url: items.file[0].file_url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF_BYTES);
  });

  it("422 on _id for an unknown file", async () => {
    const res = await t.as("admin")({
      method: "PATCH",
      url: `${URL}/${id}`,
      payload: { _id: "01900000-0000-7000-8000-000000000000" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._id).toBeDefined();
  });

  it("searches by work-unit name", async () => {
    await create("admin", KODE.disdik);
    const res = await t.as("admin")({ method: "GET", url: `${URL}?q=pendidikan` });
    expect(res.json().items.map((k: { satuan_kerja_nama: string }) => k.satuan_kerja_nama)).toEqual(
      ["Dinas Pendidikan"],
    );
    expect(res.json().meta.total).toBe(1);
  });

  it("deletes, then 404", async () => {
    const res = await t.as("admin")({ method: "DELETE", url: `${URL}/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items._id).toBe(id);
    expect((await t.as("admin")({ method: "GET", url: `${URL}/${id}` })).statusCode).toBe(404);
    expect((await t.as("admin")({ method: "DELETE", url: `${URL}/${id}` })).statusCode).toBe(404);
    expect(await letterheadOf(t.db, 1)).toBeNull();
  });
});

describe("kop surat by a holder of the menu", () => {
  it("manages its own work unit and sees only it", async () => {
    const own = await create("sekretariat", KODE.diskominfo);
    expect(own.statusCode).toBe(200);
    const file = await uploadAs("sekretariat", PNG_BYTES, "kop.png");
    const patch = await t.as("sekretariat")({
      method: "PATCH",
      url: `${URL}/${own.json().items._id}`,
      payload: file,
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().items.file[0].mime).toBe("image/png");
    const list = (await t.as("sekretariat")({ method: "GET", url: URL })).json();
    expect(list.items.map((k: { kode_skpd: string }) => k.kode_skpd)).toEqual([KODE.diskominfo]);
    expect(list.meta.total).toBe(1);
  });

  it("403 for another work unit", async () => {
    expect((await create("sekretariat", KODE.setda)).statusCode).toBe(403);
    const disdik = (await t.as("admin")({ method: "GET", url: `${URL}?q=pendidikan` })).json()
      .items[0]._id;
    for (const method of ["GET", "DELETE"] as const)
      expect((await t.as("sekretariat")({ method, url: `${URL}/${disdik}` })).statusCode).toBe(403);
    const file = await uploadAs("sekretariat");
    const patch = await t.as("sekretariat")({
      method: "PATCH",
      url: `${URL}/${disdik}`,
      payload: file,
    });
    expect(patch.statusCode).toBe(403);
  });

  it("422 when attaching a file somebody else uploaded", async () => {
    const own = (await t.as("sekretariat")({ method: "GET", url: URL })).json().items[0]._id;
    const othersFile = await uploadAs("staf");
    const res = await t.as("sekretariat")({
      method: "PATCH",
      url: `${URL}/${own}`,
      payload: othersFile,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._id).toEqual(["File tidak ditemukan, unggah ulang file"]);
  });
});

describe("kop surat access", () => {
  it("403 for an employee without the menu", async () => {
    expect((await t.as("staf")({ method: "GET", url: URL })).statusCode).toBe(403);
    const res = await create("staf", KODE.diskominfo);
    expect(res.statusCode).toBe(403);
    expect(res.json().diagnostic.code).toBe("FORBIDDEN");
  });

  it("401 anonymous on every call", async () => {
    const id = "01900000-0000-7000-8000-000000000000";
    for (const [method, url] of [
      ["GET", URL],
      ["POST", URL],
      ["GET", `${URL}/${id}`],
      ["PATCH", `${URL}/${id}`],
      ["DELETE", `${URL}/${id}`],
    ] as const)
      expect(
        (
          await t.app.inject({
            method,
            url,
            payload: method === "POST" || method === "PATCH" ? {} : undefined,
          })
        ).statusCode,
      ).toBe(401);
  });
});

describe("kop surat takes only a letterhead upload of the caller's own (issue 25, item 1)", () => {
  let id: string;
  const attach = (file: { _id: string }) =>
    t.as("admin")({ method: "PATCH", url: `${URL}/${id}`, payload: file });
  beforeAll(async () => {
    id = (await create("admin", KODE.setda)).json().items._id;
  });

  it("422 for an administrator attaching somebody else's upload, even a letterhead one", async () => {
    // staf's upload (say a letter's attachment): the administrator may not read it through
    // the letterhead, its name in the answer or a draft's PDF.
    const attachment = (await t.as("staf")(multipartUpload(PDF_BYTES, "rahasia.pdf"))).json().data;
    const res = await attach(attachment);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._id).toEqual(["File tidak ditemukan, unggah ulang file"]);
    expect(JSON.stringify(res.json())).not.toContain("rahasia.pdf");
    expect(await letterheadOf(t.db, 1)).toBeNull();
    const othersKop = await uploadAs("sekretariat");
    expect((await attach(othersKop)).statusCode).toBe(422);
  });

  it("422 for the administrator's own upload of another purpose", async () => {
    const lampiran = (await t.as("admin")(multipartUpload(PDF_BYTES, "lampiran.pdf"))).json().data;
    expect((await attach(lampiran)).statusCode).toBe(422);
  });

  it("422 for a letterhead file already attached to another work unit; the same one again is 200", async () => {
    const file = await uploadAs("admin", PNG_BYTES, "kop.png");
    expect((await attach(file)).statusCode).toBe(200);
    expect((await attach(file)).statusCode).toBe(200);
    const disdik = (await t.as("admin")({ method: "GET", url: `${URL}?q=pendidikan` })).json()
      .items[0]._id;
    const res = await t.as("admin")({ method: "PATCH", url: `${URL}/${disdik}`, payload: file });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._id).toEqual(["File tidak ditemukan, unggah ulang file"]);
  });
});
