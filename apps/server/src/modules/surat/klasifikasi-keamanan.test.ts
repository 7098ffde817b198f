import { BANK_MENUS } from "@lontar/contracts/bank";
import {
  KLASIFIKASI_KEAMANAN,
  PERIHAL_TERTUTUP_NOTIFIKASI,
  type SifatPengamanan,
} from "@lontar/contracts/klasifikasi-keamanan";
import { USER_LEVEL } from "@lontar/contracts/user";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/auth";
import { pegawai } from "../../db/schema/org";
import { outboxEmail } from "../../db/schema/outbox";
import { mail } from "../../db/schema/surat";
import { getBank } from "../../test/factories/bank";
import { grantMenu } from "../../test/factories/pegawai";
import { find } from "../../test/factories/pencarian";
import { act, nips, send, typicalLetter } from "../../test/factories/surat-keluar";
import { demoPegawai } from "../../test/factories/surat-rows";
import { createTestApp, type TestApp } from "../../test/harness";

/*
 * The four security classes (DOMAIN.md "Letters"), one letter of each: written by staf
 * (Diskominfo), signed by kadis, to kadisdik (Dinas Pendidikan) and an outside address. Who
 * sees what of each, written out here rather than read from the contracts' table.
 */

const CLASSES: SifatPengamanan[] = ["Biasa", "Terbatas", "Rahasia", "Sangat Rahasia"];
/** A word of each letter's subject only, to find it by. */
const WORD: Record<SifatPengamanan, string> = {
  Biasa: "Gubeng",
  Terbatas: "Tegalsari",
  Rahasia: "Rungkut",
  "Sangat Rahasia": "Sukolilo",
};
const subjectOf = (kode: SifatPengamanan) => `Laporan Kegiatan ${WORD[kode]}`;
const OUTSIDE = "humas@contoh.example";

/** Beyond the author, signer and recipient (always): who else sees a letter of the class. */
const SEEN_BY: Record<SifatPengamanan, { ownSecretariat: boolean; theirSecretariat: boolean }> = {
  Biasa: { ownSecretariat: true, theirSecretariat: true },
  Terbatas: { ownSecretariat: true, theirSecretariat: false },
  Rahasia: { ownSecretariat: false, theirSecretariat: false },
  "Sangat Rahasia": { ownSecretariat: false, theirSecretariat: false },
};
/** The subject on the public pages, in notifications and e-mails. */
const SUBJECT_SHOWN: Record<SifatPengamanan, { publik: boolean; notifikasi: boolean }> = {
  Biasa: { publik: true, notifikasi: true },
  Terbatas: { publik: true, notifikasi: true },
  Rahasia: { publik: false, notifikasi: true },
  "Sangat Rahasia": { publik: false, notifikasi: false },
};

let t: TestApp;
/** The login of a level-8 secretariat of Dinas Pendidikan (the receiving unit). */
let sekretariatDisdik: string;
let units: { diskominfo: number; disdik: number };
const letters = new Map<SifatPengamanan, { id: string; signedDocumentId: string }>();
const letterOf = (kode: SifatPengamanan) => {
  const letter = letters.get(kode);
  if (!letter) throw new Error(`no ${kode} letter`);
  return letter;
};

/** The letter of `kode` sent and signed by kadis at once. */
async function signedLetter(kode: SifatPengamanan) {
  const nip = await nips(t.db, ["kadisdik"]);
  const body = await typicalLetter(
    t,
    {
      kepala_surat: {
        perihal: subjectOf(kode),
        lampiran: { type: "Lembar", value: 0 },
        klasifikasi: { code: "000.1.2", name: "" },
        kegiatan: null,
        sifat: { pengamanan: kode, penyampaian: "Biasa" },
      },
      penerima: {
        type_tanda_tangan: "digital",
        user: [nip("kadisdik")],
        plt: [],
        user_eksternal: [OUTSIDE],
      },
      tembusan: { user: [], plt: [], user_eksternal: [] },
    },
    ["kadis"],
  );
  const sent = await send(t, body);
  if (sent.statusCode !== 200) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
  const signed = await act(t, "kadis", body.initId as string, "setuju");
  if (signed.statusCode !== 200) throw new Error(`sign: ${signed.statusCode} ${signed.body}`);
  const [row] = await t.db
    .select({ signedDocumentId: mail.signedDocumentId })
    .from(mail)
    .where(eq(mail.id, body.initId as string));
  if (!row?.signedDocumentId) throw new Error("not signed");
  return { id: body.initId as string, signedDocumentId: row.signedDocumentId };
}

beforeAll(async () => {
  t = await createTestApp();
  const people = await demoPegawai(t.db, ["staf", "kadisdik"]);
  units = {
    diskominfo: people.get("staf")?.satuanKerjaId ?? 0,
    disdik: people.get("kadisdik")?.satuanKerjaId ?? 0,
  };
  // The demo has no secretariat in Dinas Pendidikan: one of its employees becomes it.
  const [clerk] = await t.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .where(and(eq(pegawai.satuanKerjaId, units.disdik), ne(users.username, "kadisdik")))
    .limit(1);
  if (!clerk) throw new Error("nobody else in Dinas Pendidikan");
  await t.db.update(users).set({ userLevel: USER_LEVEL.sekretariat }).where(eq(users.id, clerk.id));
  sekretariatDisdik = clerk.username;
  await grantMenu(t.db, sekretariatDisdik, BANK_MENUS["masuk-internal"]);
  for (const kode of CLASSES) letters.set(kode, await signedLetter(kode));
});
afterAll(() => t.close());

/** Who should find the letter of `kode`, and who should not, among the logins concerned. */
function audience(kode: SifatPengamanan) {
  const seen = SEEN_BY[kode];
  const all = {
    staf: true,
    kadis: true,
    kadisdik: true,
    sekretariat: seen.ownSecretariat,
    [sekretariatDisdik]: seen.theirSecretariat,
    sekdis: false,
    admin: false,
  };
  return Object.entries(all);
}

describe("who sees a letter of each security class", () => {
  it("the detail: 200 for those who see it, 404 for everybody else", async () => {
    for (const kode of CLASSES)
      for (const [username, sees] of audience(kode)) {
        const res = await t.as(username)({ method: "GET", url: `/egs/mail/${letterOf(kode).id}` });
        expect(res.statusCode, `${kode} / ${username}`).toBe(sees ? 200 : 404);
      }
  });

  it("the search finds it for the same people, and for nobody else", async () => {
    for (const kode of CLASSES)
      for (const [username, sees] of audience(kode)) {
        const found = await find(t, username, { q: WORD[kode] });
        const ids = found.items.map((item) => item.id);
        expect(ids, `${kode} / ${username}`).toEqual(sees ? [letterOf(kode).id] : []);
      }
  });

  it("the banks: the own unit's Bank Surat Keluar holds Biasa and Terbatas, the receiving unit's Bank Surat Masuk only Biasa", async () => {
    const bankHolds = async (username: string, kind: "keluar" | "masuk-internal") => {
      const res = await getBank(t, kind, { per_page: 50, q: "Laporan Kegiatan" }, { username });
      expect(res.statusCode, res.body).toBe(200);
      const ids = new Set(res.json().items.map((item: { id: string }) => item.id));
      return CLASSES.filter((kode) => ids.has(letterOf(kode).id));
    };
    expect(await bankHolds("sekretariat", "keluar")).toEqual(["Biasa", "Terbatas"]);
    expect(await bankHolds(sekretariatDisdik, "masuk-internal")).toEqual(["Biasa"]);
  });

  it("the references of a new letter: the unit's secretariat may cite Biasa and Terbatas ones", async () => {
    const res = await t.as("sekretariat")({
      method: "GET",
      url: "/egs/referensi/mail/baru?q=Laporan Kegiatan&per_page=50",
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(res.json().items.map((item: { id: string }) => item.id));
    expect(CLASSES.filter((kode) => ids.has(letterOf(kode).id))).toEqual(["Biasa", "Terbatas"]);
  });

  it("the search's access keys (migration 0029) follow the contracts' table", async () => {
    const { id } = letterOf("Biasa");
    for (const { kode, sekretariatUnit, sekretariatPenerima } of KLASIFIKASI_KEAMANAN) {
      const result = await t.db.execute(sql`
        select search_akses_mail(m.id, m.created_by, m.status_surat, ${kode}, m.satuan_kerja_id)
          as keys from mail m where m.id = ${id}`);
      const [row] = (result as unknown as { rows: { keys: string[] }[] }).rows;
      const keys = row?.keys ?? [];
      expect(keys.includes(`s:${units.diskominfo}`), kode).toBe(sekretariatUnit);
      expect(keys.includes(`s:${units.disdik}`), kode).toBe(sekretariatPenerima);
    }
  });
});

describe("where the subject of a letter of each class appears", () => {
  it("the recipient's notification names it, except a Sangat Rahasia letter's", async () => {
    const res = await t.as("kadisdik")({ method: "GET", url: "/egs/notification?per_page=50" });
    expect(res.statusCode, res.body).toBe(200);
    const items: { mail_id: string | null; perihal: string }[] = res.json().items;
    for (const kode of CLASSES) {
      const notice = items.find((item) => item.mail_id === letterOf(kode).id);
      const expected = SUBJECT_SHOWN[kode].notifikasi ? subjectOf(kode) : "Surat Sangat Rahasia";
      expect(notice?.perihal, kode).toBe(expected);
    }
    expect(PERIHAL_TERTUTUP_NOTIFIKASI).toBe("Surat Sangat Rahasia");
  });

  it("the e-mail to the outside recipient names it, except a Sangat Rahasia letter's", async () => {
    for (const kode of CLASSES) {
      const [email] = await t.db
        .select()
        .from(outboxEmail)
        .where(eq(outboxEmail.mailId, letterOf(kode).id));
      expect(email?.to, kode).toBe(OUTSIDE);
      const shown = SUBJECT_SHOWN[kode].notifikasi;
      expect(email?.subject.includes(WORD[kode]), kode).toBe(shown);
      expect(email?.body.includes(WORD[kode]), kode).toBe(shown);
      if (!shown) expect(email?.subject, kode).toContain("Surat Sangat Rahasia");
    }
  });

  it("the public verification page shows it for Biasa and Terbatas, 'Rahasia' otherwise", async () => {
    for (const kode of CLASSES) {
      const res = await t.app.inject({
        method: "GET",
        url: `/egs/public/verify/${letterOf(kode).signedDocumentId}`,
      });
      expect(res.statusCode, kode).toBe(200);
      const expected = SUBJECT_SHOWN[kode].publik ? subjectOf(kode) : "Rahasia";
      expect(res.json().items.document.perihal, kode).toBe(expected);
    }
  });

  it("the letter's own people read it whole, with its class", async () => {
    for (const kode of CLASSES) {
      const res = await t.as("kadisdik")({ method: "GET", url: `/egs/mail/${letterOf(kode).id}` });
      expect(res.json().items.kepala_surat, kode).toMatchObject({
        perihal: subjectOf(kode),
        sifat: { pengamanan: kode },
      });
    }
  });
});
