import { writeFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { describeFindings, expect, test } from "./support/a11y";
import { bearer, DEMO_NIP, registerIncoming, writeLetter } from "./support/letters-api";
import { login } from "./support/session";

/**
 * Every route of both specification documents, each as the demo user who uses it, has no
 * serious or critical axe-core violation (WCAG 2.0/2.1 A and AA). The pages are scanned by the
 * shared fixture once each has settled; this test only walks them and reports per route.
 */

const DEMO_SUBJECT = "Undangan Rapat Koordinasi Transformasi Digital";

interface Letters {
  draft: string;
  pending: string;
  cancelled: string;
  external: string;
  demo: string;
}

/** sekdis writes a letter to kadis for kabid (not staf, whose lists other specs count). */
const sekdisWrites = async (
  request: APIRequestContext,
  perihal: string,
  status: "draft" | "pemeriksa",
) =>
  writeLetter(request, await bearer(request, "sekdis"), {
    perihal,
    status,
    penerima: [DEMO_NIP.kadis],
    pemeriksa: [DEMO_NIP.kabid],
  });

/** One letter in every state a detail route shows. */
async function seedLetters(request: APIRequestContext): Promise<Letters> {
  const draft = await sekdisWrites(request, "Aksesibilitas Konsep", "draft");
  const pending = await sekdisWrites(request, "Aksesibilitas Pemeriksaan", "pemeriksa");
  const cancelled = await sekdisWrites(request, "Aksesibilitas Dibatalkan", "pemeriksa");
  const batal = await request.post(`/egs/riw-catatan/create/${cancelled}`, {
    headers: await bearer(request, "kabid"),
    data: { is_accepted: false, text: "batalkan", back_to_previous_level: false, keterangan: "-" },
  });
  expect(batal.status()).toBe(200);
  const external = await registerIncoming(request, {
    noSurat: "005/777/DISDIK/2026",
    perihal: "Aksesibilitas Surat Masuk",
    kepala: DEMO_NIP.kadis,
  });
  const inbox = await request.get("/egs/mail?page=1&per_page=50", {
    headers: await bearer(request, "kadisdik"),
  });
  const items = (await inbox.json()).items as { id: string; hal: string }[];
  const demo = items.find((item) => item.hal === DEMO_SUBJECT)?.id;
  expect(demo).toBeTruthy();
  return { draft, pending, cancelled, external, demo: demo as string };
}

/** Each demo user, and the routes of the specification they use. */
const ROUTES = (l: Letters): [string | null, string[]][] => [
  [
    null,
    [
      "/",
      "/register",
      "/forget-password",
      "/cari",
      "/test-view-pdf",
      "/unsupport-browser",
      "/verifikasi",
      "/halaman-yang-tidak-ada",
    ],
  ],
  [
    "staf",
    [
      "/dashboard",
      "/dashboard/personal-info",
      "/dashboard/change-password",
      "/notifikasi",
      "/pencarian?q=rapat",
      "/statistik",
      "/surat-masuk/daftar-surat",
      "/surat-keluar/buat",
      "/surat-keluar/konsep",
      "/surat-keluar/persetujuan",
      "/surat-keluar/telusuri",
      "/surat-keluar/terkirim",
      `/surat-keluar/terkirim/detail/${l.demo}`,
      "/surat-keluar/surat-batal",
      "/surat-keluar/print-view/konsep",
      "/surat-keluar/print-view/telusuri",
      "/surat-keluar/print-view/terkirim",
      "/surat-keluar/print-view/surat-batal",
    ],
  ],
  [
    "sekdis",
    [
      `/surat-keluar/konsep/detail/${l.draft}`,
      `/surat-keluar/konsep/detail/edit/${l.draft}`,
      `/surat-keluar/telusuri/detail/${l.pending}`,
      `/surat-keluar/surat-batal/detail/${l.cancelled}`,
    ],
  ],
  [
    "kabid",
    [
      "/surat-keluar/persetujuan",
      `/surat-keluar/persetujuan/detail/${l.pending}`,
      `/surat-keluar/persetujuan/detail/edit/${l.pending}`,
      "/surat-keluar/print-view/persetujuan",
    ],
  ],
  [
    "kadis",
    [
      "/surat-masuk/daftar-surat",
      `/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${l.external}`,
      `/bank-surat/print-view-riwayat/${l.external}`,
      "/surat-masuk/print-view/surat-masuk-sekretariat",
    ],
  ],
  [
    "kadisdik",
    [
      `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${l.demo}`,
      "/surat-masuk/print-view/surat-masuk",
    ],
  ],
  [
    "sekretariat",
    [
      "/arsip/pemberkasan",
      "/arsip/arsip-inaktif",
      "/arsip/usul-musnah",
      "/arsip/berita-acara",
      "/surat-masuk/buat",
      "/surat-masuk/terkirim",
      `/surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/${l.external}`,
      "/surat-masuk/print-view/terkirim",
      "/bank-surat/keluar",
      `/bank-surat/keluar/list/detail/${l.demo}`,
      `/bank-surat/list/detail/${l.demo}`,
      "/bank-surat/masuk",
      "/bank-surat/masuk-sekretariat",
      `/bank-surat/masuk-sekretariat/list/detail/${l.external}`,
      "/bank-surat/list-surat/listBankSuratKeluarPrinted",
      "/bank-surat/list-surat/listBankSuratMasukPrinted",
      "/bank-surat/list-surat/listBankSuratMasukSekretariatPrinted",
      "/master-arsip/master-penyimpanan",
      "/master-arsip/master-jenis-arsip",
      "/master-arsip/tabel-arsip",
      "/master-arsip/statistik",
      "/arsip/list-surat/listArsipPrintView",
      "/arsip/list-surat/listArsipDeletedPrintView",
    ],
  ],
  [
    "admin",
    [
      "/manajemen-master/satuan-kerja",
      "/manajemen-master/unit-kerja",
      "/manajemen-master/jabatan",
      "/manajemen-master/pegawai",
      "/manajemen-master/tenaga-kontrak",
      "/manajemen-master/klasifikasi",
      "/manajemen-master/kop-surat",
      "/manajemen-master/pengguna",
      "/manajemen-master/log-audit",
      "/bank-surat/daftar-log",
    ],
  ],
];

let letters: Letters;
test.beforeAll(async ({ request }) => {
  letters = await seedLetters(request);
});

const USERS = ROUTES({ draft: "", pending: "", cancelled: "", external: "", demo: "" }).map(
  ([username]) => username,
);

for (const [index, username] of USERS.entries()) {
  test(`routes of ${username ?? "visitors"}: no serious or critical axe violation`, async ({
    page,
    axeScan,
  }) => {
    test.setTimeout(180_000);
    const [, routes] = ROUTES(letters)[index] as [string | null, string[]];
    await page.addInitScript(() => {
      window.print = () => {};
    });
    if (username) await login(page, username);
    for (const route of routes) {
      await page.goto(route);
      await axeScan.flush();
    }
    const findings = await axeScan.flush();
    writeFileSync(test.info().outputPath("axe-findings.json"), JSON.stringify(findings, null, 2));
    const perRule = new Map<string, number>();
    for (const f of findings) perRule.set(f.rule, (perRule.get(f.rule) ?? 0) + f.targets.length);
    expect(
      findings,
      `${[...perRule].map(([rule, nodes]) => `${rule}: ${nodes}`).join("; ")}\n${describeFindings(findings)}`,
    ).toEqual([]);
  });
}
