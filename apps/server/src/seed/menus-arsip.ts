import { USER_LEVEL } from "@lontar/contracts/user";
import type { MenuSeed } from "./menus";

const { admin: A, sekretariat: S } = USER_LEVEL;

/**
 * The archive's menus: the spec's Tabel Arsip and its master data, and the records system
 * (Pemberkasan, Arsip Inaktif, Usul Musnah, Berita Acara) of the archivist, the secretariat.
 */
export const arsipMenu: MenuSeed = {
  name: "Arsip",
  icon: "DatabaseOutlined",
  children: [
    {
      name: "Penyimpanan",
      icon: "ApartmentOutlined",
      link: "/master-arsip/master-penyimpanan",
      component: "MasterPenyimpanan",
      levels: [A, S],
    },
    {
      name: "Jenis Arsip",
      icon: "TagsOutlined",
      link: "/master-arsip/master-jenis-arsip",
      component: "MasterJenisArsip",
      levels: [A, S],
    },
    {
      name: "Tabel Arsip",
      icon: "TableOutlined",
      link: "/master-arsip/tabel-arsip",
      component: "TabelArsip",
      routeInclude: [
        "/arsip/list-surat/listArsipPrintView",
        "/arsip/list-surat/listArsipDeletedPrintView",
      ],
      levels: [A, S],
    },
    {
      name: "Statistik Arsip",
      icon: "PieChartOutlined",
      link: "/master-arsip/statistik",
      component: "StatistikArsip",
      levels: [A, S],
    },
    {
      name: "Pemberkasan",
      icon: "FolderOpenOutlined",
      link: "/arsip/pemberkasan",
      component: "Pemberkasan",
      routeInclude: ["/arsip/pemberkasan/:id"],
      levels: [A, S],
    },
    {
      name: "Arsip Inaktif",
      icon: "InboxOutlined",
      link: "/arsip/arsip-inaktif",
      component: "ArsipInaktif",
      levels: [A, S],
    },
    {
      name: "Usul Musnah",
      icon: "StopOutlined",
      link: "/arsip/usul-musnah",
      component: "UsulMusnah",
      levels: [A, S],
    },
    {
      name: "Berita Acara",
      icon: "AuditOutlined",
      link: "/arsip/berita-acara",
      component: "BeritaAcara",
      levels: [A, S],
    },
  ],
};
