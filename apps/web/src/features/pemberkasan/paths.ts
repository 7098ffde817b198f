/** The list of case files (menu 'Pemberkasan'). */
export const PEMBERKASAN_PATH = "/arsip/pemberkasan";

/** The detail of one berkas. */
export const berkasHref = (id: string) => `${PEMBERKASAN_PATH}/${id}`;
