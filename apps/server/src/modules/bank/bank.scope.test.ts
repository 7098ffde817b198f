import { BANK_KINDS, BANK_MENUS } from "@lontar/contracts/bank";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menu, userMenu } from "../../db/schema/auth";
import { mail } from "../../db/schema/surat";
import { newId } from "../../lib/ids";
import { eventually } from "../../test/eventually";
import { bankIds, getBank } from "../../test/factories/bank";
import { registeredLetter } from "../../test/factories/surat-masuk";
import { demoPegawai, insertLetter } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const people = await demoPegawai(t.db, ["staf", "kadisdik"]);
  const terkirim = "terkirim" as const;
  const rahasia = { sifatPengamanan: "Rahasia" };
  const letter = async (name: string, input: Parameters<typeof insertLetter>[1]) => {
    ids[name] = (await insertLetter(t.db, input)).id;
  };
  // Written in Diskominfo.
  await letter("keluar", {
    author: "staf",
    reviewers: ["kabid", "kadis"],
    penerima: ["kadisdik"],
    status: terkirim,
  });
  await letter("draft", { author: "staf", reviewers: ["kadis"], status: "draft" });
  await letter("review", { author: "staf", reviewers: ["kabid"], status: "pemeriksa" });
  await letter("rahasia", {
    author: "staf",
    reviewers: ["kadis"],
    penerima: ["kadisdik"],
    status: terkirim,
    values: rahasia,
  });
  await letter("rahasiaToSekretariat", {
    author: "staf",
    reviewers: ["kadis"],
    penerima: ["sekretariat"],
    status: terkirim,
    values: rahasia,
  });
  await letter("withinUnit", {
    author: "staf",
    reviewers: ["kadis"],
    penerima: ["kabid"],
    status: terkirim,
  });
  // Written in Dinas Pendidikan.
  await letter("disdikOwn", {
    author: "kadisdik",
    reviewers: [],
    penerima: ["kadisdik"],
    status: terkirim,
  });
  await letter("disdikToKadis", {
    author: "kadisdik",
    reviewers: [],
    penerima: ["kadis"],
    status: terkirim,
  });
  await letter("disdikRahasiaToKadis", {
    author: "kadisdik",
    reviewers: [],
    penerima: ["kadis"],
    status: terkirim,
    values: rahasia,
  });
  ids.registered = (await registeredLetter(t)).id;
  const kadisdik = people.get("kadisdik");
  if (!kadisdik) throw new Error("kadisdik missing");
  ids.disdikExternal = newId();
  await t.db.insert(mail).values({
    id: ids.disdikExternal,
    satuanKerjaId: kadisdik.satuanKerjaId,
    kategoriSurat: "external",
    statusSurat: terkirim,
    createdBy: kadisdik.userId,
    perihal: "Surat dari luar untuk Dinas Pendidikan",
    dari: "Kementerian Contoh",
    noSurat: "X/1/2026",
    tanggalTerima: "2026-07-01",
  });
});
afterAll(() => t.close());

const sorted = (list: string[]) => [...list].sort();
const named = (...names: string[]) => sorted(names.map((n) => ids[n] as string));

describe("which letters each bank holds for the secretariat of Diskominfo", () => {
  it("Bank Surat Keluar: the unit's letters past draft; others' Rahasia ones left out", async () => {
    expect(sorted(await bankIds(t, "keluar"))).toEqual(
      named("keluar", "review", "rahasiaToSekretariat", "withinUnit"),
    );
  });

  it("Bank Surat Masuk: internal letters delivered to the unit's people, from any unit", async () => {
    expect(sorted(await bankIds(t, "masuk-internal"))).toEqual(
      named("withinUnit", "disdikToKadis", "rahasiaToSekretariat"),
    );
  });

  it("Bank Surat Masuk (Sekretariat): the external letters the unit registered", async () => {
    expect(await bankIds(t, "masuk")).toEqual([ids.registered]);
  });

  it("another work unit's letters never appear, in any bank or export", async () => {
    const foreign = [ids.disdikOwn, ids.disdikExternal, ids.draft];
    for (const kind of BANK_KINDS) {
      const list = await bankIds(t, kind);
      for (const id of foreign) expect(list, kind).not.toContain(id);
      const exported = (await getBank(t, kind, {}, { suffix: "/export" })).json().items.datas;
      for (const id of foreign) expect(exported.map((r: { id: string }) => r.id)).not.toContain(id);
    }
  });

  it("Rahasia letters of others never appear, not even through the search or an export", async () => {
    for (const kind of BANK_KINDS) {
      const found = await bankIds(t, kind, { q: "Undangan" });
      expect(found).not.toContain(ids.rahasia);
      expect(found).not.toContain(ids.disdikRahasiaToKadis);
      const exported = (await getBank(t, kind, {}, { suffix: "/export" })).json().items.datas;
      const exportedIds = exported.map((r: { id: string }) => r.id);
      expect(exportedIds).not.toContain(ids.rahasia);
      expect(exportedIds).not.toContain(ids.disdikRahasiaToKadis);
    }
  });

  it("every row opens: the detail endpoints let the secretariat read what the bank lists", async () => {
    for (const id of [ids.disdikToKadis, ids.withinUnit, ids.keluar, ids.rahasiaToSekretariat]) {
      const res = await t.as("sekretariat")({ method: "GET", url: `/egs/mail/${id}` });
      expect(res.statusCode, id).toBe(200);
    }
    const sekretariat = await t.as("sekretariat")({
      method: "GET",
      url: `/egs/mail-sekretariat/${ids.registered}`,
    });
    expect(sekretariat.statusCode).toBe(200);
    for (const id of [ids.rahasia, ids.disdikRahasiaToKadis, ids.disdikOwn]) {
      const res = await t.as("sekretariat")({ method: "GET", url: `/egs/mail/${id}` });
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe("who may open the bank", () => {
  it("employees (level 9) and administrators (level 1) get 403; anonymous 401", async () => {
    for (const kind of BANK_KINDS) {
      for (const suffix of ["", "/export", "/download/excel"]) {
        for (const username of ["staf", "kadis", "kadisdik", "admin"]) {
          const res = await getBank(t, kind, {}, { username, suffix });
          expect(res.statusCode, `${username} ${kind}${suffix}`).toBe(403);
          expect(res.json().diagnostic.code).toBe("FORBIDDEN");
        }
        const anonymous = await t.app.inject({
          method: "GET",
          url: `/egs/master/bank-mail-keluar${suffix}`,
        });
        expect(anonymous.statusCode).toBe(401);
      }
    }
  });

  it("a secretariat user whose bank menu was taken away gets 403 for that bank only", async () => {
    const [row] = await t.db
      .select({ userId: userMenu.userId, menuId: userMenu.menuId })
      .from(userMenu)
      .innerJoin(menu, eq(menu.id, userMenu.menuId))
      .where(eq(menu.link, BANK_MENUS["masuk-internal"]));
    const people = await demoPegawai(t.db, ["sekretariat"]);
    const me = people.get("sekretariat");
    if (!row || !me) throw new Error("seed menus missing");
    const mine = and(eq(userMenu.userId, me.userId), eq(userMenu.menuId, row.menuId));
    // Changed behind the server's back: the session check (with its menus) learns of it from
    // the change notice, heard within moments on PostgreSQL.
    const bankAnswers = (kind: "masuk-internal", status: number) =>
      eventually(
        () => getBank(t, kind),
        (res) => res.statusCode === status,
      );
    await t.db.delete(userMenu).where(mine);
    try {
      expect((await bankAnswers("masuk-internal", 403)).statusCode).toBe(403);
      expect((await getBank(t, "keluar")).statusCode).toBe(200);
    } finally {
      await t.db.insert(userMenu).values({ userId: me.userId, menuId: row.menuId });
    }
    expect((await bankAnswers("masuk-internal", 200)).statusCode).toBe(200);
  });
});
