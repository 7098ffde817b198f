import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import type { OutgoingMailRequest } from "@lontar/contracts/mail";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import type { TestApp } from "../harness";

/** NIPs of demo logins. */
export async function nips(db: DbOrTx, usernames: string[]) {
  const rows = await db
    .select({ username: users.username, nip: users.pegNip })
    .from(users)
    .where(inArray(users.username, usernames));
  const map = new Map(rows.map((r) => [r.username, r.nip]));
  return (username: string) => {
    const nip = map.get(username);
    if (!nip) throw new Error(`no demo login ${username}`);
    return nip;
  };
}

export async function nipOfUser(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ nip: users.pegNip })
    .from(users)
    .where(eq(users.username, username));
  if (!row) throw new Error(`no demo login ${username}`);
  return row.nip;
}

/**
 * The typical letter of DOMAIN.md: `staf` writes to `kadisdik`, copy to `sekdis`, reviewed by
 * `kabid` → `sekdis` → `kadis` (the signer).
 */
export async function typicalLetter(
  t: TestApp,
  overrides: Partial<OutgoingMailRequest> = {},
  reviewers = ["kabid", "sekdis", "kadis"],
): Promise<OutgoingMailRequest> {
  const nip = await nips(t.db, ["staf", "kadisdik", "sekdis", ...reviewers]);
  const initId = (await t.as("staf")({ method: "GET", url: "/egs/initId" })).json().items.initId;
  return {
    initId,
    status_surat: "pemeriksa",
    kepala_surat: {
      perihal: "Undangan Rapat Koordinasi",
      lampiran: { type: "Lembar", value: 1 },
      klasifikasi: { code: "000.1.2", name: "Rapat" },
      kegiatan: null,
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
    pengirim: { user: nip("staf"), jabatan_id: null },
    penerima: {
      type_tanda_tangan: "digital",
      user: [nip("kadisdik")],
      plt: [],
      user_eksternal: [],
    },
    tembusan: { user: [nip("sekdis")], plt: [], user_eksternal: [] },
    pemeriksa: { user: reviewers.map(nip) },
    isi_surat: "<p>Dengan hormat,</p><p>Kami mengundang Bapak/Ibu.</p>",
    ...overrides,
  };
}

export const send = async (t: TestApp, body: OutgoingMailRequest, username = "staf") =>
  t.as(username)({ method: "POST", url: "/egs/mail", payload: body });

export const act = (
  t: TestApp,
  username: string,
  id: string,
  text: "setuju" | "lanjutkan" | "perbaikan" | "batalkan",
  extra: { keterangan?: string; passphrase?: string } = {},
) =>
  t.as(username)({
    method: "POST",
    url: `/egs/riw-catatan/create/${id}`,
    payload: {
      is_accepted: text === "setuju" || text === "lanjutkan",
      text,
      back_to_previous_level: text === "perbaikan",
      keterangan: extra.keterangan ?? "",
      ...(text === "setuju" ? { passphrase: extra.passphrase ?? DEMO_PASSWORD } : {}),
    },
  });

export const detail = async (t: TestApp, username: string, id: string) =>
  t.as(username)({ method: "GET", url: `/egs/mail/${id}` });

/** A letter sent to review; answers its id. */
export async function sentLetter(t: TestApp, overrides: Partial<OutgoingMailRequest> = {}) {
  const res = await send(t, await typicalLetter(t, overrides));
  if (res.statusCode !== 200) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().items.id as string;
}
