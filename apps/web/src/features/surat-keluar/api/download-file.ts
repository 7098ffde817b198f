import { getBlob } from "../../../lib/get-blob";

/** Saves bytes under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads a file behind the bearer token (an attachment of the letter). */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await getBlob(url), fileName);
}

/**
 * Opens a PDF behind the bearer token in a new tab, where the browser's viewer prints it. The
 * tab is opened before the bytes arrive, while the click still counts as the user's.
 */
export async function openPdf(url: string): Promise<void> {
  const tab = window.open("", "_blank");
  try {
    const blob = await getBlob(url);
    const href = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
