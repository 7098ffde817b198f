import type { TokenPair } from "@lontar/contracts/auth";
import type { MenuItem } from "@lontar/contracts/menu";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import type { UserInfo } from "@lontar/contracts/user";

export const demoUser: UserInfo = {
  user_id: 6,
  user_name: "staf",
  user_level: 9,
  status: "aktif",
  photo_url: null,
  peg_nip: "199001012015031001",
  data_pegawai: {
    peg_nama: "Rina Pelaksana",
    peg_nip: "199001012015031001",
    jabatan_id: 12,
    jabatan_nama: "Pelaksana Bidang Aplikasi Informatika",
    is_plt: false,
    data_plt: null,
    satuan_kerja: {
      satuan_kerja_id: 3,
      satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
      kode_skpd: "2.16",
    },
    unit_kerja: { unit_kerja_id: 7, unit_kerja_nama: "Bidang Aplikasi Informatika" },
  },
  routers: [],
};

/** The secretariat (level 8) of the demo user's work unit. */
export const secretariatUser: UserInfo = { ...demoUser, user_name: "sekretariat", user_level: 8 };

export const demoMenus: MenuItem[] = [
  {
    _id: 1,
    name: "Dashboard",
    icon: "DashboardOutlined",
    link: "/dashboard",
    sub_link: [],
    route_include: [],
  },
  {
    _id: 2,
    name: "Surat Masuk",
    icon: "MailOutlined",
    link: null,
    route_include: [],
    sub_link: [
      {
        _id: 21,
        name: "Daftar Surat",
        icon: null,
        link: "/surat-masuk/daftar-surat",
        route_include: ["/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/:id"],
      },
    ],
  },
];

/** The demo menus plus one group holding these links (a screen opens only from a menu). */
export function demoMenusWith(...links: string[]): MenuItem[] {
  const sub_link = links.map((link, index) => ({
    _id: 900 + index,
    name: link,
    icon: null,
    link,
    route_include: [],
  }));
  return [
    ...demoMenus,
    { _id: 9, name: "Lainnya", icon: null, link: null, route_include: [], sub_link },
  ];
}

export function tokenPair(suffix: string): TokenPair {
  return {
    token_type: "Bearer",
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    expires_in: 900,
  };
}

/** An employee as the pickers list them, in the demo user's work unit. */
export function pegawaiRecord(nama: string, nip: string, jabatan: string): PegawaiPickerRecord {
  return {
    id: Number(nip.slice(-4)),
    fullName: nama,
    peg_nama: nama,
    peg_nip: nip,
    namaJabatan: jabatan,
    jabatan_id: 1,
    unitKerja: null,
    satuanKerjaNama: "Dinas Komunikasi dan Informatika",
    satuan_kerja_id: 3,
    peg_status: true,
    is_plt: false,
    data_plt: null,
    data_pegawai: {
      peg_nama: nama,
      peg_nip: nip,
      jabatan_nama: jabatan,
      unit_kerja: null,
      is_plt: false,
      data_plt: null,
    },
  };
}
