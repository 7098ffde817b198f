/** Texts of the browser-notification switch (`PushToggle`). */
export const pushTexts = {
  enable: "Aktifkan notifikasi browser",
  active: "Notifikasi browser aktif",
  unsupported: "Browser ini tidak mendukung notifikasi push.",
  denied: "Izin notifikasi ditolak. Izinkan notifikasi untuk situs ini di pengaturan browser.",
  failed: "Notifikasi browser gagal diaktifkan. Silakan coba lagi.",
  /** Asked once per browser, before the browser's own question. */
  askTitle: "Aktifkan notifikasi?",
  askReason:
    "Lontar memberi tahu anda saat ada surat masuk, disposisi, atau surat yang menunggu pemeriksaan anda, meskipun tab ini tertutup. Browser akan meminta izin anda.",
  askYes: "Aktifkan",
  askLater: "Nanti saja",
} as const;
