import { SEARCH_MESSAGES } from "@lontar/contracts/search";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../lib/auth-user";
import { visibleLetterSql } from "../../lib/letter-visibility";
import { createItem, masterFor } from "../../test/factories/arsip";
import { find as findAs } from "../../test/factories/pencarian";
import { act, nips, send, sentLetter, typicalLetter } from "../../test/factories/surat-keluar";
import { disposeTo, registeredLetter } from "../../test/factories/surat-masuk";
import { createTestApp, type TestApp } from "../../test/harness";
import { accessKeys } from "./pencarian.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (username: string, query: Record<string, string>) => findAs(t, username, query);

const idsFound = async (username: string, q: string) =>
  (await find(username, { q })).items.map((i) => i.id);

/** A letter whose body alone holds `word`, reviewed by kabid then kadis, to kadisdik. */
const letterWith = (word: string, overrides: Parameters<typeof typicalLetter>[1] = {}) =>
  typicalLetter(
    t,
    {
      isi_surat: `<p>Dengan hormat,</p><p>Pembangunan jembatan ${word} di kecamatan.</p>`,
      tembusan: { user: [], plt: [], user_eksternal: [] },
      ...overrides,
    },
    ["kabid", "kadis"],
  );

describe("GET egs/search", () => {
  it("finds a letter by a word of its body, in another form, with the word marked", async () => {
    const body = await letterWith("Wonosari");
    expect((await send(t, body)).statusCode).toBe(200);
    const found = await find("staf", { q: "membangun wonosari" });
    const item = found.items.find((i) => i.id === body.initId);
    expect(item?.judul).toBe("Undangan Rapat Koordinasi");
    expect(item?.cuplikan).toContain("<mark>Wonosari</mark>");
    // 'membangun' and 'Pembangunan' share the stem 'bangun'.
    expect(item?.cuplikan).toContain("<mark>Pembangunan</mark>");
    // While typing (the top bar's suggestions): the last word as a prefix. The results page
    // reads words whole.
    const typed = await find("staf", { q: "wonos", prefix: "1" });
    expect(typed.items.map((i) => i.id)).toContain(body.initId);
    expect(await idsFound("staf", "wonos")).not.toContain(body.initId);
  });

  it("finds nothing the user may not see, and the total says 0", async () => {
    const body = await letterWith("Kaliurang");
    expect((await send(t, body)).statusCode).toBe(200);
    const id = body.initId as string;
    // Related: the author, the reviewers (once sent), the unit's secretariat.
    for (const username of ["staf", "kabid", "kadis", "sekretariat"])
      expect(await idsFound(username, "kaliurang"), username).toEqual([id]);
    // Unrelated in the same unit, another unit (the addressee before it is sent), level 1.
    for (const username of ["sekdis", "kadisdik", "admin"]) {
      const found = await find(username, { q: "kaliurang" });
      expect(found.items, username).toEqual([]);
      expect(found.meta.total, username).toBe(0);
    }
    // Delivered: now the addressee finds it in their inbox.
    expect((await act(t, "kabid", id, "lanjutkan")).statusCode).toBe(200);
    expect((await act(t, "kadis", id, "setuju")).statusCode).toBe(200);
    const [delivered] = (await find("kadisdik", { q: "kaliurang" })).items;
    expect(delivered?.id).toBe(id);
    expect(delivered?.tautan).toBe(
      `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${id}`,
    );
    expect((await find("sekdis", { q: "kaliurang" })).meta.total).toBe(0);
  });

  it("a Rahasia letter is found only by those related to it", async () => {
    const body = await letterWith("Parangtritis", {
      kepala_surat: {
        perihal: "Laporan Pengamanan",
        lampiran: { type: "Lembar", value: 1 },
        klasifikasi: { code: "000.1.2", name: "Rapat" },
        kegiatan: null,
        sifat: { pengamanan: "Rahasia", penyampaian: "Biasa" },
      },
    });
    expect((await send(t, body)).statusCode).toBe(200);
    for (const username of ["staf", "kabid", "kadis"])
      expect(await idsFound(username, "parangtritis"), username).toEqual([body.initId]);
    for (const username of ["sekretariat", "sekdis", "kadisdik", "admin"])
      expect((await find(username, { q: "parangtritis" })).meta.total, username).toBe(0);
  });

  it("a draft is its author's alone and opens in Konsep; the reviewer at work's in Persetujuan", async () => {
    const draft = await letterWith("Imogiri", { status_surat: "draft" });
    expect((await send(t, draft)).statusCode).toBe(200);
    const [own] = (await find("staf", { q: "imogiri" })).items;
    expect(own?.tautan).toBe(`/surat-keluar/konsep/detail/${draft.initId}`);
    expect((await find("kabid", { q: "imogiri" })).meta.total).toBe(0);

    const sent = await letterWith("Kotagede");
    expect((await send(t, sent)).statusCode).toBe(200);
    const [atWork] = (await find("kabid", { q: "kotagede" })).items;
    expect(atWork?.tautan).toBe(`/surat-keluar/persetujuan/detail/${sent.initId}`);
    // A reviewer the chain has not reached yet sees it already (DOMAIN.md), in Telusuri.
    const [later] = (await find("kadis", { q: "kotagede" })).items;
    expect(later?.tautan).toBe(`/surat-keluar/telusuri/detail/${sent.initId}`);
  });

  it("the excerpt carries no markup of the letter, only <mark>", async () => {
    const body = await letterWith("Prambanan", {
      isi_surat: "<p>Prambanan &lt;img src=x onerror=alert(1)&gt; &amp; &quot;selesai&quot;</p>",
    });
    expect((await send(t, body)).statusCode).toBe(200);
    const [item] = (await find("staf", { q: "prambanan" })).items;
    expect(item?.cuplikan).toContain("<mark>Prambanan</mark>");
    expect(item?.cuplikan).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(item?.cuplikan.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });

  it("a letter number or an NIP finds its letters exactly; phrases keep their order", async () => {
    const letter = await registeredLetter(t, { no_surat: "005/4417/DISDIK/2026" });
    expect(await idsFound("kadis", "005/4417/DISDIK/2026")).toEqual([letter.id]);
    expect(await idsFound("kadis", "005/4418/DISDIK/2026")).toEqual([]);
    // A part of the number, when nothing matches it whole: the trigram index.
    expect(await idsFound("kadis", "4417/DISDIK")).toEqual([letter.id]);
    const nip = await nips(t.db, ["kadis"]);
    expect(await idsFound("sekretariat", nip("kadis"))).toContain(letter.id);

    const id = await sentLetter(t, {
      isi_surat: "<p>Rapat koordinasi Gunungkidul dan evaluasi rapat Sleman.</p>",
    });
    expect(await idsFound("staf", '"koordinasi gunungkidul"')).toEqual([id]);
    expect(await idsFound("staf", '"gunungkidul koordinasi"')).toEqual([]);
    // Two words are read as their pair (migration 0032), negated too; longer phrases in order.
    const [phrase] = (await find("staf", { q: '"koordinasi gunungkidul"' })).items;
    expect(phrase?.cuplikan).toContain("<mark>koordinasi</mark> <mark>Gunungkidul</mark>");
    expect(await idsFound("staf", '"rapat sleman"')).toEqual([id]);
    expect(await idsFound("staf", 'evaluasi -"koordinasi gunungkidul"')).toEqual([]);
    expect(await idsFound("staf", '"rapat koordinasi gunungkidul"')).toEqual([id]);
    expect(await idsFound("staf", '"rapat gunungkidul"')).toEqual([]);
    expect(await idsFound("staf", "gunungkidul -sleman")).toEqual([]);
    expect(await idsFound("staf", "gunungkidul atau bantul")).toEqual([id]);
  });

  it("finds the unit's archive items for the holders of Tabel Arsip only", async () => {
    const master = await masterFor(t, "sekretariat");
    const item = await createItem(t, "sekretariat", master, {
      nama_arsip: "Sertifikat Tanah Kantor Wirobrajan",
      no_dokumen: "593/88/2025",
    });
    const [found] = (await find("sekretariat", { q: "wirobrajan", jenis: "arsip" })).items;
    expect(found?.jenis).toBe("arsip");
    expect(found?.id).toBe(item._id ?? item.id);
    expect(found?.tautan).toBe(`/master-arsip/tabel-arsip?q=${encodeURIComponent("593/88/2025")}`);
    expect((await find("staf", { q: "wirobrajan" })).meta.total).toBe(0);
    expect((await find("sekretariat", { q: "wirobrajan", jenis: "surat" })).meta.total).toBe(0);
  });

  it("a disposition lets its target find the letter, by its open note too", async () => {
    const letter = await registeredLetter(t, {
      kepala_surat: {
        perihal: "Permohonan Data Tulungagung",
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
    });
    expect((await find("kabid", { q: "tulungagung" })).meta.total).toBe(0);
    const res = await disposeTo(t, "kadis", letter.id, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Koordinasikan dengan Kecamatan Bambanglipuro",
      is_private: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await idsFound("kabid", "tulungagung")).toEqual([letter.id]);
    // An open disposition's note is in the history every reader sees: it finds the letter.
    expect(await idsFound("kabid", "bambanglipuro")).toEqual([letter.id]);
    expect(await idsFound("sekretariat", "bambanglipuro")).toEqual([letter.id]);
    // A closed (Tertutup) one's is for its author and targets only: it finds nothing.
    const closed = await disposeTo(t, "kabid", letter.id, ["staf"], {
      is_disposisi: true,
      text: ["Untuk diketahui"],
      keterangan: "Rahasiakan rencana Pundong",
      is_private: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const username of ["staf", "kabid", "sekretariat"])
      expect((await find(username, { q: "pundong" })).meta.total, username).toBe(0);
  });

  it("the index's access keys let each user find exactly the letters they may see", async () => {
    // The keys are derived from the people of each letter (migration 0025), and the search
    // ranks and counts by them: they must say exactly what the visibility rule says.
    const users = (await t.db.execute(
      sql`select u.id as user_id, p.id as pegawai_id, u.user_level, p.satuan_kerja_id
          from users u join pegawai p on p.nip = u.peg_nip`,
    )) as unknown as { rows: Record<string, number>[] };
    expect(users.rows.length).toBeGreaterThan(5);
    for (const row of users.rows) {
      const auth = {
        userId: row.user_id,
        pegawaiId: row.pegawai_id,
        userLevel: row.user_level,
        satuanKerjaId: row.satuan_kerja_id,
      } as AuthUser;
      const keys = `{${accessKeys(auth, null).join(",")}}`;
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      const visible = sql`select m.id from mail m where ${visibleLetterSql(auth)}`;
      const keyed = sql`select d.ref_id from search_document d
        where d.jenis = 'surat' and d.akses && ${keys}::text[]`;
      // Neither a visible letter without the user's key, nor a key on a letter they may not see.
      expect(await rows(sql`${visible} except ${keyed}`), `user ${row.user_id}`).toEqual([]);
      expect(await rows(sql`${keyed} except ${visible}`), `user ${row.user_id}`).toEqual([]);
    }
  });

  it("a query of common words alone (dan, yang) finds nothing", async () => {
    const found = await find("kadis", { q: "dan yang" });
    expect(found.meta.total).toBe(0);
    expect(found.items).toEqual([]);
  });

  it("refuses a query shorter than two characters", async () => {
    const res = await t.as("staf")({ method: "GET", url: "/egs/search?q=a" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.q).toEqual([SEARCH_MESSAGES.tooShort]);
  });
});
