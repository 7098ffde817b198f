import type { ApiClient, ApiResult } from "./api-client";

/**
 * The letters a fault run works on, made through the API as users make them: outgoing letters
 * from `staf` with `kadis` as the only reviewer and signer (one SETUJU numbers, renders, signs
 * and delivers, with an external recipient so an e-mail is queued), and incoming letters
 * registered to `kadis`, who disposes each to `kabid`.
 */
export const EXTERNAL_ADDRESS = "warga@contoh.example";
const TODAY = new Date().toISOString().slice(0, 10);

type Envelope = { items?: Record<string, unknown>; data?: Record<string, unknown> };
const payload = (r: ApiResult) => {
  const body = r.body as Envelope;
  return (body?.items ?? body?.data ?? {}) as Record<string, unknown>;
};

function expectOk(what: string, r: ApiResult) {
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return payload(r);
}

export async function nipsOf(api: ApiClient, usernames: string[]) {
  const map = new Map<string, string>();
  for (const username of usernames)
    map.set(
      username,
      String(expectOk("user", await api.as(username, "GET", "/api/egs/user")).peg_nip),
    );
  return (username: string) => map.get(username) ?? "";
}

export async function prepareOutgoing(api: ApiClient, nip: (u: string) => string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const initId = expectOk("initId", await api.as("staf", "GET", "/egs/initId")).initId;
    const body = {
      initId,
      status_surat: "pemeriksa",
      kepala_surat: {
        perihal: `Uji gangguan ${i + 1}`,
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
        user_eksternal: [EXTERNAL_ADDRESS],
      },
      tembusan: { user: [nip("sekdis")], plt: [], user_eksternal: [] },
      pemeriksa: { user: [nip("kadis")] },
      isi_surat: "<p>Dengan hormat,</p><p>Surat uji ketahanan terhadap gangguan.</p>",
    };
    ids.push(String(expectOk("send", await api.as("staf", "POST", "/egs/mail", body)).id));
  }
  return ids;
}

export async function prepareIncoming(api: ApiClient, nip: (u: string) => string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const body = {
      kategori_surat: "external",
      no_surat: `005/${i + 1}/UJI/${TODAY.slice(0, 4)}`,
      tahun_agenda: Number(TODAY.slice(0, 4)),
      tanggal_surat: TODAY,
      tanggal_terima: TODAY,
      dari: "Dinas Uji Ketahanan",
      kepala_surat: {
        perihal: `Surat masuk uji ${i + 1}`,
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      penerima: { selected_kepala_login: [nip("kadis")], user: [], plt: [] },
      tembusan: { user: [], plt: [] },
      data_pengirim: { nama: "Penguji", email: "penguji@contoh.example", nomor_wa: "0812" },
    };
    ids.push(
      String(expectOk("register", await api.as("sekretariat", "POST", "/egs/mail", body)).id),
    );
  }
  return ids;
}

export const approveLetter = (api: ApiClient, id: string, passphrase: string) =>
  api.as("kadis", "POST", `/egs/riw-catatan/create/${id}`, {
    is_accepted: true,
    text: "setuju",
    back_to_previous_level: false,
    keterangan: "",
    passphrase,
  });

export const disposeLetter = (api: ApiClient, nip: (u: string) => string, id: string) =>
  api.as("kadis", "POST", `/egs/mail-disposisi/${id}`, {
    user: [nip("kabid")],
    plt: [],
    action: {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Uji gangguan",
      is_private: false,
      batas_waktu: null,
    },
  });

/** Runs `tasks` with at most `parallel` in flight; `onSettled` sees each result as it comes. */
export async function burst<T>(
  tasks: (() => Promise<T>)[],
  parallel: number,
  onSettled: (result: T, done: number) => void = () => undefined,
) {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (!task) continue;
      results[index] = await task();
      onSettled(results[index] as T, ++done);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}
