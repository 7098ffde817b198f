import { z } from "zod";

/** Page size of the activity picker (spec 01 §7 `GET api/master/kegiatan`). */
export const KEGIATAN_PAGE_SIZE = 10;

/** An activity of a work unit, as `GET /api/master/kegiatan` lists it (`{code, name}` of spec 01 §3). */
export const kegiatanOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type KegiatanOption = z.infer<typeof kegiatanOption>;

/** A letter type of `GET /egs/mail-type`; `type` is `text-editor` or `softcopy`. */
export const mailTypeOption = z.object({
  _id: z.number().int(),
  id: z.number().int(),
  kode: z.string(),
  type: z.string(),
  nama: z.string(),
  template: z.string(),
});
export type MailTypeOption = z.infer<typeof mailTypeOption>;

/** Letter statuses (DOMAIN.md "Outgoing letter lifecycle"), the options of `GET /egs/mail-status`. */
export const MAIL_STATUSES = ["draft", "pemeriksa", "perbaikan", "batal", "terkirim"] as const;
export const mailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatus>;

export const mailStatusOption = z.object({ name: mailStatus });
export type MailStatusOption = z.infer<typeof mailStatusOption>;

/**
 * `GET /egs/list-aksi` answers `{ items: [text, …] }`: the egs envelope with the instruction
 * texts in order. Spec 01 §7 reads it as `data.items`, where `data` is the HTTP client's
 * response body, so the body itself is `{ items }`, not `{ data: { items } }`.
 */
export const listAksiResponse = z.object({ items: z.array(z.string()) });
export type ListAksiResponse = z.infer<typeof listAksiResponse>;

/** A security class of `GET /egs/master/klasifikasi-keamanan` (klasifikasi-keamanan.ts). */
export const klasifikasiKeamananOption = z.object({ kode: z.string(), nama: z.string() });
export type KlasifikasiKeamananOption = z.infer<typeof klasifikasiKeamananOption>;
