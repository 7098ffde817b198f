import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { bearer, DEMO_NIP, registerIncoming, writeLetter } from "./support/letters-api";
import { DEMO_PASSWORD } from "./support/session";

/**
 * The core journeys with the keyboard alone (WCAG 2.1.1, 2.4.7): kadis logs in, opens the
 * inbox from the sidebar, opens a letter, disposes it, and signs a letter with the passphrase,
 * using Tab, Shift+Tab, arrows, Enter, Space and typing only, and every control acted on shows
 * where the focus is. Locators only read the page; nothing is clicked.
 */

const INCOMING = "Permohonan Data Aksesibilitas Layanan";
const OUTGOING = "Nota Dinas Aksesibilitas Layanan Publik";

/** The secretariat registers a letter to kadis; staf sends one for kadis alone to sign. */
test.beforeAll(async ({ request }) => {
  await registerIncoming(request, {
    noSurat: "005/888/DISDIK/2026",
    perihal: INCOMING,
    kepala: DEMO_NIP.kadis,
  });
  await writeLetter(request, await bearer(request, "staf"), {
    perihal: OUTGOING,
    status: "pemeriksa",
    penerima: [DEMO_NIP.kabid],
    pemeriksa: [DEMO_NIP.kadis],
  });
});

/**
 * Whether the focused control shows its focus plainly: an outline, a focus ring (a spread
 * box-shadow) or, on a field, its border, in a colour of at least 3:1 against white (WCAG
 * 2.4.7 with 1.4.11), on the control itself or on the box Ant Design draws for it (a field's
 * wrapper, the box round a hidden native checkbox).
 */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return false;
    const contrastOnWhite = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      const channel = (value: number) => {
        const s = (255 - a * (255 - value)) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return 1.05 / (luminance + 0.05);
    };
    const field = active.closest(
      ".ant-input-affix-wrapper, .ant-input-outlined, .ant-picker, .ant-select, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper",
    );
    // A hidden native checkbox or radio is drawn by its parent box.
    const hidden = getComputedStyle(active).opacity === "0";
    const drawn = [active, hidden ? active.parentElement : null, field];
    return drawn.some((element) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== "none" &&
        Number.parseFloat(style.outlineWidth) >= 1 &&
        contrastOnWhite(style.outlineColor) >= 3;
      const ring = /(rgba?\([^)]*\)) 0px 0px 0px [1-9]/.exec(style.boxShadow);
      const border =
        element === field &&
        Number.parseFloat(style.borderTopWidth) >= 1 &&
        contrastOnWhite(style.borderTopColor) >= 3;
      return outline || (ring !== null && contrastOnWhite(ring[1] ?? "") >= 3) || border;
    });
  });

/**
 * Presses `key` (Tab by default) until `target` has the focus, at most `max` times, then checks
 * that the focus is shown.
 */
async function focusOn(page: Page, target: Locator, key = "Tab", max = 60) {
  await expect(target).toBeVisible();
  const has = () =>
    target.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
      undefined,
      { timeout: 5_000 },
    );
  for (let presses = 0; !(await has()); presses++) {
    if (presses >= max) throw new Error(`${String(target)} not reached with ${key}`);
    await page.keyboard.press(key);
  }
  // Ant Design fades its focus ring in (0.2 s).
  await expect
    .poll(() => focusShown(page), { message: `focus shown on ${String(target)}`, timeout: 2_000 })
    .toBe(true);
}

test("kadis logs in, opens the inbox and a letter, disposes it and signs a letter, by keyboard", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await focusOn(page, page.getByLabel("Username"));
  await page.keyboard.type("kadis");
  await focusOn(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await focusOn(page, page.getByRole("button", { name: "Masuk" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The sidebar is one stop: arrows walk it, Enter opens 'Surat Masuk' and 'Daftar Surat'.
  const menu = page.getByRole("menu").first();
  await focusOn(page, menu);
  await focusOn(page, menu.getByRole("menuitem", { name: /^Surat Masuk/ }), "ArrowDown", 10);
  await page.keyboard.press("Enter");
  await focusOn(page, menu.getByRole("link", { name: "Daftar Surat" }), "ArrowDown", 10);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "INBOX SURAT MASUK" })).toBeVisible();

  // The inbox tabs: arrows move between them; the letter's subject is a link.
  // A focused tab's name gains 'Tab 1 of 2'.
  await focusOn(page, page.getByRole("tab", { name: /Surat Masuk$/ }));
  await focusOn(page, page.getByRole("tab", { name: "Surat Masuk Sekretariat" }), "ArrowRight", 3);
  await page.keyboard.press("Enter");
  const panel = page.getByRole("tabpanel", { name: "Surat Masuk Sekretariat" });
  await focusOn(page, panel.getByRole("link", { name: INCOMING }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/detail-sekretariat\/sekretariat\//);

  // Disposisi: instruction, target from the picker, note, send.
  await focusOn(page, page.getByRole("tab").first());
  await focusOn(page, page.getByRole("tab", { name: "Disposisi/Teruskan" }), "ArrowRight", 10);
  await page.keyboard.press("Enter");
  await focusOn(page, page.getByRole("checkbox", { name: "Untuk ditindaklanjuti" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Untuk ditindaklanjuti" })).toBeChecked();
  await focusOn(page, page.getByRole("button", { name: "Pilih Pegawai" }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Pilih Tujuan" });
  await focusOn(page, dialog.getByPlaceholder("Cari nama, NIP atau jabatan"));
  await page.keyboard.type("Rizky Pratama");
  const row = dialog.locator("tr", { hasText: "Rizky Pratama Harahap" });
  await expect(row).toHaveCount(1);
  await focusOn(page, row.getByRole("checkbox"));
  await page.keyboard.press("Space");
  await expect(row.getByRole("checkbox")).toBeChecked();
  await focusOn(page, dialog.getByRole("button", { name: "Pilih" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await focusOn(page, page.getByLabel("Catatan"));
  await page.keyboard.type("Mohon ditindaklanjuti");
  await focusOn(page, page.getByRole("button", { name: "Kirim Disposisi" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/surat-masuk\/daftar-surat$/);
  await expect(page.getByText("Success", { exact: true })).toBeVisible();

  // Persetujuan: open the letter, SETUJU, the passphrase, SETUJU.
  await focusOn(page, menu);
  await focusOn(page, menu.getByRole("menuitem", { name: /^Surat Keluar/ }), "ArrowDown", 20);
  await page.keyboard.press("Enter");
  await focusOn(page, menu.getByRole("link", { name: /^Persetujuan/ }), "ArrowDown", 10);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "PERSETUJUAN" })).toBeVisible();
  await focusOn(page, page.getByRole("link", { name: OUTGOING }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/surat-keluar\/persetujuan\/detail\//);
  await focusOn(page, page.getByRole("button", { name: /SETUJU$/ }));
  await page.keyboard.press("Enter");
  const passphrase = page.getByRole("dialog", { name: "Passphrase Tanda Tangan Elektronik" });
  await focusOn(page, passphrase.getByLabel("Passphrase"));
  await page.keyboard.type(DEMO_PASSWORD);
  await focusOn(page, passphrase.getByRole("button", { name: "SETUJU" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Passphrase success !")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/surat-keluar\/telusuri\/detail\//);
});
