import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import arsipRoutes from "./arsip/arsip.routes";
import auditRoutes from "./audit/audit.routes";
import bankRoutes from "./bank/bank.routes";
import beritaAcaraRoutes from "./berkas/berita-acara.routes";
import berkasRoutes from "./berkas/berkas.routes";
import daftarArsipRoutes from "./berkas/daftar-arsip.routes";
import dashboardRoutes from "./dashboard/dashboard.routes";
import esignRoutes from "./esign/esign.routes";
import filesRoutes from "./files/files.routes";
import jabatanRoutes from "./jabatan/jabatan.routes";
import klasifikasiRoutes from "./klasifikasi/klasifikasi.routes";
import kopSuratRoutes from "./kop-surat/kop-surat.routes";
import menuRoutes from "./menu/menu.routes";
import notifikasiRoutes from "./notifikasi/notifikasi.routes";
import optionsRoutes from "./options/options.routes";
import pegawaiRoutes from "./pegawai/pegawai.routes";
import pencarianRoutes from "./pencarian/pencarian.routes";
import penggunaRoutes from "./pengguna/pengguna.routes";
import penggunaAktifRoutes from "./pengguna/pengguna-aktif.routes";
import penomoranRoutes from "./penomoran/penomoran.routes";
import pushRoutes from "./push/push.routes";
import rekapJadwalRoutes from "./rekap-jadwal/rekap-jadwal.routes";
import satuanKerjaRoutes from "./satuan-kerja/satuan-kerja.routes";
import statistikRoutes from "./statistik/statistik.routes";
import suratKeluarRoutes from "./surat/keluar/keluar.routes";
import suratListPrintRoutes from "./surat/list-print.routes";
import suratMasukRoutes from "./surat/masuk/masuk.routes";
import suratRoutes from "./surat/surat.routes";
import suratPdfRoutes from "./surat/surat-pdf.routes";
import trackingRoutes from "./tracking/tracking.routes";
import unitKerjaRoutes from "./unit-kerja/unit-kerja.routes";

/** The route plugins of the domains (auth is registered apart: it needs the token signer). */
export const domainRoutes: FastifyPluginAsyncZod[] = [
  penggunaAktifRoutes,
  menuRoutes,
  satuanKerjaRoutes,
  unitKerjaRoutes,
  jabatanRoutes,
  pegawaiRoutes,
  penggunaRoutes,
  klasifikasiRoutes,
  kopSuratRoutes,
  penomoranRoutes,
  filesRoutes,
  optionsRoutes,
  arsipRoutes,
  berkasRoutes,
  daftarArsipRoutes,
  beritaAcaraRoutes,
  bankRoutes,
  esignRoutes,
  suratRoutes,
  suratPdfRoutes,
  suratKeluarRoutes,
  suratMasukRoutes,
  suratListPrintRoutes,
  trackingRoutes,
  notifikasiRoutes,
  pushRoutes,
  dashboardRoutes,
  statistikRoutes,
  rekapJadwalRoutes,
  auditRoutes,
  pencarianRoutes,
];
