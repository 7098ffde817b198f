import { z } from "zod";
import { SIFAT_PENGAMANAN } from "./klasifikasi-keamanan";

/** The message for a class that is not one of the four. */
export const KLASIFIKASI_KEAMANAN_INVALID = "Klasifikasi keamanan tidak dikenal";

/**
 * A form's security class of an archive item or a berkas: one of the four stored values, or
 * none (empty) — a new record is then Biasa, a changed one keeps its class.
 */
export const klasifikasiKeamananField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.enum(SIFAT_PENGAMANAN, { error: KLASIFIKASI_KEAMANAN_INVALID }).optional(),
);
