import type { IncomingMailRequest } from "@lontar/contracts/incoming";
import type { TestApp } from "../harness";
import { nips } from "./surat-keluar";

/** An external letter to `kadis` with a copy to `sekdis`, as the secretariat registers it. */
export async function incomingLetter(
  t: TestApp,
  overrides: Partial<IncomingMailRequest> = {},
): Promise<IncomingMailRequest> {
  const nip = await nips(t.db, ["kadis", "sekdis"]);
  return {
    kategori_surat: "external",
    no_surat: "005/123/DISDIK/2026",
    tahun_agenda: 2026,
    tanggal_surat: "2026-11-20",
    tanggal_terima: "2026-11-22",
    dari: "Dinas Pendidikan Provinsi Contoh",
    kepala_surat: {
      perihal: "Permohonan Narasumber",
      lampiran: { type: "Lembar", value: 1 },
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
    penerima: { selected_kepala_login: [nip("kadis")], user: [], plt: [] },
    tembusan: { user: [nip("sekdis")], plt: [] },
    data_pengirim: {
      nama: "Budi Pengirim",
      email: "budi@contoh.example",
      nomor_wa: "081234567890",
    },
    ...overrides,
  };
}

export const registerLetter = async (
  t: TestApp,
  body: IncomingMailRequest,
  username = "sekretariat",
) => t.as(username)({ method: "POST", url: "/egs/mail", payload: body });

/** Registers an incoming letter; answers its id, resi and agenda number. */
export async function registeredLetter(t: TestApp, overrides: Partial<IncomingMailRequest> = {}) {
  const res = await registerLetter(t, await incomingLetter(t, overrides));
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().items as { id: string; resi: string; nomor_agenda: number };
}

/** `username` disposes (or forwards, by `action.is_disposisi`) letter `id` to `targets`. */
export async function disposeTo(
  t: TestApp,
  username: string,
  id: string,
  targets: string[],
  action: object,
  plt: string[] = [],
) {
  const nip = await nips(t.db, targets.length ? targets : ["kadis"]);
  return t.as(username)({
    method: "POST",
    url: `/egs/mail-disposisi/${id}`,
    payload: { user: targets.map(nip), plt, action },
  });
}
