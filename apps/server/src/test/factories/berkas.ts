import type { BerkasDetail, BerkasItem } from "@lontar/contracts/berkas";
import type { SifatPengamanan } from "@lontar/contracts/klasifikasi-keamanan";
import { afterEach } from "vitest";
import { todayInJakarta } from "../../lib/jakarta-day";
import { berkasClock } from "../../modules/berkas/berkas.clock";
import type { TestApp } from "../harness";
import { act, send, typicalLetter } from "./surat-keluar";

/** A letter of `klasifikasi` written by staf, signed by kadis at once; answers its id. */
export async function signedLetter(
  t: TestApp,
  klasifikasi = "000.1.2",
  perihal = "Undangan Rapat",
  pengamanan: SifatPengamanan = "Biasa",
) {
  const body = await typicalLetter(
    t,
    {
      kepala_surat: {
        perihal,
        lampiran: { type: "Lembar", value: 0 },
        klasifikasi: { code: klasifikasi, name: "" },
        kegiatan: null,
        sifat: { pengamanan, penyampaian: "Biasa" },
      },
      tembusan: { user: [], plt: [], user_eksternal: [] },
    },
    ["kadis"],
  );
  const sent = await send(t, body);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  const signed = await act(t, "kadis", body.initId as string, "setuju");
  if (signed.statusCode !== 200)
    throw new Error(`sign failed: ${signed.statusCode} ${signed.body}`);
  return body.initId as string;
}

export const berkasApi = (t: TestApp, username: string) => {
  const as = t.as(username);
  return {
    list: (query: Record<string, string | number> = {}) =>
      as({ method: "GET", url: "/egs/berkas", query: stringified(query) }),
    create: (payload: Record<string, unknown>) =>
      as({ method: "POST", url: "/egs/berkas", payload }),
    get: (id: string) => as({ method: "GET", url: `/egs/berkas/${id}` }),
    add: (id: string, payload: Record<string, unknown>) =>
      as({ method: "POST", url: `/egs/berkas/${id}/isi`, payload }),
    remove: (id: string, isiId: string) =>
      as({ method: "DELETE", url: `/egs/berkas/${id}/isi/${isiId}` }),
    close: (id: string, payload: Record<string, unknown> = {}) =>
      as({ method: "POST", url: `/egs/berkas/${id}/tutup`, payload }),
  };
};

const stringified = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/** Creates a berkas as `username`; throws unless 201. */
export async function createdBerkas(
  t: TestApp,
  username: string,
  payload: Record<string, unknown> = {},
): Promise<BerkasItem> {
  const res = await berkasApi(t, username).create({
    klasifikasi_kode: "000.1.2",
    judul: "Perjalanan dinas ke Provinsi",
    kurun_waktu_mulai: "2026-11-02",
    ...payload,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().items;
}

export async function berkasDetail(t: TestApp, username: string, id: string) {
  const res = await berkasApi(t, username).get(id);
  if (res.statusCode !== 200) throw new Error(`get failed: ${res.statusCode} ${res.body}`);
  return res.json().items as BerkasDetail;
}

/**
 * The day the records' life cycle is read on, moved by a test (`on('2029-02-10')`); back to
 * today after each test.
 */
export function controlledBerkasClock() {
  afterEach(() => {
    berkasClock.today = () => todayInJakarta();
  });
  return (day: string) => {
    berkasClock.today = () => day;
  };
}
