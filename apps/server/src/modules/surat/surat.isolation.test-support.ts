import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { rowsOf } from "../../db/rows";
import { users } from "../../db/schema/auth";
import { signedDocument } from "../../db/schema/tanda-tangan";
import { newId } from "../../lib/ids";
import { multipartUpload, PDF_BYTES } from "../../test/factories/files";
import { act, send, sentLetter, typicalLetter } from "../../test/factories/surat-keluar";
import { disposeTo, incomingLetter, registeredLetter } from "../../test/factories/surat-masuk";
import type { TestApp } from "../../test/harness";

/** The rows of a raw query (both drivers answer `{ rows }`). */

/** A letter in one state of its life, with what a caller needs to reach every part of it. */
export type Fixture = {
  name: string;
  id: string;
  /** Its files: attachments and the signed PDF. */
  files: string[];
  dispositionId?: number;
  /** Its running number once signed (to probe the number check). */
  nomor?: number;
};

/**
 * Logins with no relation to the fixtures. The NIP logins are seeded employees of BKPSDM and
 * of Diskominfo (the fixtures' unit) that no fixture names.
 */
export const OUTSIDERS = {
  otherUnit: "196810291993031001",
  otherUnitSecretariat: "197602142000032003",
  sameUnit: "198212202009011001",
  admin: "admin",
} as const;

/** Makes the second BKPSDM login a secretariat (level 8) of its own unit before it logs in. */
export const promoteOtherSecretariat = (t: TestApp) =>
  t.db
    .update(users)
    .set({ userLevel: 8 })
    .where(eq(users.username, OUTSIDERS.otherUnitSecretariat));

const ok = async <T>(promise: Promise<{ statusCode: number; body: string; json(): T }>) => {
  const res = await promise;
  if (res.statusCode !== 200) throw new Error(`fixture step failed: ${res.statusCode} ${res.body}`);
  return res.json();
};

async function upload(t: TestApp, username: string) {
  const body = await ok<{ data: { _id: string } }>(
    t.as(username)(multipartUpload(PDF_BYTES, "lampiran.pdf")),
  );
  return body.data._id;
}

const signedFileOf = async (t: TestApp, id: string) =>
  (await t.db.select().from(signedDocument).where(eq(signedDocument.mailId, id))).map(
    (d) => d.fileId,
  );

/** Signed by `kadis` alone, with one attachment; `rahasia` makes it secret. */
async function signedLetter(t: TestApp, name: string, rahasia: boolean): Promise<Fixture> {
  const lampiran = await upload(t, "staf");
  const body = await typicalLetter(t, { lampiran: [{ _id: lampiran }] }, ["kadis"]);
  if (rahasia) body.kepala_surat.sifat = { pengamanan: "Rahasia", penyampaian: "Biasa" };
  const id = (await ok<{ items: { id: string } }>(send(t, body))).items.id;
  await ok(act(t, "kadis", id, "setuju"));
  const [nomor] = rowsOf<{ nomor_urut: number }>(
    await t.db.execute(sql`select nomor_urut from mail where id = ${id}`),
  );
  return { name, id, files: [lampiran, ...(await signedFileOf(t, id))], nomor: nomor?.nomor_urut };
}

async function registered(t: TestApp, name: string): Promise<Fixture> {
  const lampiran = await upload(t, "sekretariat");
  const { id } = await registeredLetter(t, { lampiran: [{ _id: lampiran }] } as never);
  return { name, id, files: [lampiran] };
}

/** One letter of each kind and state (DOMAIN.md "Letters"), built through the API. */
export async function buildFixtures(t: TestApp): Promise<Fixture[]> {
  const draft = await ok<{ items: { id: string } }>(
    send(t, await typicalLetter(t, { status_surat: "draft" })),
  );
  const review = await sentLetter(t);
  const correction = await sentLetter(t);
  await ok(act(t, "kabid", correction, "perbaikan", { keterangan: "Perbaiki perihal" }));
  const cancelled = await sentLetter(t);
  await ok(act(t, "kabid", cancelled, "batalkan", { keterangan: "Tidak jadi" }));

  const fresh = await registered(t, "masuk: baru");
  const disposed = await registered(t, "masuk: didisposisi");
  const disposition = await ok<{ items: { id: number } }>(
    disposeTo(t, "kadis", disposed.id, ["kabid"], {
      is_disposisi: true,
      text: ["Hadiri"],
      keterangan: "Mohon diwakili",
      is_private: true,
    }),
  );
  const forwarded = await registered(t, "masuk: diteruskan");
  await ok(
    disposeTo(t, "kadis", forwarded.id, ["kabid"], {
      is_disposisi: false,
      text: [],
      keterangan: "Untuk diketahui",
      is_private: false,
    }),
  );
  return [
    { name: "keluar: konsep", id: draft.items.id, files: [] },
    { name: "keluar: pemeriksa", id: review, files: [] },
    { name: "keluar: perbaikan", id: correction, files: [] },
    { name: "keluar: batal", id: cancelled, files: [] },
    await signedLetter(t, "keluar: terkirim", false),
    await signedLetter(t, "keluar: Rahasia terkirim", true),
    fresh,
    { ...disposed, dispositionId: disposition.items.id },
    forwarded,
  ];
}

/** The tables a letter's life writes to: an outsider's calls must leave them as they were. */
const LETTER_TABLES = [
  "mail",
  "mail_reviewer",
  "mail_recipient",
  "mail_note",
  "mail_paraf",
  "mail_disposition",
  "mail_hidden",
  "mail_reference",
  "mail_attachment",
  "signed_document",
  "esign_log",
  "notification",
  "outbox_email",
  "outbox_push",
  "nomor_counter",
  "agenda_counter",
  "stored_file",
];

/** A digest of every row of the letter tables. */
export async function letterTablesDigest(t: TestApp) {
  const digests: Record<string, string> = {};
  for (const table of LETTER_TABLES) {
    const result = await t.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
      ),
    );
    const [row] = rowsOf<{ n: number; h: string }>(result);
    digests[table] = `${row?.n}:${row?.h}`;
  }
  return digests;
}

/** A valid approval, disposition, follow-up or edit body, so only the letter check can refuse. */
export const bodies = {
  approval: {
    is_accepted: true,
    text: "setuju",
    back_to_previous_level: false,
    keterangan: "",
    passphrase: DEMO_PASSWORD,
  },
  disposition: (nip: string) => ({
    user: [nip],
    plt: [],
    action: { is_disposisi: true, text: ["Hadiri"], keterangan: "", is_private: false },
  }),
  followUp: { keterangan: "Sudah ditindaklanjuti" },
  inlineEdit: { nomor_surat: "999/Uji/2026" },
};

export type Call = InjectOptions & { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" };

/** `POST egs/mail` variants that name an existing letter in the body. */
export async function mailBodyCalls(t: TestApp, fx: Fixture): Promise<[string, Call][]> {
  const outgoing = await typicalLetter(t);
  const incoming = await incomingLetter(t);
  return [
    ["edit (id)", { method: "POST", url: "/egs/mail", payload: { ...outgoing, id: fx.id } }],
    [
      "create (initId)",
      { method: "POST", url: "/egs/mail", payload: { ...outgoing, initId: fx.id } },
    ],
    [
      "reference",
      {
        method: "POST",
        url: "/egs/mail",
        payload: { ...outgoing, initId: newId(), referensi: { id: [fx.id] } },
      },
    ],
    [
      "register (initId)",
      { method: "POST", url: "/egs/mail", payload: { ...incoming, initId: fx.id } },
    ],
  ];
}
