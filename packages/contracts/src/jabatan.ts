import { z } from "zod";
import { idQuery, optionalId, requiredId, requiredText, searchTerm } from "./org";

/** Types of position; JFT and JFU (functional) have no eselon and take a name from a list. */
export const JENIS_JABATAN = ["STRUKTURAL", "JFT", "JFU"] as const;
export const jenisJabatan = z.enum(JENIS_JABATAN, { error: "Jenis jabatan wajib diisi" });
export type JenisJabatan = z.infer<typeof jenisJabatan>;
/** Types whose name is chosen from a list and that carry no eselon (spec 02 §2.4). */
export const FUNCTIONAL_JENIS: readonly JenisJabatan[] = ["JFT", "JFU"];
export const isFunctional = (jenis: string | null | undefined) =>
  FUNCTIONAL_JENIS.includes(jenis as JenisJabatan);

/** A position without its subordinates (spec 02 §3; `eselon` is the eselon code, e.g. "III.a"). */
export const jabatanItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  jenis_jabatan: z.string(),
  unit_kerja_id: z.number().int().nullable(),
  unit_kerja_nama: z.string().nullable(),
  satuan_kerja_id: z.number().int().nullable(),
  eselon: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  status: z.boolean(),
});
export type JabatanItem = z.infer<typeof jabatanItem>;

export interface JabatanNode extends JabatanItem {
  childs: JabatanNode[];
}
/** A position with its subordinates, as the tree lists it. */
export const jabatanNode: z.ZodType<JabatanNode> = jabatanItem.extend({
  get childs() {
    return z.array(jabatanNode);
  },
});

/** Body of `POST` and `PUT /{id}` on `egs/pegawai-egs/api/jabatan`. */
export const jabatanInput = z.object({
  satuan_kerja_id: requiredId("Satuan kerja"),
  jenis_jabatan: jenisJabatan,
  unit_kerja_id: requiredId("Unit kerja"),
  /** The superior; null only for the top position of a work unit. */
  parent_id: optionalId("Atasan"),
  name: requiredText("Nama", 255),
  code: requiredText("Kode", 50),
  eselon: z.string({ error: "Eselon tidak valid" }).trim().max(10).nullish(),
  status: z.boolean({ error: "Status tidak valid" }).default(true),
});
export type JabatanInput = z.input<typeof jabatanInput>;

/** Filters of the tree (paging over the top positions comes on top). */
export const jabatanListQuery = z.object({
  satuan_kerja_id: idQuery,
  jenis_jabatan: jenisJabatan.optional(),
  q: searchTerm,
});
export type JabatanListQuery = z.infer<typeof jabatanListQuery>;

export const jenisJabatanOption = z.object({ kode: jenisJabatan, nama: z.string() });
export type JenisJabatanOption = z.infer<typeof jenisJabatanOption>;

export const jabatanMessages = {
  codeTaken: "Kode jabatan sudah digunakan pada satuan kerja ini",
  hasHolders: "Jabatan masih dipegang oleh pegawai",
  hasPlt: "Jabatan masih digunakan sebagai jabatan PLT",
  hasSubordinates: "Jabatan masih memiliki jabatan bawahan",
  referenced: "Jabatan masih digunakan oleh data lain sehingga tidak dapat dihapus",
  notFound: "Jabatan tidak ditemukan",
  reserved: "Jabatan Tenaga Kontrak tidak dapat diubah atau dihapus",
  eselonRequired: "Eselon wajib diisi",
  eselonForbidden: "Jabatan fungsional (JFT/JFU) tidak memiliki eselon",
  eselonUnknown: "Eselon tidak dikenal",
  unitOtherSatuanKerja: "Unit kerja harus berada pada satuan kerja yang dipilih",
  parentRequired: "Atasan wajib diisi",
  parentOtherSatuanKerja: "Atasan harus berada pada satuan kerja yang sama",
  parentCycle: "Jabatan tidak dapat menjadi atasan dirinya sendiri atau bawahannya",
  satuanKerjaLocked:
    "Satuan kerja tidak dapat diubah karena jabatan masih memiliki bawahan atau pemegang",
} as const;
