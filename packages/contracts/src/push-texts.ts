/** Texts of the browser-notification switch (`PushToggle`). */
export const pushTexts = {
  enable: "Aktifkan notifikasi browser",
  active: "Notifikasi browser aktif",
  unsupported: "Browser ini tidak mendukung notifikasi push.",
  denied: "Izin notifikasi ditolak. Izinkan notifikasi untuk situs ini di pengaturan browser.",
  failed: "Notifikasi browser gagal diaktifkan. Silakan coba lagi.",
} as const;
