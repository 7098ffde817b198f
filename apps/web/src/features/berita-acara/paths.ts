/** The list of Berita Acara (menu 'Berita Acara' of the archivists). */
export const BERITA_ACARA_PATH = "/arsip/berita-acara";

/**
 * One Berita Acara: outside /arsip on purpose, since the head of the unit who signs it has no
 * archive menu (the server answers 404 to anyone else).
 */
export const BERITA_ACARA_DETAIL_ROUTE = "/berita-acara/:id";

export const beritaAcaraHref = (id: string) => `/berita-acara/${id}`;
