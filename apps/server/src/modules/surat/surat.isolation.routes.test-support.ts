import { bodies, type Call, type Fixture } from "./surat.isolation.test-support";

/**
 * The route table of the isolation test (surat.isolation.test.ts): how each route that takes a
 * letter id is called for a letter, and the routes and fields known not to carry one.
 */

type Calls = (fx: Fixture, nip: string) => [string, Call][];
const one =
  (method: Call["method"], url: (fx: Fixture) => string, payload?: (nip: string) => object) =>
  (fx: Fixture, nip: string): [string, Call][] => [
    ["", { method, url: url(fx), ...(payload ? { payload: payload(nip) } : {}) }],
  ];

/** Every route that takes a letter id in its path: how to call it for a letter. */
export const BY_PATH: Record<string, Calls> = {
  "GET /egs/mail/:id": one("GET", (fx) => `/egs/mail/${fx.id}`),
  "GET /egs/mail/:id/delete": one("GET", (fx) => `/egs/mail/${fx.id}/delete`),
  "GET /egs/mail/:id/pdf": one("GET", (fx) => `/egs/mail/${fx.id}/pdf?no_kop=1`),
  "GET /egs/mail/:id/pdf-arsip": one("GET", (fx) => `/egs/mail/${fx.id}/pdf-arsip`),
  "GET /egs/mail/:id/jadwal.ics": one("GET", (fx) => `/egs/mail/${fx.id}/jadwal.ics`),
  "GET /egs/mail-sekretariat/:id": one("GET", (fx) => `/egs/mail-sekretariat/${fx.id}`),
  "GET /egs/mail-info/:id": one("GET", (fx) => `/egs/mail-info/${fx.id}`),
  "GET /egs/set-without-kop/:id": one("GET", (fx) => `/egs/set-without-kop/${fx.id}`),
  "GET /egs/mail-disposisi/:id": one("GET", (fx) => `/egs/mail-disposisi/${fx.id}`),
  "POST /egs/mail-disposisi/:id": one(
    "POST",
    (fx) => `/egs/mail-disposisi/${fx.id}`,
    bodies.disposition,
  ),
  "POST /egs/mail-disposisi/:id/selesai": one(
    "POST",
    (fx) => `/egs/mail-disposisi/${fx.id}/selesai`,
    () => bodies.followUp,
  ),
  "POST /egs/mail-disposisi/:id/tarik/:dispositionId": one(
    "POST",
    (fx) => `/egs/mail-disposisi/${fx.id}/tarik/${fx.dispositionId ?? 1}`,
    () => ({}),
  ),
  "POST /egs/riw-catatan/create/:id": one(
    "POST",
    (fx) => `/egs/riw-catatan/create/${fx.id}`,
    () => bodies.approval,
  ),
  "POST /egs/master/update-mail/:id": one(
    "POST",
    (fx) => `/egs/master/update-mail/${fx.id}`,
    () => bodies.inlineEdit,
  ),
  // Issue 25 item 8: an unused id is the editor's new letter (the writer's own specimens); a
  // letter the caller may not see is a 404, as everywhere else.
  "GET /egs/mail/pdf/meta/:initId": one("GET", (fx) => `/egs/mail/pdf/meta/${fx.id}`),
  "GET /api/files/:id": (fx) =>
    fx.files.map((file): [string, Call] => [file, { method: "GET", url: `/api/files/${file}` }]),
};

/**
 * Routes whose id may also be a letter not written yet (the editor's `initId`): for a letter
 * the user may not see they must answer exactly as for an id nobody used.
 */
export const AS_UNKNOWN: Record<string, (fx: Fixture, id: string) => Call> = {
  "GET /egs/referensi/mail/:id": (_fx, id) => ({ method: "GET", url: `/egs/referensi/mail/${id}` }),
  "GET /egs/check-available-no-surat": (fx, id) => ({
    method: "GET",
    url: `/egs/check-available-no-surat?nomor=${fx.nomor ?? 1}&kd_klasifikasi=000.1.2&id=${id}`,
  }),
};

/** Routes with a path parameter that is not a letter (master data, archive, own records). */
export const NOT_LETTERS = [
  /^\w+ \/egs\/public\//,
  /^\w+ \/egs\/(master\/)?arsip\b/,
  // Berkas and Berita Acara ids; a letter filed by its id is refused like a missing one
  // (berkas.isi.test.ts).
  /^\w+ \/egs\/(berkas|berita-acara)\/:id/,
  /^\w+ \/egs\/master\/(klasifikasi|kop-surat)\/:id/,
  /^\w+ \/egs\/master\/penomoran\/:satuan_kerja_id$/,
  /^\w+ \/egs\/pegawai-egs\//,
  /^\w+ \/api\/egs\/list\/pegawai\/:nip/,
  /^GET \/egs\/master\/menu\/:nip$/,
  /^\w+ \/egs\/esign\/specimen\/:id/,
  /^GET \/egs\/rekap-mail\/:monthIndex$/,
  /^GET \/egs\/rekap-mail\/pdf\/:token$/,
  /^\w+ \/docs\//,
];

/** Request fields that can carry a letter id, and the routes where one does not. */
export const LETTER_ID_FIELD = /^(id|initId|mail_id|mailId|referensi)$/;
export const BODY_ID_NOT_LETTER = [
  "POST /egs/notification/read id",
  "PATCH /egs/master/klasifikasi/:id id",
  "GET /egs/statistik/klasifikasi id",
];
export const BODY_ID_LETTER = [
  "POST /egs/mail id",
  "POST /egs/mail initId",
  "POST /egs/mail referensi",
  "GET /egs/check-available-no-surat id",
];
