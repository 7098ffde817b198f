import { INCOMING_MESSAGES, type IncomingMailRequest } from "@lontar/contracts/incoming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disposeTo as disposeToOf, registeredLetter } from "../../../test/factories/surat-masuk";
import { nameAndPositionOf } from "../../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registered = (overrides: Partial<IncomingMailRequest> = {}) => registeredLetter(t, overrides);
const disposeTo = (
  username: string,
  id: string,
  targets: string[],
  action: object,
  plt: string[] = [],
) => disposeToOf(t, username, id, targets, action, plt);

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((i) => i.id);

describe("disposition and forwarding", () => {
  it("only a recipient may act; the secretariat does not dispose its own registrations", async () => {
    const { id } = await registered();
    const action = {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "",
      is_private: false,
    };
    expect((await disposeTo("kabid", id, ["staf"], action)).statusCode).toBe(404);
    expect((await disposeTo("sekretariat", id, ["kabid"], action)).statusCode).toBe(403);
    const empty = await disposeTo("kadis", id, [], action);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.user).toEqual([INCOMING_MESSAGES.noTargets]);
    const outside = await disposeTo("kadis", id, ["kadisdik"], action);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.user).toEqual([INCOMING_MESSAGES.outsideUnit]);
  });

  it("an inbox row names its sender and addressees and the disposition that brought it", async () => {
    const { id } = await registered();
    const kadis = await nameAndPositionOf(t.db, "kadis");
    const row = async (username: string) =>
      (await t.as(username)({ method: "GET", url: "/egs/mail-sekretariat?per_page=100" }))
        .json()
        .items.find((i: { id: string }) => i.id === id);
    expect(await row("kadis")).toMatchObject({
      dari: "Dinas Pendidikan Provinsi Contoh",
      kepada: kadis.nama,
      role: "penerima",
      disposisi: null,
      batas_waktu: null,
    });
    const open = { is_disposisi: true, text: ["Untuk ditindaklanjuti"], keterangan: "Segera" };
    expect((await disposeTo("kadis", id, ["kabid"], open)).statusCode).toBe(200);
    expect(await row("kabid")).toMatchObject({
      role: "disposisi",
      disposisi: {
        peg_nama: kadis.nama,
        jabatan_nama: kadis.jabatan ?? null,
        aksi: ["Untuk ditindaklanjuti"],
      },
    });
    const closed = { ...open, is_private: true, batas_waktu: "2099-12-31" };
    expect((await disposeTo("kadis", id, ["sekdis"], closed)).statusCode).toBe(200);
    expect(await row("sekdis")).toMatchObject({
      batas_waktu: "2099-12-31",
      overdue: false,
      disposisi: { peg_nama: kadis.nama, aksi: [] },
    });
  });

  it("dispose (Tertutup) then forward: the chain is a tree; the private note stays private", async () => {
    const { id } = await registered();
    const d = await disposeTo("kadis", id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Catatan rahasia untuk kabid",
      is_private: true,
      batas_waktu: "2026-12-01",
    });
    expect(d.statusCode).toBe(200);
    const kabidInbox = await t.as("kabid")({ method: "GET", url: "/egs/mail-sekretariat" });
    expect(kabidInbox.json().items.find((i: { id: string }) => i.id === id)).toMatchObject({
      role: "disposisi",
      batas_waktu: "2026-12-01",
    });
    const f = await disposeTo("kabid", id, ["staf"], {
      is_disposisi: false,
      text: ["abaikan"],
      keterangan: "Mohon dipelajari",
      is_private: true,
    });
    expect(f.statusCode).toBe(200);
    expect(ids(await t.as("staf")({ method: "GET", url: "/egs/mail-sekretariat" }))).toContain(id);

    const seen = async (username: string) =>
      (await t.as(username)({ method: "GET", url: `/egs/mail-disposisi/${id}` })).json().items.user;
    const forKabid = await seen("kabid");
    expect(forKabid).toHaveLength(2);
    expect(forKabid[0].action).toMatchObject({
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Catatan rahasia untuk kabid",
      visible: true,
    });
    const forStaf = await seen("staf");
    expect(forStaf[0].action).toMatchObject({
      text: [],
      keterangan: "",
      visible: false,
      is_private: true,
    });
    // A forward is never private and carries no instructions.
    expect(forStaf[1].action).toMatchObject({
      is_disposisi: false,
      text: [],
      keterangan: "Mohon dipelajari",
      is_private: false,
    });
    expect(JSON.stringify(forStaf)).not.toContain("Catatan rahasia");

    // Once forwarded, kabid may not act again.
    const detail = await t.as("kabid")({ method: "GET", url: `/egs/mail-sekretariat/${id}` });
    expect(detail.json().items).toMatchObject({ is_teruskan: true, can: { dispose: false } });
    const again = await disposeTo("kabid", id, ["staf"], {
      is_disposisi: true,
      text: [],
      keterangan: "",
      is_private: false,
    });
    expect(again.statusCode).toBe(403);
  });

  it("withdraws an unread disposition; a target marks one as followed up", async () => {
    const { id } = await registered();
    await disposeTo("kadis", id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk diketahui"],
      keterangan: "",
      is_private: false,
    });
    const entry = (await t.as("kadis")({ method: "GET", url: `/egs/mail-disposisi/${id}` })).json()
      .items.user[0];
    expect(entry.can_withdraw).toBe(true);
    const pulled = await t.as("kadis")({
      method: "POST",
      url: `/egs/mail-disposisi/${id}/tarik/${entry.id}`,
    });
    expect(pulled.statusCode).toBe(200);
    expect(ids(await t.as("kabid")({ method: "GET", url: "/egs/mail-sekretariat" }))).not.toContain(
      id,
    );

    await disposeTo("kadis", id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk diketahui"],
      keterangan: "",
      is_private: false,
    });
    await t.as("kabid")({ method: "GET", url: `/egs/mail-sekretariat/${id}` });
    const second = (await t.as("kadis")({ method: "GET", url: `/egs/mail-disposisi/${id}` }))
      .json()
      .items.user.at(-1);
    expect(second.can_withdraw).toBe(false);
    const refused = await t.as("kadis")({
      method: "POST",
      url: `/egs/mail-disposisi/${id}/tarik/${second.id}`,
    });
    expect(refused.statusCode).toBe(422);
    const forKabid = (await t.as("kabid")({ method: "GET", url: `/egs/mail-disposisi/${id}` }))
      .json()
      .items.user.at(-1);
    expect(forKabid).toMatchObject({
      can_finish: true,
      kepada: [expect.objectContaining({ is_me: true })],
    });
    const done = await t.as("kabid")({
      method: "POST",
      url: `/egs/mail-disposisi/${id}/selesai`,
      payload: { keterangan: "Sudah dikoordinasikan" },
    });
    expect(done.statusCode).toBe(200);
    const after = (await t.as("kadis")({ method: "GET", url: `/egs/mail-disposisi/${id}` }))
      .json()
      .items.user.at(-1);
    expect(after.kepada[0].selesai).toMatchObject({ note: "Sudah dikoordinasikan" });
    expect(after).toMatchObject({
      can_finish: false,
      kepada: [expect.objectContaining({ is_me: false })],
    });
  });
});
