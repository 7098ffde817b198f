import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, tokenOf } from "./support/session";

/**
 * On a 1366×768 laptop no list hides its actions: the action columns stay at the right edge of
 * the card, and long texts (subjects, disposition chains, archive names) wrap instead of
 * stretching the table past it.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const NIP = {
  kadis: "197206141998031001",
  sekdis: "197709022002122003",
  kabid: "198104062006011002",
  staf: "199506112020012003",
};
/** Tells this run's records apart when a retry seeds them again. */
const RUN = Date.now().toString(36).toUpperCase();
const SUBJECT =
  "Permohonan Dukungan Penyediaan Data dan Informasi Statistik Sektoral untuk Penyusunan " +
  "Rencana Kerja Pemerintah Daerah Kabupaten Contoh Tahun Anggaran 2027 beserta Dokumen Pendukung";
const SENDER = "Badan Perencanaan Pembangunan, Riset dan Inovasi Daerah Provinsi Jawa Tengah";
const ARCHIVE =
  "Keputusan Kepala Dinas tentang Penetapan Tim Pelaksana Kegiatan Pengembangan Aplikasi " +
  `dan Infrastruktur Teknologi Informasi dan Komunikasi Tahun Anggaran 2024 ${RUN}`;
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const firstLoad = { timeout: 15_000 };
/** A search that finds the three letters registered here. */
const SEARCH = `Pendukung ${RUN}`;

const jakartaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

async function as(request: APIRequestContext, username: string) {
  return { authorization: `Bearer ${await tokenOf(request, username)}` };
}

/** An outside letter registered for kadis, disposed on down the chain of command. */
async function registerDisposedLetter(request: APIRequestContext, n: number) {
  const registered = await request.post("/egs/mail", {
    headers: await as(request, "sekretariat"),
    data: {
      kategori_surat: "external",
      no_surat: `005/${RUN}-${n}/Bappeda-Prov/2026`,
      tahun_agenda: 2026,
      tanggal_surat: jakartaToday(),
      tanggal_terima: jakartaToday(),
      dari: SENDER,
      kepala_surat: {
        perihal: `${SUBJECT} ${RUN}-${n}`,
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      penerima: { selected_kepala_login: [NIP.kadis], user: [], plt: [] },
      tembusan: { user: [], plt: [] },
      data_pengirim: { nama: "Rina Perencana", email: "rina@bappeda.example", nomor_wa: "0812" },
    },
  });
  expect(registered.status()).toBe(200);
  const { id } = (await registered.json()).items as { id: string };
  const dispose = async (from: string, to: string[]) => {
    const res = await request.post(`/egs/mail-disposisi/${id}`, {
      headers: await as(request, from),
      data: {
        user: to,
        plt: [],
        action: { is_disposisi: true, text: ["Tindak lanjuti"], keterangan: "", is_private: false },
      },
    });
    expect(res.status()).toBe(200);
  };
  await dispose("kadis", [NIP.sekdis, NIP.kabid]);
  await dispose("kabid", [NIP.staf]);
}

/** A storage place, an archive type and an archive item with a long name. */
async function uploadArchive(request: APIRequestContext) {
  const headers = await as(request, "sekretariat");
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status()).toBe(200);
    return (await res.json()).items as { _id: number };
  };
  const building = await post("/egs/master/arsip/penyimpanan", {
    kode: `GD-${RUN}`,
    nama: "Gedung Arsip Sekretariat Dinas Komunikasi dan Informatika",
  });
  const box = await post("/egs/master/arsip/penyimpanan", {
    kode: `BX-${RUN}`,
    nama: "Boks Arsip Nomor Satu Lemari Dua Rak Tiga Ruang Arsip Inaktif",
    parent: building._id,
  });
  const type = await post("/egs/master/arsip/jenis-arsip", {
    kode: `SK-${RUN}`,
    nama: "Surat Keputusan Kepala Dinas Komunikasi dan Informatika",
  });
  const res = await request.post("/egs/arsip", {
    headers,
    multipart: {
      jenis_arsip: String(type._id),
      penyimpanan: String(box._id),
      no_dokumen: "800/1234/Diskominfo/2024",
      tahun: "2024",
      nama_arsip: ARCHIVE,
      klasifikasi: "000.1",
      file: { name: "sk-lebar.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(res.status()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  for (const n of [1, 2, 3]) await registerDisposedLetter(request, n);
  await uploadArchive(request);
});

/** The card a list sits in. */
const cardOf = (page: Page) =>
  page.locator(".ant-card-body").filter({ has: page.locator("table") });

/**
 * Each control lies inside the viewport and inside its card, and is what a click at its centre
 * reaches (not scrolled away under the card's edge, not covered).
 */
async function expectInView(page: Page, controls: Locator) {
  const card = await cardOf(page).first().boundingBox();
  expect(card).not.toBeNull();
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const box = await control.boundingBox();
    expect(box, `control ${i} has a box`).not.toBeNull();
    if (!box || !card) return;
    const label = (await control.getAttribute("aria-label")) ?? (await control.textContent());
    expect(box.x, `${label}: left edge`).toBeGreaterThanOrEqual(card.x - 1);
    expect(box.x + box.width, `${label}: right edge inside the card`).toBeLessThanOrEqual(
      card.x + card.width + 1,
    );
    expect(box.x + box.width, `${label}: right edge on screen`).toBeLessThanOrEqual(1366);
    // Brought into view vertically only (the page, never the table's own horizontal scroll).
    await page.evaluate((y) => window.scrollTo(0, window.scrollY + y - 300), box.y);
    const reached = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && (el.contains(hit) || hit.contains(el));
    });
    expect(reached, `${label}: reachable by a click at its centre`).toBe(true);
  }
}

/** How many lines the text of `cell` takes. */
const linesOf = (cell: Locator) =>
  cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });

/**
 * The table does not scroll sideways: every column is in view. Its scrolling part is a named
 * region keyboards can focus, for when it does (axe `scrollable-region-focusable`).
 */
async function expectNoSideScroll(page: Page, name: string) {
  const scroller = cardOf(page).locator(".ant-table-content").first();
  const { scroll, client } = await scroller.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll, "table width").toBeLessThanOrEqual(client + 1);
  await expect(scroller).toHaveAttribute("tabindex", "0");
  await expect(page.getByRole("region", { name })).toBeVisible();
}

test("Tabel Arsip keeps every action of a long-named item on screen", async ({ page }) => {
  await login(page, "sekretariat");
  await page.goto("/master-arsip/tabel-arsip");
  await page.getByPlaceholder("Cari nomor, nama arsip").fill(RUN);
  const row = page.locator(".ant-table-tbody tr", { hasText: ARCHIVE });
  await expect(row).toHaveCount(1, firstLoad);
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(1);
  // Kunci, Lihat, Unduh, Edit and Hapus.
  const controls = row.locator("button, [role=switch]");
  await expect(controls).toHaveCount(5);
  await expectInView(page, controls);
  // The long name wraps inside its cell instead of widening the table.
  expect(await linesOf(row.locator("td", { hasText: ARCHIVE }))).toBeGreaterThan(1);
  await expectNoSideScroll(page, "Data Arsip");
});

test("Bank Surat Masuk (Sekretariat) wraps subjects and disposition chains and shows every column", async ({
  page,
}) => {
  await login(page, "sekretariat");
  await page.goto("/bank-surat/masuk-sekretariat");
  await page.getByPlaceholder("Cari Berdasarkan perihal").fill(SEARCH);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows).toHaveCount(3, firstLoad);
  // The disposition chain wraps onto several lines.
  expect(await linesOf(rows.first().locator("td", { hasText: "→" }))).toBeGreaterThan(1);
  // The subject (the row's link) and the status at the far right are on screen.
  await expectInView(page, rows.getByRole("link"));
  await expectInView(page, rows.locator("td:last-child .ant-tag"));
  await expectNoSideScroll(page, "Bank Surat Masuk (Sekretariat)");
});

test("the inbox keeps its delete buttons on screen", async ({ page }) => {
  await login(page, "kadis");
  await page.goto("/surat-masuk/daftar-surat?tab=sekretariat");
  await page.getByPlaceholder("Cari Berdasarkan perihal").fill(SEARCH);
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(3, firstLoad);
  await expectInView(page, page.getByRole("button", { name: /^Hapus Permohonan/ }));
});

test("the secretariat's Terkirim keeps its delete buttons on screen", async ({ page }) => {
  await login(page, "sekretariat");
  await page.goto("/surat-masuk/terkirim");
  await page.getByPlaceholder("Cari Berdasarkan perihal").fill(SEARCH);
  await expect(page.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(3, firstLoad);
  await expectInView(page, page.getByRole("button", { name: /^Hapus Permohonan/ }));
});

test("Master Pengguna keeps its three action columns on screen", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/manajemen-master/pengguna");
  const first = page.locator(".ant-table-tbody tr.ant-table-row").first();
  await expect(first).toBeVisible(firstLoad);
  // Hak Akses (or Buat Login), Reset and Hapus.
  await expectInView(page, first.getByRole("button"));
});
