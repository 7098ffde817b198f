import { setTimeout as sleep } from "node:timers/promises";
import { perihalPublik } from "@lontar/contracts/klasifikasi-keamanan";
import {
  TRACKING_LINK_TTL_SECONDS,
  TRACKING_MESSAGES,
  type TrackingDetail,
  type TrackingPegawai,
} from "@lontar/contracts/tracking";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { type CaptchaSettings, consumeCaptcha } from "../../lib/captcha";
import type { FileStorage } from "../files/files.storage";
import { attachmentsOf } from "../surat/surat.repository";
import * as repo from "./tracking.repository";
import { emailBelongs, normalizeResi, readFileToken, signFileToken } from "./tracking.rules";
import { publicHistory } from "./tracking-history";

/** Every search answers after at least this long, found or not, so timing tells nothing. */
export const MIN_ANSWER_MS = 300;

type Keys = { captcha: CaptchaSettings; linkKey: string };

const iso = (at: Date | string) => new Date(at).toISOString();

async function pegawaiNames(db: DbOrTx, ids: number[]): Promise<TrackingPegawai[]> {
  const rows = await repo.namesOf(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ peg_nama: p.nama, jabatan_nama: p.jabatan }] : [];
  });
}

/** The public view of a letter (spec 01 §3 "Public tracking detail"), names only. */
export async function publicView(
  db: DbOrTx,
  letter: repo.TrackedLetter,
  linkKey: string,
): Promise<TrackingDetail> {
  const expiresAt = Math.floor(Date.now() / 1000) + TRACKING_LINK_TTL_SECONDS;
  const [penerima, tembusanUser, tembusanPlt, registrar, files, history] = await Promise.all([
    pegawaiNames(db, [...letter.penerima.user, ...letter.penerima.plt]),
    pegawaiNames(db, letter.tembusan.user),
    pegawaiNames(db, letter.tembusan.plt),
    repo.personOfUser(db, letter.createdBy),
    attachmentsOf(db, letter.id),
    publicHistory(db, letter),
  ]);
  return {
    created_at: iso(letter.createdAt),
    no_surat: letter.noSurat,
    resi: letter.resi ?? "",
    tanggal_surat: letter.tanggalSurat,
    tanggal_terima: letter.tanggalTerima,
    dari: letter.dari ?? letter.satuanKerjaNama,
    satuan_kerja_nama: letter.satuanKerjaNama,
    penerima: { selected_kepala_login: penerima },
    tembusan: { user: tembusanUser, plt: tembusanPlt },
    kepala_surat: {
      // A class without perihalPublik (Rahasia, Sangat Rahasia) keeps its subject off the page.
      perihal: perihalPublik(letter.sifatPengamanan, letter.perihal),
      klasifikasi:
        letter.klasifikasiKode && letter.klasifikasiNama
          ? { kode: letter.klasifikasiKode, nama: letter.klasifikasiNama }
          : null,
      sifat: { pengamanan: letter.sifatPengamanan, penyampaian: letter.sifatPenyampaian },
      lampiran: { type: letter.lampiranSatuan, value: letter.lampiranJumlah },
    },
    user: { user_name: registrar?.nama ?? "-" },
    lampiran: files.map((f) => ({
      file_name: f.fileName,
      file_size: f.size,
      file_url: `/egs/public/tracking-file/${signFileToken(linkKey, letter.id, f.id, expiresAt)}`,
    })),
    history,
    info_jadwal: letter.infoJadwal,
  };
}

/**
 * `GET egs/public/tracking-mail`. The captcha is checked (and spent) and the letter looked up
 * on every call; any failure — wrong resi, wrong e-mail, someone else's letter, a bad, expired
 * or reused captcha — answers the same 404 after the same minimum time.
 */
export async function trackLetter(
  db: DbOrTx,
  keys: Keys,
  query: { resi: string; email: string; captcha: string },
): Promise<TrackingDetail> {
  const started = performance.now();
  const [captchaOk, letter] = await Promise.all([
    consumeCaptcha(db, keys.captcha, query.captcha),
    repo.findByResi(db, normalizeResi(query.resi)),
  ]);
  const found = captchaOk && letter && emailBelongs(letter, query.email) ? letter : null;
  const view = found ? await publicView(db, found, keys.linkKey) : null;
  const wait = MIN_ANSWER_MS - (performance.now() - started);
  if (wait > 0) await sleep(wait);
  if (!view) throw notFound(TRACKING_MESSAGES.notFound);
  return view;
}

/** An attachment through a link of a search answer; expired or forged links are refused. */
export async function openTrackedFile(
  db: DbOrTx,
  storage: FileStorage,
  linkKey: string,
  token: string,
) {
  const named = readFileToken(linkKey, token);
  const file = named ? await repo.attachmentOf(db, named.mailId, named.fileId) : null;
  if (!file) throw notFound(TRACKING_MESSAGES.linkExpired);
  return { file, stream: await storage.get(file.sha256) };
}
