import { z } from "zod";
import { idQuery, optionalId, requiredId, requiredText, searchTerm } from "./org";

/** An organisation unit without its children (spec 02 §3). */
export const unitKerjaItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  satuan_kerja_id: z.number().int(),
  unit_kerja_parent: z.number().int().nullable(),
  /** The sibling this unit comes after; null for the first of its siblings. */
  posisi_unit_kerja_setelah: z.number().int().nullable(),
  status: z.boolean(),
});
export type UnitKerjaItem = z.infer<typeof unitKerjaItem>;

export interface UnitKerjaNode extends UnitKerjaItem {
  childs: UnitKerjaNode[];
}
/** A unit with its sub units, as the tree lists it. */
export const unitKerjaNode: z.ZodType<UnitKerjaNode> = unitKerjaItem.extend({
  get childs() {
    return z.array(unitKerjaNode);
  },
});

/** Body of `POST` and `PUT /{id}` on `egs/pegawai-egs/api/unit-kerja`. */
export const unitKerjaInput = z.object({
  satuan_kerja_id: requiredId("Satuan kerja"),
  name: requiredText("Nama", 255),
  code: requiredText("Kode", 50),
  unit_kerja_parent: optionalId("Induk unit kerja"),
  /** Place the unit after this sibling; absent or null: keep its place (a new unit goes last). */
  posisi_unit_kerja_setelah: optionalId("Posisi"),
  status: z.boolean({ error: "Status tidak valid" }).default(true),
});
export type UnitKerjaInput = z.input<typeof unitKerjaInput>;

/** Filters of the tree (paging over the top-level units comes on top). */
export const unitKerjaListQuery = z.object({ satuan_kerja_id: idQuery, q: searchTerm });
export type UnitKerjaListQuery = z.infer<typeof unitKerjaListQuery>;

/** A unit in a flat select list, in tree order; `level` 0 is a top-level unit. */
export const unitKerjaOption = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  unit_kerja_parent: z.number().int().nullable(),
  level: z.number().int(),
});
export type UnitKerjaOption = z.infer<typeof unitKerjaOption>;

/** The tree indent grows this much per level (spec 02 §2.3). */
export const TREE_INDENT_PERCENT = 3;

export const unitKerjaMessages = {
  codeTaken: "Kode unit kerja sudah digunakan pada satuan kerja ini",
  hasChildren: "Unit kerja masih memiliki sub unit",
  hasPositions: "Unit kerja masih memiliki jabatan",
  hasPegawai: "Unit kerja masih memiliki pegawai",
  referenced: "Unit kerja masih digunakan oleh data lain sehingga tidak dapat dihapus",
  notFound: "Unit kerja tidak ditemukan",
  parentOtherSatuanKerja: "Induk unit kerja harus berada pada satuan kerja yang sama",
  parentCycle: "Unit kerja tidak dapat berada di bawah dirinya sendiri atau sub unitnya",
  siblingInvalid: "Posisi harus setelah unit kerja dengan induk yang sama",
  satuanKerjaLocked:
    "Satuan kerja tidak dapat diubah karena unit kerja masih memiliki sub unit, jabatan atau pegawai",
} as const;
