import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { bearer, DEMO_NIP, writeLetter } from "./support/letters-api";
import { countPrints, printsOf } from "./support/print";
import { login } from "./support/session";

/**
 * The workflow lists as staff meet them (issue 23, items 9–11): statuses in words whose
 * colours do not lie, dates typed DD/MM/YYYY and refused visibly, and the print icon printing
 * every row of the filter.
 */
const DRAFTS = 12;
const DRAFT = "Daftar E2E Konsep";
const CANCELLED = "Daftar E2E Dibatalkan";
const firstLoad = { timeout: 15_000 };

const jakarta = (daysAhead = 0) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Jakarta" }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** staf writes twelve drafts and one letter that kabid cancels. */
test.beforeAll(async ({ request }) => {
  const staf = await bearer(request, "staf");
  const letter = (perihal: string, status: "draft" | "pemeriksa") =>
    writeLetter(request, staf, {
      perihal,
      status,
      penerima: [DEMO_NIP.kadisdik],
      pemeriksa: [DEMO_NIP.kabid],
    });
  for (let i = 1; i <= DRAFTS; i++) await letter(`${DRAFT} ${String(i).padStart(2, "0")}`, "draft");
  const id = await letter(CANCELLED, "pemeriksa");
  const cancelled = await request.post(`/egs/riw-catatan/create/${id}`, {
    headers: await bearer(request, "kabid"),
    data: {
      is_accepted: false,
      text: "batalkan",
      back_to_previous_level: false,
      keterangan: "Tidak jadi",
    },
  });
  expect(cancelled.status()).toBe(200);
});

async function typeDate(page: Page, label: "Dari" | "Hingga", text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press("Enter");
}

/** The text colour of a badge and its contrast on the badge's own background. */
const badgeColours = (page: Page, text: string) =>
  page
    .locator(".ant-tag", { hasText: text })
    .first()
    .evaluate((tag) => {
      const rgb = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: number[]) => {
        const [r, g, b] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const style = getComputedStyle(tag);
      const [fg, bg] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))];
      const [r, g, b] = rgb(style.color);
      return {
        greenest: (g ?? 0) > (r ?? 0) && (g ?? 0) > (b ?? 0),
        contrast: (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05),
      };
    });

test("staf reads statuses in words, types dates DD/MM/YYYY and prints a whole list", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await countPrints(context);
  await login(page, "staf");

  // Surat Batal: the cancelled letter reads 'Batal', in a colour that is not green.
  await page.goto("/surat-keluar/surat-batal");
  const batalRow = page.locator(".ant-table-tbody tr", { hasText: CANCELLED });
  await expect(batalRow.getByText("Batal", { exact: true })).toBeVisible(firstLoad);
  const batal = await badgeColours(page, "Batal");
  expect(batal.greenest).toBe(false);
  expect(batal.contrast).toBeGreaterThanOrEqual(4.5);

  // Konsep: twelve drafts, ten a page, each 'Konsep'.
  await page.goto("/surat-keluar/konsep");
  await expect(page.getByText(`${DRAFT} 12`)).toBeVisible(firstLoad);
  await expect(page.locator(".ant-table-tbody .ant-tag", { hasText: "Konsep" })).toHaveCount(10);
  expect((await badgeColours(page, "Konsep")).contrast).toBeGreaterThanOrEqual(4.5);
  const dari = page.getByLabel("Dari", { exact: true });
  const hingga = page.getByLabel("Hingga", { exact: true });
  await expect(hingga).toHaveValue(jakarta());

  // A Dari after Hingga is refused, said, and the list stays as it was.
  await typeDate(page, "Dari", jakarta(30));
  await expect(page.getByText("Tanggal Dari tidak boleh setelah tanggal Hingga")).toBeVisible();
  await expect(page.getByText(`${DRAFT} 12`)).toBeVisible();
  // A date that does not exist stays in the field with how to type it.
  await typeDate(page, "Hingga", "31/02/2026");
  await expect(
    page.getByText('Tanggal "31/02/2026" tidak dikenali.', { exact: false }),
  ).toBeVisible();
  await expect(hingga).toHaveValue("31/02/2026");
  await page.screenshot({ path: test.info().outputPath("konsep-refused.png"), fullPage: true });
  // Corrected: a week back until today.
  await typeDate(page, "Hingga", jakarta());
  await typeDate(page, "Dari", jakarta(-7));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(dari).toHaveValue(jakarta(-7));

  // Print: every draft of the filter, not the ten of the page.
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Cetak" }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/surat-keluar\/print-view\/konsep\?/);
  await expect(
    popup.getByRole("heading", { name: `Konsep Surat — Periode ${jakarta(-7)} s.d. ${jakarta()}` }),
  ).toBeVisible(firstLoad);
  const printed = popup.getByRole("table");
  await expect(printed.getByRole("cell", { name: new RegExp(DRAFT) })).toHaveCount(DRAFTS);
  await expect(printed.getByRole("cell", { name: "Konsep", exact: true })).toHaveCount(DRAFTS);
  await expect.poll(() => printsOf(popup)).toBe(1);
  await popup.screenshot({ path: test.info().outputPath("konsep-print.png"), fullPage: true });
  await popup.close();

  // Telusuri prints too, with both statuses in words.
  await page.goto("/surat-keluar/telusuri");
  await expect(page.getByText(CANCELLED)).toBeVisible(firstLoad);
  const telusuriOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Cetak" }).click();
  const telusuri = await telusuriOpened;
  await expect(telusuri).toHaveURL(/\/surat-keluar\/print-view\/telusuri\?/);
  const rows = telusuri.getByRole("table");
  await expect(rows.getByRole("cell", { name: "Batal", exact: true })).toHaveCount(1, firstLoad);
  await expect(rows.getByRole("cell", { name: "Konsep", exact: true })).toHaveCount(DRAFTS);
});
