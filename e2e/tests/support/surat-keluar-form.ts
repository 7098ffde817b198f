import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Drives the outgoing letter form ('BUAT SURAT KELUAR', /surat-keluar/buat) the way a user
 * does: tab by tab, through the pickers. Stable hooks: tab names, field labels, button names
 * and the test ids `alert-surat-keluar`, `isi-surat-editor`, `daftar-pemeriksa`.
 */

export type SigningModeLabel =
  | "tanda tangan digital"
  | "tanda tangan basah"
  | "tanda tangan digital (eksternal)";

export interface LetterInput {
  perihal: string;
  /** Attachment count (default 1) and unit (default Lembar). */
  lampiran?: number;
  lampiranUnit?: "Lembar" | "Rangkap";
  sifatPenyampaian?: "Biasa" | "Cepat";
  sifatPengamanan?: "Biasa" | "Rahasia";
  /** Default: the form's default, 'tanda tangan digital'. */
  signingMode?: SigningModeLabel;
  /** Internal recipients: names (or NIPs) as the employee picker finds them. */
  penerima?: string[];
  penerimaEksternal?: string[];
  tembusan?: string[];
  tembusanEksternal?: string[];
  /** Reviewers in order; the last one signs. */
  pemeriksa: string[];
  /** A letter type of GET egs/mail-type, e.g. 'Surat Dinas' (loads its template). */
  jenisSurat?: string;
  /** Text typed at the end of the body. */
  isi?: string;
  /** Optional schedule, dates as 'DD/MM/YYYY HH:mm'. */
  jadwal?: { mulai: string; berakhir: string; tempat: string };
}

export const TAB_NAMES = [
  "Kepala Surat",
  "Pengirim",
  "Penerima",
  "Pemeriksa",
  "Referensi",
  "Isi Surat",
  "Lampiran",
  "Info Jadwal",
] as const;
export type TabName = (typeof TAB_NAMES)[number];

/** The alert that lists '{field} kosong !' and the server's refusals. */
export const letterAlert = (page: Page) => page.getByTestId("alert-surat-keluar");

/** The panel of the tab on screen. */
export const activePanel = (page: Page) => page.locator('[role="tabpanel"][aria-hidden="false"]');

/** Opens the create screen and waits until it can save (its initId has arrived). */
export async function openNewLetter(page: Page): Promise<void> {
  await page.goto("/surat-keluar/buat");
  await expect(page.getByText("BUAT SURAT KELUAR", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kirim" })).toBeEnabled();
}

/**
 * Shows a tab. On a phone the tab strip scrolls and far tabs sit outside it, so the form's
 * own Next / Previous buttons are used to walk there.
 */
export async function gotoTab(page: Page, name: TabName): Promise<Locator> {
  const tab = page.getByRole("tab", { name, exact: true });
  const selected = async () => (await tab.getAttribute("aria-selected")) === "true";
  if (!(await selected()) && (await tab.isVisible()))
    await tab.click({ timeout: 2000 }).catch(() => undefined);
  for (let step = 0; step < TAB_NAMES.length && !(await selected()); step++) {
    const current = await page.getByRole("tab", { selected: true }).textContent();
    const forward = TAB_NAMES.indexOf(name) > TAB_NAMES.indexOf(current as TabName);
    await activePanel(page)
      .getByRole("button", { name: forward ? "Next" : "Previous" })
      .click();
  }
  await expect(tab).toHaveAttribute("aria-selected", "true");
  return activePanel(page);
}

/**
 * Opens the employee picker behind `button` (in the current tab), searches each person and
 * ticks them in order, then presses Pilih.
 */
export async function pickPegawai(page: Page, button: string | RegExp, people: string[]) {
  await activePanel(page).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const search = dialog.getByPlaceholder("Cari nama, NIP atau jabatan");
  for (const person of people) {
    await search.fill(person);
    await search.press("Enter");
    const row = dialog.locator("tbody tr").filter({ hasText: person }).first();
    await row.getByRole("checkbox").or(row.getByRole("radio")).check();
  }
  await dialog.getByRole("button", { name: "Pilih" }).click();
  await expect(dialog).toBeHidden();
}

async function addEmails(panel: Locator, label: string, addresses: string[]) {
  const input = panel.getByLabel(label);
  for (const address of addresses) {
    await input.fill(`${address};`);
    await expect(panel.getByText(address, { exact: true })).toBeVisible();
  }
}

async function chooseOption(page: Page, panel: Locator, label: string, option: string) {
  const box = panel.getByRole("combobox", { name: label });
  await box.click();
  // A long list only renders the options in view: a searchable one is narrowed down first.
  if (await box.isEditable()) await box.fill(option);
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
}

/** Fills every tab the input names; leaves the letter unsaved. */
export async function fillLetter(page: Page, input: LetterInput): Promise<void> {
  let panel = await gotoTab(page, "Kepala Surat");
  await panel.getByLabel("Perihal").fill(input.perihal);
  await panel.getByLabel("Jumlah Lampiran").fill(String(input.lampiran ?? 1));
  await panel
    .getByRole("radiogroup", { name: "Satuan Lampiran" })
    .getByText(input.lampiranUnit ?? "Lembar", { exact: true })
    .click();
  await panel
    .getByRole("radiogroup", { name: "Sifat Penyampaian" })
    .getByText(input.sifatPenyampaian ?? "Biasa", { exact: true })
    .click();
  await panel
    .getByRole("radiogroup", { name: "Sifat Pengamanan" })
    .getByText(PENGAMANAN_LABEL[input.sifatPengamanan ?? "Biasa"], { exact: true })
    .click();

  panel = await gotoTab(page, "Penerima");
  if (input.signingMode) await chooseOption(page, panel, "Tanda Tangan", input.signingMode);
  if (input.penerima?.length) await pickPegawai(page, /Pilih Penerima/, input.penerima);
  if (input.penerimaEksternal?.length)
    await addEmails(panel, "Penerima Eksternal (e-mail)", input.penerimaEksternal);
  if (input.tembusan?.length) await pickPegawai(page, /Pilih Tembusan/, input.tembusan);
  if (input.tembusanEksternal?.length)
    await addEmails(panel, "Tembusan Eksternal (e-mail)", input.tembusanEksternal);

  panel = await gotoTab(page, "Pemeriksa");
  await pickPegawai(page, "Pemeriksa", input.pemeriksa);
  await expect(page.getByTestId("daftar-pemeriksa").locator(".ant-list-item")).toHaveCount(
    input.pemeriksa.length,
  );

  if (input.jenisSurat || input.isi) {
    panel = await gotoTab(page, "Isi Surat");
    if (input.jenisSurat) await chooseOption(page, panel, "Jenis Surat", input.jenisSurat);
    if (input.isi) {
      const editor = page.getByTestId("isi-surat-editor");
      await editor.click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.keyboard.type(input.isi);
    }
  }

  if (input.jadwal) {
    panel = await gotoTab(page, "Info Jadwal");
    for (const [label, value] of [
      ["Mulai", input.jadwal.mulai],
      ["Berakhir", input.jadwal.berakhir],
    ] as const) {
      const field = panel.getByLabel(label, { exact: true });
      await field.click();
      await field.fill(value);
      await field.press("Enter");
    }
    await panel.getByLabel("Tempat").fill(input.jadwal.tempat);
  }
}

const savedId = (page: Page, section: string) =>
  new RegExp(`/surat-keluar/${section}/detail/([0-9a-f-]{36})$`).exec(page.url())?.[1] ?? "";

/** Fills the letter and presses Kirim; resolves with the id of the letter sent to review. */
export async function composeLetter(page: Page, input: LetterInput): Promise<string> {
  await openNewLetter(page);
  await fillLetter(page, input);
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page).toHaveURL(/\/surat-keluar\/telusuri\/detail\/[0-9a-f-]{36}$/);
  return savedId(page, "telusuri");
}

/** Fills the letter and presses 'Simpan & Lihat'; resolves with the id of the saved draft. */
export async function saveDraft(page: Page, input: LetterInput): Promise<string> {
  await openNewLetter(page);
  await fillLetter(page, input);
  await page.getByRole("button", { name: "Simpan & Lihat" }).click();
  await expect(page).toHaveURL(/\/surat-keluar\/konsep\/detail\/[0-9a-f-]{36}$/);
  return savedId(page, "konsep");
}

/** How the forms name each security class (its stored value → the option's label). */
export const PENGAMANAN_LABEL = { Biasa: "Biasa/Terbuka", Rahasia: "Rahasia" } as const;
