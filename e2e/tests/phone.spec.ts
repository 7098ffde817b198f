import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, tokenOf } from "./support/session";

test("on a 375-pixel phone the sidebar is a drawer opened from the menu button", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByLabel("Username").fill("staf");
  await page.getByLabel("Password", { exact: true }).fill("lontar123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const drawer = page.locator(".ant-drawer");
  await expect(drawer.getByText("Surat Keluar")).toHaveCount(0);
  await page.getByRole("button", { name: "Buka menu" }).click();
  await expect(page.locator(".ant-drawer-open").getByText("Surat Keluar")).toBeVisible();
  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

const RUN = Date.now().toString(36).toUpperCase();
const SUBJECT = `Undangan Rapat Koordinasi Penyusunan Rencana Kerja Tahun Anggaran 2027 ${RUN}`;
const KADIS = "197206141998031001";
const firstLoad = { timeout: 15_000 };

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Taps the centre of `target` with a finger, without scrolling anything first. */
async function tapCentre(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether a tap at the centre of `target` lands on it: in view and not covered or clipped. */
const reachable = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.x + r.width / 2;
    const y = r.y + r.height / 2;
    if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (el.contains(hit) || hit.contains(el));
  });

test.beforeAll(async ({ request }) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
  const res = await request.post("/egs/mail", {
    headers: { authorization: `Bearer ${await tokenOf(request, "sekretariat")}` },
    data: {
      kategori_surat: "external",
      no_surat: `005/${RUN}/Bappeda/2026`,
      tahun_agenda: Number(today.slice(0, 4)),
      tanggal_surat: today,
      tanggal_terima: today,
      dari: "Badan Perencanaan Pembangunan Daerah Kabupaten Contoh",
      kepala_surat: {
        perihal: SUBJECT,
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      penerima: { selected_kepala_login: [KADIS], user: [], plt: [] },
      tembusan: { user: [], plt: [] },
      data_pengirim: { nama: "Rina Perencana", email: "rina@bappeda.example", nomor_wa: "0812" },
    },
  });
  expect(res.status()).toBe(200);
});

test("on a phone the inbox is a list of cards, subject first, and a tap on a card opens the letter", async ({
  page,
}) => {
  await login(page, "kadis");
  await page.goto("/surat-masuk/daftar-surat?tab=sekretariat");
  const list = page.getByRole("list", { name: "Surat Masuk Sekretariat" });
  await expect(list).toBeVisible(firstLoad);
  await expect(page.locator(".ant-card table")).toHaveCount(0);
  const card = list.getByRole("listitem").filter({ hasText: SUBJECT });
  // The subject heads the card; the other columns follow as labelled lines, delete last.
  await expect(card.locator(":scope > :first-child")).toHaveText(SUBJECT);
  await expect(card.locator("dt", { hasText: "Nomor Surat" })).toBeVisible();
  await expect(
    card.locator(":scope > :last-child").getByRole("button", { name: /^Hapus/ }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // A tap on the card, away from its subject link, opens the letter.
  await tapCentre(page, card.locator("dd", { hasText: `005/${RUN}/Bappeda/2026` }));
  await expect(page).toHaveURL(/\/surat-masuk\/daftar-surat\/detail-sekretariat\/sekretariat\//);
  await expect(page.getByRole("heading", { name: SUBJECT })).toBeVisible(firstLoad);
});

test("on a phone every tab of a letter is in view and switches with one tap", async ({ page }) => {
  await login(page, "kadis");
  await page.goto("/surat-masuk/daftar-surat?tab=sekretariat");
  await page.getByRole("link", { name: SUBJECT }).click(firstLoad);
  await expect(page.getByRole("heading", { name: SUBJECT })).toBeVisible(firstLoad);

  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allTextContents();
  // Data Surat, Lampiran, Disposisi/Teruskan, Riwayat Tindakan, Info Jadwal, Data Pengirim:
  // more than one phone line holds, and none waits behind a 'more' menu.
  expect(names.length).toBeGreaterThanOrEqual(5);
  await expect(page.locator(".ant-tabs-nav-more")).toBeHidden();
  for (let i = 0; i < names.length; i++)
    expect(await reachable(tabs.nth(i)), `${names[i]} is one tap away`).toBe(true);
  for (const name of ["Data Pengirim", "Riwayat Tindakan", "Data Surat"]) {
    const tab = page.getByRole("tab", { name, exact: true });
    await tapCentre(page, tab);
    await expect(tab).toHaveAttribute("aria-selected", "true");
  }
  await expect(page.getByRole("tabpanel", { name: "Data Surat" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test("on a phone a master list is cards too, and a tap on one opens its form", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/manajemen-master/pegawai");
  const list = page.getByRole("list", { name: "Pegawai" });
  await expect(list).toBeVisible(firstLoad);
  const card = list.getByRole("listitem").first();
  // The heading is the name, with the NIP and NIK under it.
  const name = await card.locator(".list-card__open span").first().textContent();
  await expect(
    card.locator(":scope > :last-child").getByRole("button", { name: /^Ubah/ }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await tapCentre(page, card.locator("dd").first());
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Nama", { exact: true })).toHaveValue(name ?? "");
});
