/** What a build was made from (see fingerprint.mjs). */
export const ROOT: string;
export function fingerprint(inputs: string[], root?: string): string;
export const STAMP: string;
export function isCurrent(outDir: string, marker: string, inputs: string[], root?: string): boolean;
export function writeStamp(outDir: string, value: string): void;
export const WEB_INPUTS: string[];
export const WEB_DIST: string;
