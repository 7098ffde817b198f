import type { DbOrTx } from "../../../db/client";
import { readAll } from "../../../lib/read-all";
import type { FileStorage } from "../../files/files.storage";
import { type PegawaiInfo, pegawaiInfoByIds } from "../../pegawai/pegawai-info.repository";
import { signingLinesOrNull } from "../cara-tanda-tangan";
import { sanitizeLetterHtml } from "../isi-surat";
import {
  findLetterhead,
  findSatuanKerja,
  jenisNaskahKode,
  type MailRow,
  reviewersOf,
  settings,
} from "../surat.repository";
import { scheduleView } from "./jadwal-view";
import type {
  Addressee,
  Letterhead,
  LetterView,
  Signatory,
  SignatureMark,
} from "./surat-view.types";

export const SETTING_GOVERNMENT = "nama_pemerintah";
export const SETTING_PLACE = "tempat_surat";
const DEFAULT_GOVERNMENT = "Pemerintah Daerah";

/** The government named on letterheads and the place written before the date. */
export async function instanceNames(db: DbOrTx) {
  const values = await settings(db, [SETTING_GOVERNMENT, SETTING_PLACE]);
  const pemerintah = values.get(SETTING_GOVERNMENT) ?? DEFAULT_GOVERNMENT;
  const tempat = values.get(SETTING_PLACE) ?? pemerintah.replace(/^Pemerintah\s+/i, "");
  return { pemerintah, tempat };
}

/** The work unit's letterhead: its Master Kop Surat file, or a text letterhead. */
export async function letterheadOf(
  db: DbOrTx,
  storage: FileStorage,
  satuanKerjaId: number,
  /** The instance's names, when the caller has read them already. */
  known?: Awaited<ReturnType<typeof instanceNames>>,
): Promise<{ letterhead: Letterhead; paper: "A4" | "F4" }> {
  // One after the other: `db` may be a transaction, one connection that takes one at a time.
  const row = await findLetterhead(db, satuanKerjaId);
  const unit = await findSatuanKerja(db, satuanKerjaId);
  const names = known ?? (await instanceNames(db));
  const paper = row?.ukuranKertas ?? "A4";
  if (row?.sha256 && row.mime) {
    const data = await readAll(await storage.get(row.sha256));
    if (row.mime === "application/pdf") return { paper, letterhead: { kind: "pdf", data } };
    if (row.mime === "image/png" || row.mime === "image/jpeg")
      return { paper, letterhead: { kind: "image", data, mime: row.mime } };
  }
  return {
    paper,
    letterhead: {
      kind: "text",
      pemerintah: names.pemerintah,
      satuanKerja: unit?.nama ?? "",
      alamat: [unit?.alamat, unit?.kodePos ? `Kode Pos ${unit.kodePos}` : null]
        .filter(Boolean)
        .join(", "),
      kontak: [
        unit?.telp ? `Telp. ${unit.telp}` : null,
        unit?.email ? `Email: ${unit.email}` : null,
      ].filter((v): v is string => Boolean(v)),
    },
  };
}

const pangkatText = (p: PegawaiInfo) =>
  p.pangkat ? `${p.pangkat}${p.golongan ? ` (${p.golongan})` : ""}` : null;

/**
 * The head of a Nota Dinas: an internal note carries the government's and the work unit's
 * names only, never the Master Kop Surat file with its address block (Permendagri 1/2023:
 * the kop of a nota dinas is the unit's name; the address is for letters that leave it).
 */
async function internalLetterheadOf(
  db: DbOrTx,
  satuanKerjaId: number,
  names: Awaited<ReturnType<typeof instanceNames>>,
): Promise<Letterhead> {
  const unit = await findSatuanKerja(db, satuanKerjaId);
  return {
    kind: "text",
    pemerintah: names.pemerintah,
    satuanKerja: unit?.nama ?? "",
    alamat: "",
    kontak: [],
  };
}

const asAddressee = (p: PegawaiInfo): Addressee => ({
  nama: p.nama,
  jabatan: p.jabatan,
  nip: p.nip,
  pangkat: pangkatText(p),
});

function addressees(
  pegawaiById: Map<number, PegawaiInfo>,
  ids: number[],
  external: string[],
): Addressee[] {
  return [
    ...ids
      .map((id) => pegawaiById.get(id))
      .filter((p): p is PegawaiInfo => Boolean(p))
      .map(asAddressee),
    ...external.map((nama) => ({ nama })),
  ];
}

export const signatoryOf = (p: PegawaiInfo): Signatory => ({
  nama: p.nama,
  nip: p.nip,
  jabatan: p.jabatan ?? "",
  pangkat: pangkatText(p),
});

/** Security and delivery natures as the Sifat line: `Biasa`, `Rahasia`, `Biasa / Cepat`. */
export function sifatText(pengamanan: string, penyampaian: string) {
  const parts = [pengamanan, penyampaian].filter((v) => v && v !== "-");
  if (parts.length === 2 && parts[1] === "Biasa") return parts[0] ?? "-";
  return parts.length ? [...new Set(parts)].join(" / ") : "-";
}

/**
 * The employees who sign, in signing order: the last reviewer (else the sender), or a joint
 * letter's last `jumlahPenandatangan` reviewers.
 */
export async function signersOf(db: DbOrTx, letter: MailRow): Promise<PegawaiInfo[]> {
  const reviewers = await reviewersOf(db, letter.id);
  const ids =
    letter.jumlahPenandatangan > 1
      ? reviewers.slice(-letter.jumlahPenandatangan).map((r) => r.pegawaiId)
      : [reviewers.at(-1)?.pegawaiId ?? letter.pengirimPegawaiId];
  const infos = await pegawaiInfoByIds(
    db,
    ids.filter((id): id is number => id !== null),
  );
  return ids.flatMap((id) => infos.find((info) => info.id === id) ?? []);
}

/** The employee who signs last: the last reviewer, else the sender. */
export async function signerOf(db: DbOrTx, letter: MailRow): Promise<PegawaiInfo | null> {
  return (await signersOf(db, letter)).at(-1) ?? null;
}

/**
 * The lines above the signer's name: as signed once the letter went out; while it is reviewed,
 * as the chosen mode would give them now (none when the signer may not sign so).
 */
async function signingLinesFor(db: DbOrTx, letter: MailRow, signer: PegawaiInfo) {
  if (letter.caraTandaTangan === "langsung") return null;
  return letter.signerLines ?? signingLinesOrNull(db, signer.id, letter.caraTandaTangan);
}

/** Resolves everything the renderer needs for one letter. */
export async function letterViewOf(
  db: DbOrTx,
  storage: FileStorage,
  letter: MailRow,
  options: {
    withLetterhead: boolean;
    mark?: SignatureMark;
    /** `signersOf(letter)`, when the caller has read them already. */
    signers?: PegawaiInfo[];
  },
): Promise<LetterView> {
  const ids = [
    ...letter.penerima.user,
    ...letter.penerima.plt,
    ...letter.tembusan.user,
    ...letter.tembusan.plt,
  ];
  // One after the other: the letter is rendered inside the approval's transaction too.
  const pegawaiById = await pegawaiInfoByIds(db, ids);
  const signers = options.signers ?? (await signersOf(db, letter));
  const names = await instanceNames(db);
  const head = await letterheadOf(db, storage, letter.satuanKerjaId, names);
  const jenis = await jenisNaskahKode(db, letter.jenisNaskahId);
  const byId = new Map(pegawaiById.map((p) => [p.id, p]));
  const signer = signers.at(-1);
  const sent = letter.statusSurat === "terkirim";
  const mark: SignatureMark =
    options.mark ??
    (sent && letter.typeTandaTangan === "basah" ? { kind: "basah" } : { kind: "unsigned" });
  return {
    jenis,
    draft: !sent,
    paper: head.paper,
    letterhead: options.withLetterhead
      ? jenis === "nota-dinas"
        ? await internalLetterheadOf(db, letter.satuanKerjaId, names)
        : head.letterhead
      : null,
    tempat: names.tempat,
    tanggal: letter.tanggalSurat,
    nomor: letter.noSurat,
    sifat: sifatText(letter.sifatPengamanan, letter.sifatPenyampaian),
    lampiran: { jumlah: letter.lampiranJumlah, satuan: letter.lampiranSatuan },
    hal: letter.perihal,
    penerima: addressees(
      byId,
      [...letter.penerima.user, ...letter.penerima.plt],
      letter.penerima.user_eksternal,
    ),
    isiHtml: sanitizeLetterHtml(letter.isiSurat),
    penandatangan: signer
      ? { ...signatoryOf(signer), lines: (await signingLinesFor(db, letter, signer)) ?? undefined }
      : { nama: "-", nip: null, jabatan: "-" },
    ...(signers.length > 1 ? { penandatanganBersama: signers.slice(0, -1).map(signatoryOf) } : {}),
    tandaTangan: mark,
    tembusan: addressees(
      byId,
      [...letter.tembusan.user, ...letter.tembusan.plt],
      letter.tembusan.user_eksternal,
    ),
    jadwal:
      jenis === "surat-undangan" && letter.infoJadwal
        ? scheduleView(letter.infoJadwal, letter.perihal)
        : null,
  };
}
