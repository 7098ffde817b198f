// Entry of a PDF worker thread. The server runs its TypeScript sources through tsx; a worker
// starts as plain Node (the pool gives it no loader flags), so it registers tsx itself and
// then loads the task functions.
import { register } from "tsx/esm/api";

register();
const tasks = await import("./pdf.worker.ts");

export const render = tasks.render;
export const archive = tasks.archive;
export const archiveUpload = tasks.archiveUpload;
export const stamp = tasks.stamp;
export const unlock = tasks.unlock;
export const sign = tasks.sign;
export const daftarArsip = tasks.daftarArsip;
