import { createBrowserRouter, type RouteObject } from "react-router";
import { PageSpinner } from "../components/page-spinner";
import { RequireAuth } from "./require-auth";
import { RootLayout } from "./root-layout";

/**
 * Public pages (spec 02 §2.1). Every page is a lazy module exporting `Component`;
 * a new page is one line here.
 */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./routes/login") },
  { path: "register", lazy: () => import("./routes/register") },
  { path: "forget-password", lazy: () => import("./routes/forget-password") },
  { path: "unsupport-browser", lazy: () => import("./routes/unsupport-browser") },
  { path: "test-view-pdf", lazy: () => import("./routes/test-view-pdf") },
  { path: "verifikasi", lazy: () => import("./routes/verifikasi") },
  { path: "verifikasi/:id", lazy: () => import("./routes/verifikasi") },
  { path: "cari", lazy: () => import("./routes/cari") },
];

/** Pages inside the shell; anonymous visitors are sent to `/`. */
const protectedRoutes: RouteObject[] = [
  { path: "dashboard", lazy: () => import("./routes/dashboard") },
  { path: "dashboard/personal-info", lazy: () => import("./routes/personal-info") },
  { path: "dashboard/change-password", lazy: () => import("./routes/change-password") },
  { path: "statistik", lazy: () => import("./routes/statistik") },
  { path: "notifikasi", lazy: () => import("./routes/notifikasi") },
  { path: "pencarian", lazy: () => import("./routes/pencarian") },
  { path: "manajemen-master/satuan-kerja", lazy: () => import("./routes/master-satuan-kerja") },
  { path: "manajemen-master/unit-kerja", lazy: () => import("./routes/master-unit-kerja") },
  { path: "manajemen-master/jabatan", lazy: () => import("./routes/master-jabatan") },
  { path: "manajemen-master/pegawai", lazy: () => import("./routes/master-pegawai") },
  { path: "manajemen-master/tenaga-kontrak", lazy: () => import("./routes/master-tenaga-kontrak") },
  { path: "manajemen-master/klasifikasi", lazy: () => import("./routes/master-klasifikasi") },
  { path: "manajemen-master/kop-surat", lazy: () => import("./routes/master-kop-surat") },
  { path: "manajemen-master/pengguna", lazy: () => import("./routes/master-pengguna") },
  { path: "manajemen-master/penomoran", lazy: () => import("./routes/master-penomoran") },
  { path: "manajemen-master/log-audit", lazy: () => import("./routes/log-audit") },
  { path: "bank-surat/daftar-log", lazy: () => import("./routes/daftar-log") },
  { path: "bank-surat/:bank", lazy: () => import("./routes/bank-surat-list") },
  { path: "bank-surat/:bank/list/detail/:id", lazy: () => import("./routes/bank-surat-detail") },
  { path: "bank-surat/list/detail/:id", lazy: () => import("./routes/bank-surat-detail") },
  { path: "surat-masuk/buat", lazy: () => import("./routes/surat-masuk-buat") },
  { path: "surat-masuk/terkirim", lazy: () => import("./routes/surat-masuk-terkirim") },
  {
    path: "surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/:id",
    lazy: () => import("./routes/surat-masuk-detail"),
  },
  {
    path: "surat-masuk/daftar-surat",
    lazy: () => import("./routes/surat-masuk-inbox"),
    // Its first page is asked for while the page's code loads (kept out of the entry chunk).
    loader: (args) => {
      void import("../features/surat-masuk/api/prefetch-inbox").then((m) => m.prefetchInbox(args));
      return null;
    },
  },
  {
    path: "surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/:id",
    lazy: () => import("./routes/surat-masuk-detail"),
  },
  {
    path: "surat-masuk/daftar-surat/detail-sekretariat/sekretariat/:id",
    lazy: () => import("./routes/surat-masuk-detail"),
  },
  { path: "surat-keluar/buat", lazy: () => import("./routes/surat-keluar-form") },
  {
    path: "surat-keluar/:section/detail/edit/:id",
    lazy: () => import("./routes/surat-keluar-form"),
  },
  { path: "surat-keluar/:section/detail/:id", lazy: () => import("./routes/surat-keluar-detail") },
  { path: "surat-keluar/:section", lazy: () => import("./routes/surat-keluar-list") },
  { path: "master-arsip/master-penyimpanan", lazy: () => import("./routes/master-penyimpanan") },
  { path: "master-arsip/master-jenis-arsip", lazy: () => import("./routes/master-jenis-arsip") },
  { path: "master-arsip/tabel-arsip", lazy: () => import("./routes/tabel-arsip") },
  { path: "master-arsip/statistik", lazy: () => import("./routes/statistik-arsip") },
  { path: "arsip/pemberkasan", lazy: () => import("./routes/pemberkasan") },
  { path: "arsip/pemberkasan/:id", lazy: () => import("./routes/pemberkasan-detail") },
  { path: "arsip/arsip-inaktif", lazy: () => import("./routes/arsip-inaktif") },
  { path: "arsip/usul-musnah", lazy: () => import("./routes/usul-musnah") },
  { path: "arsip/berita-acara", lazy: () => import("./routes/berita-acara") },
  { path: "berita-acara/:id", lazy: () => import("./routes/berita-acara-detail") },
];

/** Print views: signed in, without the shell, laid out for paper. */
const printRoutes: RouteObject[] = [
  { path: "bank-surat/print-view-riwayat/:id", lazy: () => import("./routes/print-view-riwayat") },
  { path: "bank-surat/list-surat/:view", lazy: () => import("./routes/bank-surat-print-view") },
  { path: "surat-keluar/print-view/:list", lazy: () => import("./routes/workflow-print-view") },
  { path: "surat-masuk/print-view/:list", lazy: () => import("./routes/workflow-print-view") },
  { path: "arsip/list-surat/listArsipPrintView", lazy: () => import("./routes/arsip-print-view") },
  {
    path: "arsip/list-surat/listArsipDeletedPrintView",
    lazy: () => import("./routes/arsip-print-view"),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      ...publicRoutes,
      {
        Component: RequireAuth,
        children: [
          {
            lazy: () =>
              import("./shell/app-shell").then((module) => ({ Component: module.AppShell })),
            children: protectedRoutes,
          },
          {
            lazy: () =>
              import("./allowed-outlet").then((module) => ({ Component: module.AllowedOutlet })),
            children: printRoutes,
          },
        ],
      },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
