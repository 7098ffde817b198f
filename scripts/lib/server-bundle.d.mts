/** The bundled server of `npm start` (see server-bundle.mjs). */
export const SERVER_INPUTS: string[];
export const SERVER_DIST: string;
export const SERVER_BUNDLE: string;
export const SERVER_NODE_OPTIONS: string[];
export function ensureServerBundle(options?: { log?: (message: string) => void }): Promise<string>;
