import type { Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login } from "./support/session";
import { composeLetter } from "./support/surat-keluar-form";

const SUBJECT = "Permohonan Data Aplikasi Layanan Publik";

/** The bell's unread count as its label says it ('Notifikasi, 3 belum dibaca'). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole("button", { name: /^Notifikasi/ });
  const label = (await bell.getAttribute("aria-label")) ?? "";
  return Number(/(\d+) belum dibaca/.exec(label)?.[1] ?? 0);
}

const persetujuanEntry = (page: Page) =>
  page.getByRole("menu").getByRole("menuitem", { name: /Persetujuan/ });

test("kabid's bell and Persetujuan badge rise live when staf sends a letter; the notification opens it and resets them", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const kabidContext = await browser.newContext();
  const stafContext = await browser.newContext();
  const kabid = await kabidContext.newPage();
  const staf = await stafContext.newPage();

  // kabid has the app open, with nothing waiting in Persetujuan.
  await login(kabid, "kabid");
  await kabid.goto("/surat-keluar/persetujuan");
  await expect(kabid.getByRole("heading", { name: "PERSETUJUAN" })).toBeVisible();
  await expect(persetujuanEntry(kabid).locator(".ant-badge")).toHaveCount(0);
  await kabid.getByRole("link", { name: "Dashboard" }).click();
  await expect(kabid).toHaveURL(/\/dashboard$/);
  const before = await bellCount(kabid);

  await login(staf, "staf");
  const id = await composeLetter(staf, {
    perihal: SUBJECT,
    penerima: ["Syamsul Bahri"],
    pemeriksa: ["Rizky Pratama Harahap", "Made Adi Wiranata"],
    isi: "Dengan hormat, mohon data aplikasi layanan publik.",
  });

  // Without a reload: the toast, the bell and the Persetujuan badge.
  await expect(kabid.getByText("Surat menunggu pemeriksaan anda").first()).toBeVisible({
    timeout: 10_000,
  });
  await expect.poll(() => bellCount(kabid), { timeout: 10_000 }).toBe(before + 1);
  // The sub-menu stays open from the earlier visit to Persetujuan; open it only if it is not.
  if (!(await persetujuanEntry(kabid).isVisible()))
    await kabid.getByRole("menu").getByText("Surat Keluar", { exact: true }).click();
  await expect(persetujuanEntry(kabid)).toBeVisible();
  await expect(persetujuanEntry(kabid)).toContainText("1");
  await kabid.screenshot({ path: test.info().outputPath("kabid-live-badge.png") });

  // The bell's dropdown lists it first and opens the letter, ready for kabid's review; the
  // notification is read, so the counters fall back.
  await kabid.getByRole("button", { name: /^Notifikasi/ }).click();
  await kabid
    .getByRole("link", { name: new RegExp(SUBJECT) })
    .first()
    .click();
  await expect(kabid).toHaveURL(new RegExp(`/surat-keluar/persetujuan/detail/${id}$`));
  await expect(kabid.getByRole("heading", { name: "DETAIL SURAT KELUAR" })).toBeVisible();
  await expect(kabid.getByRole("button", { name: /LANJUTKAN$/ })).toBeVisible();
  await expect(persetujuanEntry(kabid).locator(".ant-badge")).toHaveCount(0);
  await expect.poll(() => bellCount(kabid)).toBe(before);

  await kabidContext.close();
  await stafContext.close();
});
