import type { TestApp } from "../harness";
import { act, send, sentLetter, typicalLetter } from "./surat-keluar";
import { disposeTo, registeredLetter } from "./surat-masuk";

/** `GET url` as `username`; throws unless 200; answers the body. */
export async function get<T = { items: unknown; meta?: { total: number } }>(
  t: TestApp,
  username: string,
  url: string,
): Promise<T> {
  const res = await t.as(username)({ method: "GET", url });
  if (res.statusCode !== 200) throw new Error(`GET ${url} as ${username}: ${res.statusCode}`);
  return res.json() as T;
}

const ok = (res: { statusCode: number; body: string }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
};

/** The typical letter all the way through review: kabid and sekdis continue, kadis approves. */
export async function approvedLetter(t: TestApp, perihal: string, kode = "000.1.2") {
  const id = await sentLetter(t, {
    kepala_surat: {
      perihal,
      lampiran: { type: "Lembar", value: 1 },
      klasifikasi: { code: kode, name: kode },
      kegiatan: null,
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
  });
  ok(await act(t, "kabid", id, "lanjutkan"), "kabid lanjutkan");
  ok(await act(t, "sekdis", id, "lanjutkan"), "sekdis lanjutkan");
  ok(await act(t, "kadis", id, "setuju"), "kadis setuju");
  return id;
}

/**
 * A small correspondence of Diskominfo through the API:
 * - `approved`: staf → kabid → sekdis → kadis (signed), to kadisdik, copy sekdis;
 * - `pending`: staf's letter waiting for kabid (Persetujuan of kabid);
 * - `draft`: staf's draft (Konsep of staf);
 * - `disposed`: registered to kadis (copy sekdis), kadis disposes it to kabid and then
 *   forwards it to sekdis;
 * - `unread`: registered to kadis, not opened.
 */
export async function seedCorrespondence(t: TestApp) {
  const approved = await approvedLetter(t, "Undangan Rapat Koordinasi Dashboard");
  const pending = await sentLetter(t, {
    kepala_surat: {
      perihal: "Permohonan Data Menunggu Pemeriksaan",
      lampiran: { type: "Lembar", value: 1 },
      klasifikasi: { code: "000.1.2", name: "Perjalanan Dinas" },
      kegiatan: null,
      sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
    },
  });
  const draftBody = await typicalLetter(t, {
    status_surat: "draft",
    kepala_surat: { perihal: "Konsep Nota Dinas" },
  });
  ok(await send(t, draftBody), "draft");
  const disposed = (
    await registeredLetter(t, {
      kepala_surat: {
        perihal: "Permohonan Narasumber Disposisi",
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
    })
  ).id;
  ok(
    await disposeTo(t, "kadis", disposed, ["kabid"], {
      is_disposisi: true,
      text: ["Untuk ditindaklanjuti"],
      keterangan: "Segera",
      is_private: false,
    }),
    "disposisi",
  );
  ok(
    await disposeTo(t, "kadis", disposed, ["sekdis"], {
      is_disposisi: false,
      keterangan: "Mohon dipelajari",
    }),
    "teruskan",
  );
  const unread = (
    await registeredLetter(t, {
      kepala_surat: {
        perihal: "Undangan Seminar Belum Dibaca",
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
    })
  ).id;
  return { approved, pending, draft: draftBody.initId as string, disposed, unread };
}
