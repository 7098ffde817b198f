import { readdir } from "node:fs/promises";
import path from "node:path";
import { ARSIP_MESSAGES } from "@lontar/contracts/arsip";
import { FILE_TYPE_MESSAGE } from "@lontar/contracts/files";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arsip, storedFile } from "../../db/schema";
import { arsipMultipart, createItem, itemFields, masterFor } from "../../test/factories/arsip";
import { PDF_BYTES, PNG_BYTES } from "../../test/factories/files";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let master: { penyimpanan: number; jenisArsip: number };
beforeAll(async () => {
  t = await createTestApp();
  master = await masterFor(t, "sekretariat");
});
afterAll(() => t.close());

const call = (method: "GET" | "DELETE" | "PUT", url: string, username = "sekretariat") =>
  t.as(username)({ method, url });
const toggle = (id: string) => call("GET", `/egs/arsip/${id}/toggle`);
const file = (id: string) => call("GET", `/egs/arsip/${id}/file?download=1`);
const edit = (id: string, fields: Record<string, string | number>) =>
  t.as("sekretariat")({
    method: "PUT",
    url: `/egs/arsip/${id}`,
    ...arsipMultipart({
      jenis_arsip: master.jenisArsip,
      penyimpanan: master.penyimpanan,
      no_dokumen: "800/12/2024",
      tahun: 2024,
      nama_arsip: "SK",
      ...fields,
    }),
  });

async function blobs(): Promise<string[]> {
  const entries = await readdir(t.filesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !path.relative(t.filesDir, e.parentPath).startsWith("tmp"))
    .map((e) => e.name);
}

describe("archive item lifecycle", () => {
  it("creates an item with its file and serves the file inline or as a download", async () => {
    const item = await createItem(t, "sekretariat", master, { nama_arsip: "SK Kepala Dinas" });
    expect(item).toMatchObject({
      nama_arsip: "SK Kepala Dinas",
      no_dokumen: "800/12/2024",
      tahun: 2024,
      is_locked: false,
      deleted_at: null,
      file: `/egs/arsip/${item._id}/file`,
      mime: "application/pdf",
      jenis_arsip: { _id: master.jenisArsip },
      penyimpanan: { _id: master.penyimpanan },
    });
    const view = await call("GET", `/egs/arsip/${item._id}/file`);
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-disposition"]).toMatch(/^inline/);
    expect(view.rawPayload).toEqual(PDF_BYTES);
    expect((await file(item._id)).headers["content-disposition"]).toMatch(/^attachment/);
  });

  it("refuses a file that is not a PDF or an image, and a form without a file", async () => {
    const fake = await t.as("sekretariat")({
      method: "POST",
      url: "/egs/arsip",
      ...arsipMultipart(
        {
          jenis_arsip: master.jenisArsip,
          penyimpanan: master.penyimpanan,
          no_dokumen: "1",
          tahun: 2024,
          nama_arsip: "x",
        },
        { bytes: Buffer.from("bukan pdf sama sekali"), name: "palsu.pdf" },
      ),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toEqual([FILE_TYPE_MESSAGE]);
    const none = await t.as("sekretariat")({
      method: "POST",
      url: "/egs/arsip",
      ...arsipMultipart(itemFields(master, { no_dokumen: "1", nama_arsip: "x" })),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toBeDefined();
  });

  it("422 for missing fields, and the uploaded file is not kept", async () => {
    const unique = Buffer.concat([PDF_BYTES, Buffer.from("% tidak disimpan\n")]);
    const before = await blobs();
    const res = await t.as("sekretariat")({
      method: "POST",
      url: "/egs/arsip",
      ...arsipMultipart(
        { jenis_arsip: "", penyimpanan: master.penyimpanan, tahun: "abc" },
        { bytes: unique },
      ),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "jenis_arsip",
      "nama_arsip",
      "no_dokumen",
      "tahun",
    ]);
    expect(await blobs()).toEqual(before);
  });

  it("edits fields and replaces the file, removing the old bytes", async () => {
    const oldBytes = Buffer.concat([PDF_BYTES, Buffer.from("% versi lama\n")]);
    const item = await createItem(t, "sekretariat", master, {}, oldBytes);
    const count = (await blobs()).length;
    const res = await t.as("sekretariat")({
      method: "PUT",
      url: `/egs/arsip/${item._id}`,
      ...arsipMultipart(
        {
          jenis_arsip: master.jenisArsip,
          penyimpanan: master.penyimpanan,
          no_dokumen: "B/1",
          tahun: 2023,
          nama_arsip: "Diganti",
        },
        { bytes: PNG_BYTES, name: "scan.png", type: "image/png" },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({
      nama_arsip: "Diganti",
      tahun: 2023,
      mime: "image/png",
    });
    expect(count).toBeGreaterThan(0);
    expect((await blobs()).length).toBe(count); // one in, one out
    expect((await file(item._id)).rawPayload).toEqual(PNG_BYTES);
  });

  it("locks: view, download, edit and delete answer 423 until it is unlocked", async () => {
    const item = await createItem(t, "sekretariat", master);
    const locked = await toggle(item._id);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().items).toMatchObject({ is_locked: true, file: null });

    for (const res of [
      await call("GET", `/egs/arsip/${item._id}/file`),
      await file(item._id),
      await edit(item._id, { nama_arsip: "Tidak boleh" }),
      await call("DELETE", `/egs/arsip/${item._id}`),
    ]) {
      expect(res.statusCode).toBe(423);
      expect(res.json().diagnostic).toMatchObject({
        code: "LOCKED",
        message: ARSIP_MESSAGES.locked,
      });
    }
    const [row] = await t.db.select().from(arsip).where(eq(arsip.id, item._id));
    expect(row).toMatchObject({ namaArsip: "SK Pengangkatan", deletedAt: null });
    // Not around the lock through the generic file download either, not even as its uploader.
    for (const username of ["sekretariat", "admin"]) {
      const direct = await call("GET", `/api/files/${row?.fileId}`, username);
      expect(direct.statusCode).toBe(404);
    }

    const unlocked = await toggle(item._id);
    expect(unlocked.json().items.is_locked).toBe(false);
    expect((await file(item._id)).statusCode).toBe(200);
    expect((await edit(item._id, { nama_arsip: "Boleh" })).statusCode).toBe(200);
  });

  it("deletes softly, restores, deletes again and destroys with its file", async () => {
    const bytes = Buffer.concat([PDF_BYTES, Buffer.from("% dimusnahkan\n")]);
    const item = await createItem(
      t,
      "sekretariat",
      master,
      { nama_arsip: "Akan dimusnahkan" },
      bytes,
    );
    const [row] = await t.db.select().from(arsip).where(eq(arsip.id, item._id));
    const [stored] = await t.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.id, row?.fileId as string));
    const sha = stored?.sha256 as string;
    expect(await blobs()).toContain(sha);

    expect((await call("DELETE", `/egs/arsip/${item._id}`)).statusCode).toBe(200);
    const active = (await call("GET", "/egs/arsip?q=Akan%20dimusnahkan")).json();
    expect(active.items).toEqual([]);
    const trash = (await call("GET", "/egs/arsip/deleted?q=Akan%20dimusnahkan")).json();
    expect(trash.items.map((i: { _id: string }) => i._id)).toEqual([item._id]);
    expect(trash.items[0].deleted_at).not.toBeNull();
    // In the trash it can be neither viewed, locked, nor deleted again.
    expect((await file(item._id)).statusCode).toBe(404);
    expect((await toggle(item._id)).statusCode).toBe(404);
    expect((await call("DELETE", `/egs/arsip/${item._id}`)).statusCode).toBe(404);

    const restored = await call("GET", `/egs/arsip/deleted/${item._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().items.deleted_at).toBeNull();
    expect((await call("GET", `/egs/arsip/deleted/${item._id}/restore`)).statusCode).toBe(404);
    // An active item cannot be destroyed.
    expect((await call("DELETE", `/egs/arsip/deleted/${item._id}/destroy`)).statusCode).toBe(404);

    expect((await call("DELETE", `/egs/arsip/${item._id}`)).statusCode).toBe(200);
    const destroyed = await call("DELETE", `/egs/arsip/deleted/${item._id}/destroy`);
    expect(destroyed.statusCode).toBe(200);
    expect(await t.db.select().from(arsip).where(eq(arsip.id, item._id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(storedFile)
        .where(eq(storedFile.id, stored?.id as string)),
    ).toEqual([]);
    expect(await blobs()).not.toContain(sha);
    expect((await call("DELETE", `/egs/arsip/deleted/${item._id}/destroy`)).statusCode).toBe(404);
  });

  it("keeps the bytes on destroy while another upload has the same content", async () => {
    const shared = Buffer.concat([PDF_BYTES, Buffer.from("% dipakai dua kali\n")]);
    const first = await createItem(t, "sekretariat", master, {}, shared);
    const second = await createItem(t, "sekretariat", master, {}, shared);
    await call("DELETE", `/egs/arsip/${first._id}`);
    await call("DELETE", `/egs/arsip/deleted/${first._id}/destroy`);
    const res = await file(second._id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(shared);
  });

  it("401 anonymous on every call; 403 without the menu; 404 for an unknown id", async () => {
    const id = "01900000-0000-7000-8000-000000000000";
    for (const [method, url] of [
      ["GET", "/egs/arsip"],
      ["GET", "/egs/arsip/deleted"],
      ["POST", "/egs/arsip"],
      ["PUT", `/egs/arsip/${id}`],
      ["DELETE", `/egs/arsip/${id}`],
      ["GET", `/egs/arsip/${id}/toggle`],
      ["GET", `/egs/arsip/deleted/${id}/restore`],
      ["DELETE", `/egs/arsip/deleted/${id}/destroy`],
      ["GET", `/egs/arsip/${id}/file`],
      ["GET", "/egs/arsip/export/pdf"],
      ["GET", "/egs/arsip/export/excel"],
      ["GET", "/egs/statistik/arsip"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      if (method === "GET")
        expect((await t.as("staf")({ method, url })).statusCode, `staf ${url}`).toBe(403);
    }
    expect((await toggle(id)).statusCode).toBe(404);
    expect((await file(id)).statusCode).toBe(404);
  });
});
