import { type APIRequestContext, expect } from "@playwright/test";
import { tokenOf } from "./session";

/**
 * Letters made through the API, for specs whose subject is what a user does with a letter
 * rather than how it is written (the form has its own helpers in `surat-keluar-form.ts`).
 */

/** NIPs of the demo organisation's people. */
export const DEMO_NIP = {
  kadis: "197206141998031001",
  kabid: "198104062006011002",
  kadisdik: "197001231996031001",
} as const;

/** The Authorization header of a demo user. */
export const bearer = async (request: APIRequestContext, username: string) => ({
  authorization: `Bearer ${await tokenOf(request, username)}`,
});

export interface OutgoingInput {
  perihal: string;
  /** `draft` keeps it a Konsep; `pemeriksa` sends it to the first reviewer. */
  status: "draft" | "pemeriksa";
  /** NIPs of the internal recipients. */
  penerima: string[];
  /** NIPs of the reviewers in order; the last one signs. */
  pemeriksa: string[];
}

/**
 * The user of `headers` (see `bearer`) writes an outgoing letter (digital signature) in their
 * own name; answers its id.
 */
export async function writeLetter(
  request: APIRequestContext,
  headers: Record<string, string>,
  letter: OutgoingInput,
): Promise<string> {
  const initId = (await (await request.get("/egs/initId", { headers })).json()).items.initId;
  const me = (await (await request.get("/api/egs/user", { headers })).json()).data;
  const res = await request.post("/egs/mail", {
    headers,
    data: {
      initId,
      status_surat: letter.status,
      kepala_surat: {
        perihal: letter.perihal,
        lampiran: { type: "Lembar", value: 1 },
        klasifikasi: { code: "000.1.2", name: "Rapat" },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      pengirim: { user: me.peg_nip, jabatan_id: null },
      penerima: {
        type_tanda_tangan: "digital",
        user: letter.penerima,
        plt: [],
        user_eksternal: [],
      },
      pemeriksa: { user: letter.pemeriksa },
      isi_surat: "<p>Dengan hormat,</p>",
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).items.id as string;
}

/**
 * The secretariat registers a letter from the provincial education office to the head with
 * NIP `kepala`; answers its id.
 */
export async function registerIncoming(
  request: APIRequestContext,
  letter: { noSurat: string; perihal: string; kepala: string },
): Promise<string> {
  const res = await request.post("/egs/mail", {
    headers: await bearer(request, "sekretariat"),
    data: {
      kategori_surat: "external",
      no_surat: letter.noSurat,
      tahun_agenda: 2026,
      tanggal_surat: "2026-11-20",
      tanggal_terima: "2026-11-22",
      dari: "Dinas Pendidikan Provinsi Contoh",
      kepala_surat: {
        perihal: letter.perihal,
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      penerima: { selected_kepala_login: [letter.kepala], user: [], plt: [] },
      tembusan: { user: [], plt: [] },
      data_pengirim: {
        nama: "Budi Pengirim",
        email: "budi@contoh.example",
        nomor_wa: "0812345678",
      },
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).items.id as string;
}
