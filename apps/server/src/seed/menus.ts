import { USER_LEVEL } from "@lontar/contracts/user";
import { arsipMenu } from "./menus-arsip";

const { admin: A, sekretariat: S, pegawai: P } = USER_LEVEL;
const ALL = [A, S, P];

export interface MenuSeed {
  name: string;
  icon: string;
  link?: string;
  component?: string;
  routeInclude?: string[];
  levels?: number[];
  children?: MenuSeed[];
}

/** The default menus of DOMAIN.md, with the detail routes each list opens. */
export const menuSeeds: MenuSeed[] = [
  {
    name: "Dashboard",
    icon: "DashboardOutlined",
    link: "/dashboard",
    component: "DashboardContent",
    levels: ALL,
  },
  {
    name: "Statistik",
    icon: "BarChartOutlined",
    link: "/statistik",
    component: "Statistik",
    levels: ALL,
  },
  {
    name: "Surat Masuk",
    icon: "InboxOutlined",
    children: [
      {
        name: "Buat Surat Masuk",
        icon: "FormOutlined",
        link: "/surat-masuk/buat",
        component: "FormSuratMasuk",
        levels: [S],
      },
      {
        name: "Daftar Surat",
        icon: "UnorderedListOutlined",
        link: "/surat-masuk/daftar-surat",
        component: "ListSuratMasuk",
        routeInclude: [
          "/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/:id",
          "/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/:id",
        ],
        levels: ALL,
      },
      {
        name: "Terkirim",
        icon: "CheckSquareOutlined",
        link: "/surat-masuk/terkirim",
        component: "TerkirimSekretariat",
        routeInclude: ["/surat-masuk/terkirim/detail-terkirim-sekretariat/sekretariat/:id"],
        levels: [S],
      },
    ],
  },
  {
    name: "Surat Keluar",
    icon: "SendOutlined",
    children: [
      {
        name: "Buat Surat",
        icon: "EditOutlined",
        link: "/surat-keluar/buat",
        component: "FormSuratKeluar",
        levels: ALL,
      },
      {
        name: "Konsep",
        icon: "FileTextOutlined",
        link: "/surat-keluar/konsep",
        component: "Konsep",
        routeInclude: ["/surat-keluar/konsep/detail/:id", "/surat-keluar/konsep/detail/edit/:id"],
        levels: ALL,
      },
      {
        name: "Persetujuan",
        icon: "AuditOutlined",
        link: "/surat-keluar/persetujuan",
        component: "Persetujuan",
        routeInclude: [
          "/surat-keluar/persetujuan/detail/:id",
          "/surat-keluar/persetujuan/detail/edit/:id",
        ],
        levels: ALL,
      },
      {
        name: "Telusuri",
        icon: "SearchOutlined",
        link: "/surat-keluar/telusuri",
        component: "Telusuri",
        routeInclude: ["/surat-keluar/telusuri/detail/:id"],
        levels: ALL,
      },
      {
        name: "Terkirim",
        icon: "CheckCircleOutlined",
        link: "/surat-keluar/terkirim",
        component: "SuratTerkirim",
        routeInclude: ["/surat-keluar/terkirim/detail/:id"],
        levels: ALL,
      },
      {
        name: "Surat Batal",
        icon: "StopOutlined",
        link: "/surat-keluar/surat-batal",
        component: "SuratBatal",
        routeInclude: ["/surat-keluar/surat-batal/detail/:id"],
        levels: ALL,
      },
    ],
  },
  {
    name: "Bank Surat",
    icon: "BankOutlined",
    children: [
      {
        name: "Keluar",
        icon: "ExportOutlined",
        link: "/bank-surat/keluar",
        component: "BankSuratKeluar",
        routeInclude: [
          "/bank-surat/keluar/list/detail/:id",
          "/bank-surat/list/detail/:id",
          "/bank-surat/list-surat/listBankSuratKeluarPrinted",
        ],
        levels: [S],
      },
      {
        name: "Masuk",
        icon: "ImportOutlined",
        link: "/bank-surat/masuk",
        component: "BankSuratMasuk",
        routeInclude: [
          "/bank-surat/masuk/list/detail/:id",
          "/bank-surat/list-surat/listBankSuratMasukPrinted",
          "/bank-surat/print-view-riwayat/:id",
        ],
        levels: [S],
      },
      {
        name: "Masuk (Sekretariat)",
        icon: "ContainerOutlined",
        link: "/bank-surat/masuk-sekretariat",
        component: "BankSuratMasukSekretariat",
        routeInclude: [
          "/bank-surat/masuk-sekretariat/list/detail/:id",
          "/bank-surat/list-surat/listBankSuratMasukSekretariatPrinted",
        ],
        levels: [S],
      },
      {
        name: "Daftar Log",
        icon: "HistoryOutlined",
        link: "/bank-surat/daftar-log",
        component: "DaftarLog",
        levels: [A, S],
      },
    ],
  },
  arsipMenu,
  {
    name: "Manajemen Master",
    icon: "SettingOutlined",
    children: [
      {
        name: "Satuan Kerja",
        icon: "BankOutlined",
        link: "/manajemen-master/satuan-kerja",
        component: "MasterSatuanKerja",
        levels: [A],
      },
      {
        name: "Unit Kerja",
        icon: "ClusterOutlined",
        link: "/manajemen-master/unit-kerja",
        component: "MasterUnitKerja",
        levels: [A],
      },
      {
        name: "Jabatan",
        icon: "PartitionOutlined",
        link: "/manajemen-master/jabatan",
        component: "MasterJabatan",
        levels: [A],
      },
      {
        name: "Pegawai",
        icon: "TeamOutlined",
        link: "/manajemen-master/pegawai",
        component: "MasterPegawai",
        levels: [A],
      },
      {
        name: "Tenaga Kontrak",
        icon: "IdcardOutlined",
        link: "/manajemen-master/tenaga-kontrak",
        component: "MasterPegawaiKontrak",
        levels: [A],
      },
      {
        name: "Klasifikasi",
        icon: "BranchesOutlined",
        link: "/manajemen-master/klasifikasi",
        component: "MasterKlasifikasi",
        levels: [A],
      },
      {
        name: "Kop Surat",
        icon: "FileImageOutlined",
        link: "/manajemen-master/kop-surat",
        component: "MasterKopSurat",
        levels: [A],
      },
      {
        name: "Penomoran",
        icon: "NumberOutlined",
        link: "/manajemen-master/penomoran",
        component: "MasterPenomoran",
        levels: [A],
      },
      {
        name: "Pengguna",
        icon: "UserOutlined",
        link: "/manajemen-master/pengguna",
        component: "MasterPengguna",
        levels: [A],
      },
      {
        name: "Log Audit",
        icon: "FileSearchOutlined",
        link: "/manajemen-master/log-audit",
        component: "LogAudit",
        levels: [A],
      },
    ],
  },
];
