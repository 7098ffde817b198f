import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { tokenOf } from "./support/session";

interface LogRow {
  urlDoc: string | null;
  mail_id: string | null;
  status_log: { status: "success" | "failure" };
}

/** The letter the demo seed has `kadis` sign, found through Daftar Log as the administrator. */
async function signedLetter(request: APIRequestContext) {
  const token = await tokenOf(request, "admin");
  const log = await request.get("/egs/esign-activity?page=1&per_page=10", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(log.status()).toBe(200);
  const rows = (await log.json()).items as LogRow[];
  const signed = rows.find((row) => row.status_log.status === "success" && row.urlDoc);
  expect(signed?.urlDoc).toMatch(/^\/verifikasi\/[0-9a-f-]+$/);
  expect(signed?.mail_id).toBeTruthy();
  return { verifyPath: signed?.urlDoc as string, mailId: signed?.mail_id as string };
}

/** One byte changed inside the signed bytes (away from the signature's own /Contents). */
function tamper(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const byteRange = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    copy.toString("latin1"),
  );
  let position = Math.floor(copy.length / 2);
  if (byteRange) {
    const gapStart = Number(byteRange[2]);
    const gapEnd = Number(byteRange[3]);
    if (position >= gapStart && position < gapEnd) position = Math.floor(gapStart / 2);
  }
  copy[position] = (copy[position] ?? 0) ^ 0xff;
  return copy;
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.locator("input[type=file]").setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer,
  });
}

test("/test-view-pdf renders the sample letter into a canvas with ink on it", async ({ page }) => {
  await page.goto("/test-view-pdf");
  await expect(page.getByRole("heading", { name: "Contoh Tampilan PDF" })).toBeVisible();
  const canvas = page.locator(".react-pdf__Page__canvas").first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Halaman 1 dari \d+$/)).toBeVisible();
  // Something was drawn: not every pixel is white.
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const canvasElement = element as HTMLCanvasElement;
        const context = canvasElement.getContext("2d");
        if (!context || canvasElement.width === 0) return 0;
        const { data } = context.getImageData(0, 0, canvasElement.width, canvasElement.height);
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) ink += 1;
        return ink;
      }),
    )
    .toBeGreaterThan(500);
});

test("the QR page of the letter kadis signed says the document is authentic", async ({
  page,
  request,
}) => {
  const { verifyPath } = await signedLetter(request);

  await page.goto(verifyPath);

  await expect(page.getByRole("heading", { name: "Verifikasi Dokumen" })).toBeVisible();
  const result = page.getByRole("region", { name: "Hasil verifikasi dokumen" });
  await expect(result.locator(".ant-alert-success")).toBeVisible();
  await expect(result.locator(".ant-alert-success")).toContainText("Dokumen asli");
  await expect(result.getByText("Penandatangan")).toBeVisible();
  await expect(result.getByText(/WIB$/)).toBeVisible();
});

test("an uploaded copy changed by one byte is refused, the untouched one passes", async ({
  page,
  request,
}) => {
  const { mailId } = await signedLetter(request);
  const token = await tokenOf(request, "kadis");
  const download = await request.get(`/egs/mail/${mailId}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toContain("application/pdf");
  const pdf = await download.body();

  await page.goto("/verifikasi");
  await expect(page.getByRole("heading", { name: "Periksa berkas PDF" })).toBeVisible();
  const result = page.getByRole("region", { name: "Hasil pemeriksaan berkas" });

  await upload(page, "surat-diubah.pdf", tamper(pdf));
  await expect(result.getByText("Hasil pemeriksaan: surat-diubah.pdf")).toBeVisible();
  await expect(result.locator(".ant-alert-error")).toContainText("diubah");

  await upload(page, "surat-asli.pdf", pdf);
  await expect(result.getByText("Hasil pemeriksaan: surat-asli.pdf")).toBeVisible();
  await expect(result.locator(".ant-alert-success")).toBeVisible();
  await expect(result.getByText("Penandatangan")).toBeVisible();
});
