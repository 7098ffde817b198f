/**
 * Everything the renderer needs to lay out one letter, resolved from the database
 * beforehand: the renderer itself reads nothing and can be tested with plain objects.
 */
export type PaperSize = "A4" | "F4";

export type Letterhead =
  /** The work unit's Master Kop Surat file: an image across the top, or a PDF page behind page 1. */
  | { kind: "image"; data: Buffer; mime: "image/png" | "image/jpeg" }
  | { kind: "pdf"; data: Buffer }
  /** No file: a text letterhead from the government's and the work unit's names and address. */
  | {
      kind: "text";
      pemerintah: string;
      satuanKerja: string;
      alamat: string;
      kontak: string[];
    };

export type Addressee = { nama: string; jabatan?: string | null };

export type Signatory = {
  nama: string;
  nip: string | null;
  jabatan: string;
  pangkat?: string | null;
  /** `Plt.` when an acting official signs. */
  plt?: boolean;
};

export type SignatureMark =
  /** Electronically signed (or about to be): the QR stamp links to the verification page. */
  | { kind: "digital"; verifyUrl: string }
  /** Wet signature: blank space for ink and stamp. */
  | { kind: "basah" }
  /** Not signed yet (a draft or a letter under review). */
  | { kind: "unsigned" };

export type LetterView = {
  /** Drafts carry the KONSEP watermark and no number. */
  draft: boolean;
  paper: PaperSize;
  /** `null` renders the without-letterhead variant (for pre-printed paper). */
  letterhead: Letterhead | null;
  tempat: string;
  /** ISO date of the letter; `null` while it has none. */
  tanggal: string | null;
  nomor: string | null;
  sifat: string;
  lampiran: { jumlah: number; satuan: string };
  hal: string;
  penerima: Addressee[];
  /** Sanitised HTML of the body. */
  isiHtml: string;
  penandatangan: Signatory;
  tandaTangan: SignatureMark;
  tembusan: Addressee[];
};

/** More addressees than this go to an annex ('Daftar terlampir'). */
export const MAX_ADDRESSEES_ON_PAGE = 5;
