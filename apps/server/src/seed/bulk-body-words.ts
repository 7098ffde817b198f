import { BULAN } from "../lib/jakarta-day";
/**
 * Word lists of the bulk letters' bodies: what a regional government letter says after its
 * subject. A body is an opening that names the matter, the core of the letter's action, a
 * paragraph on the matter itself, sometimes a note and a contact, and a closing. The slots in
 * braces are filled per body (bulk-bodies.ts): places, people, amounts and dates, so every
 * body carries a few rare words besides the common phrasing.
 */

/** How the first paragraph starts, before the action's core. */
export const OPENINGS = [
  "Sehubungan dengan {perihal} Tahun {tahun} di lingkungan Pemerintah Kabupaten Contoh, ",
  "Menindaklanjuti surat {pengirim} Nomor {rujukan} tanggal {tanggal2} perihal {perihal}, ",
  "Dalam rangka pelaksanaan {perihal} sebagaimana diatur dalam Peraturan Bupati Contoh Nomor {kecil} Tahun {tahun_lalu}, ",
  "Berdasarkan hasil rapat koordinasi tanggal {tanggal2} di {tempat} mengenai {perihal}, ",
  "Memperhatikan perkembangan {perihal} di Kecamatan {kecamatan} dan sekitarnya, ",
];

/** The core of each action of a subject (bulk-words.ts ACTIONS, by its text). */
export const ACTION_CORES: Record<string, string> = {
  "Undangan Rapat Koordinasi":
    "kami mengundang Bapak/Ibu untuk hadir dalam rapat koordinasi yang akan dilaksanakan pada:",
  "Undangan Rapat Evaluasi":
    "kami mengundang Bapak/Ibu untuk menghadiri rapat evaluasi capaian kinerja dan kendala pelaksanaan di lapangan pada:",
  "Undangan Sosialisasi":
    "kami mengundang Bapak/Ibu beserta satu orang staf teknis untuk mengikuti sosialisasi yang akan diselenggarakan pada:",
  "Undangan Bimbingan Teknis":
    "kami mengundang Bapak/Ibu untuk menugaskan dua orang operator mengikuti bimbingan teknis pada:",
  "Undangan Focus Group Discussion":
    "kami mengundang Bapak/Ibu sebagai peserta diskusi kelompok terpumpun (focus group discussion) yang akan dilaksanakan pada:",
  "Permohonan Data":
    "kami mohon bantuan Bapak/Ibu untuk menyampaikan data pendukung sesuai format terlampir paling lambat tanggal {tanggal}.",
  "Permohonan Narasumber":
    "kami mohon kesediaan Bapak/Ibu untuk menugaskan pejabat yang membidangi sebagai narasumber pada kegiatan tanggal {tanggal} di {tempat}.",
  "Permohonan Fasilitasi":
    "kami mohon fasilitasi Bapak/Ibu berupa pendampingan teknis dan penyediaan tempat kegiatan bagi {bilangan} orang peserta.",
  "Penyampaian Laporan":
    "bersama ini kami sampaikan laporan pelaksanaan kegiatan dengan realisasi anggaran sebesar {jumlah} atau {persen} persen dari pagu yang tersedia.",
  "Laporan Pelaksanaan":
    "dengan ini kami laporkan bahwa kegiatan tersebut telah dilaksanakan pada tanggal {tanggal} di {tempat} dan diikuti oleh {bilangan} orang peserta.",
  "Pemberitahuan Pelaksanaan":
    "dengan ini kami beritahukan bahwa kegiatan tersebut akan dilaksanakan mulai tanggal {tanggal} di seluruh kecamatan, dimulai dari Kecamatan {kecamatan}.",
  "Surat Edaran tentang":
    "dengan ini diminta kepada seluruh kepala perangkat daerah untuk melaksanakan langkah-langkah sebagaimana tercantum dalam surat edaran ini terhitung sejak tanggal {tanggal}.",
  "Usulan Kegiatan":
    "bersama ini kami usulkan kegiatan tersebut untuk dimasukkan dalam rencana kerja tahun berikutnya dengan perkiraan kebutuhan anggaran sebesar {jumlah}.",
  "Nota Dinas Percepatan":
    "diminta kepada Saudara untuk mempercepat penyelesaian pekerjaan tersebut dan melaporkan perkembangannya setiap hari Jumat paling lambat pukul 15.00 WIB.",
  "Penugasan Pegawai dalam rangka":
    "dengan ini kami menugaskan Saudara {nama} untuk melaksanakan tugas tersebut di Desa {desa} selama {kecil} hari kerja terhitung mulai tanggal {tanggal}.",
  "Penyampaian Hasil":
    "bersama ini kami sampaikan hasil kegiatan tersebut sebagaimana terlampir, dengan capaian indikator sebesar {persen} persen dari target yang ditetapkan.",
  "Tindak Lanjut Hasil Pemeriksaan":
    "bersama ini kami sampaikan tindak lanjut atas {bilangan} rekomendasi hasil pemeriksaan, termasuk penyetoran kelebihan pembayaran sebesar {jumlah} ke kas daerah.",
  Pengumuman:
    "dengan ini diumumkan bahwa pendaftaran dibuka mulai tanggal {tanggal} dan berkas persyaratan dapat disampaikan ke {tempat} pada hari dan jam kerja.",
  "Berita Acara Serah Terima":
    "pada hari ini {hari}, tanggal {tanggal}, telah dilaksanakan serah terima barang dan dokumen dengan nilai perolehan sebesar {jumlah} dalam keadaan baik dan lengkap.",
  "Telaahan Staf tentang":
    "bersama ini kami sampaikan telaahan staf mengenai permasalahan, fakta yang mempengaruhi, analisis serta saran tindak lanjut sebagai bahan pertimbangan pimpinan.",
  "Rekomendasi Teknis":
    "kami memberikan rekomendasi teknis bahwa usulan tersebut dapat dipertimbangkan dengan catatan memenuhi persyaratan teknis dan administrasi yang berlaku.",
  "Permintaan Verifikasi":
    "kami mohon dilakukan verifikasi atas {bilangan} berkas usulan yang telah kami terima sebelum diteruskan kepada pimpinan untuk ditetapkan.",
};

/** The schedule lines of an invitation (actions with `jadwal`), one paragraph each. */
export const SCHEDULE_LINES = [
  "Hari/tanggal : {hari}, {tanggal}",
  "Pukul : {jam} WIB s.d. selesai",
  "Tempat : {tempat}",
  "Acara : {perihal}",
];

/** A paragraph on each matter of a subject (bulk-words.ts MATTERS, by its text). */
export const MATTER_DETAILS: Record<string, string> = {
  "Penyusunan Rencana Kerja Perangkat Daerah":
    "Rancangan rencana kerja memuat program, kegiatan dan subkegiatan prioritas beserta indikator kinerja dan pagu indikatif yang selaras dengan RKPD Kabupaten Contoh.",
  "Evaluasi Kinerja Instansi Pemerintah":
    "Hasil evaluasi akuntabilitas kinerja tahun sebelumnya memperoleh nilai {skor}, sehingga pohon kinerja, cascading indikator dan perjanjian kinerja di setiap unit perlu disempurnakan.",
  "Pengadaan Barang dan Jasa Pemerintah":
    "Paket pekerjaan dengan nilai pagu {jumlah} dilaksanakan melalui e-purchasing pada katalog elektronik dan diumumkan dalam Sistem Informasi Rencana Umum Pengadaan.",
  "Pengelolaan Arsip Dinamis":
    "Penataan arsip inaktif dilakukan berdasarkan jadwal retensi dan klasifikasi arsip, meliputi pemberkasan, pelabelan boks dan pemindahan ke pusat arsip di Desa {desa}.",
  "Penerapan Sistem Pemerintahan Berbasis Elektronik":
    "Indeks SPBE Kabupaten Contoh saat ini {skor} dan perlu ditingkatkan melalui integrasi layanan, pemanfaatan pusat data nasional serta tanda tangan elektronik tersertifikasi.",
  "Pengembangan Aplikasi Layanan Publik":
    "Aplikasi layanan perizinan daring telah diuji coba di {kecil} titik layanan dan memerlukan perbaikan pada modul pembayaran nontunai serta antarmuka pengguna.",
  "Keamanan Informasi dan Persandian":
    "Hasil penilaian indeks keamanan informasi menunjukkan perlunya pemutakhiran kebijakan kata sandi, pencadangan data berkala dan penanganan insiden siber oleh tim tanggap insiden.",
  "Penilaian Angka Kredit Jabatan Fungsional":
    "Usulan penetapan angka kredit disampaikan paling lambat tanggal {tanggal2} dengan melampirkan dokumen hasil kerja, sasaran kinerja pegawai dan predikat kinerja dua tahun terakhir.",
  "Kenaikan Pangkat Pegawai Negeri Sipil":
    "Usulan kenaikan pangkat periode {bulan} disampaikan melalui aplikasi SIASN dengan melampirkan SK pangkat terakhir, penilaian kinerja dan ijazah yang telah dilegalisasi.",
  "Pendidikan dan Pelatihan Kepemimpinan":
    "Peserta pelatihan kepemimpinan angkatan {kecil} wajib menyusun rancangan aksi perubahan dan mengikuti pembelajaran klasikal di Badan Pengembangan Sumber Daya Manusia Provinsi.",
  "Penyusunan Laporan Keuangan Pemerintah Daerah":
    "Laporan keuangan terdiri atas laporan realisasi anggaran, neraca, laporan operasional dan catatan atas laporan keuangan yang disusun berdasarkan standar akuntansi pemerintahan berbasis akrual.",
  "Realisasi Anggaran Pendapatan dan Belanja Daerah":
    "Sampai dengan akhir bulan {bulan} realisasi belanja daerah baru mencapai {persen} persen dari pagu sebesar {jumlah}, sehingga penyerapan anggaran perlu dipercepat.",
  "Reviu dan Pengawasan Internal":
    "Inspektorat Daerah akan melakukan reviu atas dokumen perencanaan dan pelaksanaan anggaran, termasuk uji petik bukti pertanggungjawaban belanja barang dan jasa.",
  "Kesiapsiagaan Penanggulangan Bencana Banjir":
    "Curah hujan tinggi diperkirakan berlangsung hingga bulan {bulan}; wilayah rawan banjir di Desa {desa} dan bantaran sungai perlu disiapkan jalur evakuasi, posko dan logistik darurat.",
  "Ketenteraman dan Ketertiban Umum":
    "Patroli gabungan Satuan Polisi Pamong Praja bersama TNI dan Polri ditingkatkan di kawasan pasar, terminal dan alun-alun untuk menertibkan pedagang kaki lima dan reklame tanpa izin.",
  "Peningkatan Mutu Pendidikan Dasar":
    "Rapor pendidikan menunjukkan kemampuan literasi dan numerasi peserta didik di {bilangan} sekolah dasar masih di bawah kompetensi minimum.",
  "Penerimaan Peserta Didik Baru":
    "Pendaftaran peserta didik baru jenjang SD dan SMP dibuka secara daring melalui jalur zonasi, afirmasi, perpindahan tugas orang tua dan prestasi.",
  "Percepatan Penurunan Stunting":
    "Prevalensi stunting di Desa {desa} masih {persen} persen sehingga diperlukan pendampingan keluarga berisiko, pemberian makanan tambahan bagi balita dan pemantauan tumbuh kembang di posyandu.",
  "Imunisasi Dasar Lengkap":
    "Cakupan imunisasi dasar lengkap di wilayah Puskesmas {desa} baru mencapai {persen} persen, sehingga pencarian sasaran dan peran kader kesehatan perlu diperkuat.",
  "Pelayanan Administrasi Kependudukan":
    "Perekaman KTP elektronik, kartu identitas anak dan penerbitan akta kelahiran dilaksanakan secara jemput bola di Kantor Desa {desa}.",
  "Pemberdayaan Masyarakat Desa":
    "Pemerintah desa diminta menyampaikan laporan penggunaan dana desa, badan usaha milik desa dan padat karya tunai melalui aplikasi Siskeudes.",
  "Penyaluran Bantuan Sosial":
    "Bantuan sosial bagi {bilangan} keluarga penerima manfaat disalurkan melalui bank penyalur berdasarkan data terpadu kesejahteraan sosial yang telah dimutakhirkan.",
  "Peringatan Hari Ulang Tahun Kemerdekaan Republik Indonesia":
    "Rangkaian peringatan meliputi upacara bendera di Alun-Alun Kabupaten Contoh, lomba gerak jalan, pemasangan bendera dan umbul-umbul serta malam tirakatan di setiap desa.",
  "Ketahanan Pangan Daerah":
    "Stok beras di gudang Bulog dan cadangan pangan pemerintah daerah dipantau bersama harga gabah, cabai dan bawang merah di Pasar {desa}.",
  "Pengendalian Inflasi Daerah":
    "Tim Pengendalian Inflasi Daerah mencatat kenaikan harga telur, cabai rawit dan minyak goreng sehingga diperlukan operasi pasar murah dan gerakan menanam cabai di pekarangan.",
  "Perizinan Berusaha Berbasis Risiko":
    "Pelaku usaha wajib memperoleh Nomor Induk Berusaha melalui sistem OSS dan memenuhi persyaratan dasar berupa kesesuaian kegiatan pemanfaatan ruang.",
  "Pemeliharaan Jalan dan Jembatan":
    "Ruas jalan {desa}–{desa2} sepanjang {kecil} kilometer rusak berat dan jembatan di Desa {desa2} memerlukan penggantian lantai serta penguatan pondasi.",
  "Penataan Ruang Wilayah":
    "Rancangan revisi rencana detail tata ruang kawasan perkotaan perlu dikonsultasikan kepada masyarakat, akademisi dan dunia usaha sebelum ditetapkan dengan peraturan bupati.",
  "Pengelolaan Sampah dan Lingkungan Hidup":
    "Sampah yang masuk ke TPA {desa} mencapai {bilangan} ton per hari, sehingga bank sampah, TPS3R dan pemilahan sampah rumah tangga perlu diperluas.",
  "Perjalanan Dinas Pegawai":
    "Biaya perjalanan dinas dibebankan pada DPA Tahun Anggaran {tahun} dan dipertanggungjawabkan dengan surat perintah tugas, tiket, bukti penginapan serta laporan hasil perjalanan.",
  "Pemeliharaan Kendaraan Dinas":
    "Kendaraan dinas operasional memerlukan servis berkala, penggantian ban dan aki serta perpanjangan surat tanda nomor kendaraan sebelum bulan {bulan}.",
  "Pengembangan Perpustakaan Daerah":
    "Perpustakaan keliling akan menjangkau sekolah dan taman bacaan masyarakat di Desa {desa} dengan koleksi buku bacaan anak, buku pertanian dan buku keterampilan.",
  "Penyusunan Produk Hukum Daerah":
    "Rancangan peraturan daerah perlu diharmonisasi dengan peraturan perundang-undangan yang lebih tinggi dan difasilitasi oleh Biro Hukum Sekretariat Daerah Provinsi.",
  "Fasilitasi Pemilihan Umum":
    "Pemerintah daerah memfasilitasi penyelenggara pemilu berupa sarana kantor, personel pendukung dan pengamanan gudang logistik di Kecamatan {kecamatan}.",
  "Pembinaan Wawasan Kebangsaan":
    "Pembinaan ideologi Pancasila dan wawasan kebangsaan menyasar pelajar, tokoh agama, tokoh pemuda dan organisasi kemasyarakatan di Kecamatan {kecamatan}.",
  "Penyelenggaraan Statistik Sektoral":
    "Setiap perangkat daerah wajib menyampaikan data sektoral beserta metadata kegiatan statistik ke portal Satu Data Kabupaten Contoh.",
  "Pengembangan Pariwisata Daerah":
    "Kunjungan wisatawan ke Curug {desa} dan desa wisata sekitarnya meningkat, sehingga penataan parkir, kios cendera mata dan pelatihan pemandu wisata diperlukan.",
  "Perlindungan Perempuan dan Anak":
    "Kasus kekerasan terhadap perempuan dan anak ditangani UPTD Perlindungan Perempuan dan Anak melalui layanan pengaduan, pendampingan hukum dan pemulihan psikologis.",
  "Pekan Olahraga Daerah":
    "Kontingen Kabupaten Contoh akan mengikuti {kecil} cabang olahraga dengan {bilangan} atlet yang menjalani pemusatan latihan di GOR {desa}.",
  "Pembinaan Usaha Mikro, Kecil dan Menengah":
    "Sebanyak {bilangan} pelaku usaha mikro akan mengikuti kurasi produk, pendampingan sertifikasi halal dan pelatihan pemasaran digital.",
};

/** A paragraph some letters add after the matter (empty: none). */
export const NOTES = [
  "Mengingat pentingnya hal tersebut, dimohon agar Bapak/Ibu memberikan perhatian dan dukungan sepenuhnya.",
  "Segala biaya yang timbul akibat kegiatan ini dibebankan pada Dokumen Pelaksanaan Anggaran masing-masing perangkat daerah.",
  "Data dan dokumen dikirimkan dalam bentuk salinan lunak melalui surel sekretariat@contohkab.go.id dan salinan cetak ke sekretariat.",
  "Peserta diharapkan mengenakan pakaian dinas harian dan membawa bahan paparan.",
  "Kami berharap kegiatan ini meningkatkan koordinasi dan sinergi antarperangkat daerah dalam mencapai target kinerja.",
  "",
  "",
];

/** Whom to ask (empty: nobody named). */
export const CONTACTS = [
  "Informasi lebih lanjut dapat menghubungi Sdr. {nama} melalui nomor telepon {telepon}.",
  "Untuk koordinasi teknis dapat menghubungi narahubung kami, {nama} ({telepon}) atau {nama2}.",
  "",
];

export const CLOSINGS = [
  "Demikian disampaikan, atas perhatian dan kerja samanya diucapkan terima kasih.",
  "Demikian kami sampaikan, atas perhatian Bapak/Ibu kami ucapkan terima kasih.",
  "Demikian untuk menjadi perhatian dan dilaksanakan sebagaimana mestinya.",
  "Atas perhatian dan kerja sama yang baik, kami sampaikan terima kasih.",
];

/** Villages named in the bodies: rarer words than the phrasing around them. */
export const VILLAGES = [
  "Karangrejo",
  "Sukamulya",
  "Tegalsari",
  "Sidomulyo",
  "Banjarsari",
  "Purwodadi",
  "Wonosari",
  "Kedungwuni",
  "Ciherang",
  "Cibodas",
  "Sumberagung",
  "Margamulya",
  "Tanjungrejo",
  "Jatimulyo",
  "Gunungsari",
  "Kalisari",
  "Mekarjaya",
  "Rejosari",
  "Ngadirejo",
  "Sukorejo",
  "Pagerwangi",
  "Cikoneng",
  "Mulyorejo",
  "Bojongloa",
  "Sindangsari",
  "Legokhuni",
  "Pandansari",
  "Talagasari",
  "Cijambu",
  "Bangunrejo",
  "Tambakrejo",
  "Krajan",
  "Kalibening",
  "Gedangan",
  "Pakuncen",
  "Wanayasa",
  "Cigugur",
  "Lembursitu",
  "Kertajaya",
  "Bumiayu",
  "Parakan",
  "Sirnagalih",
  "Tirtomoyo",
  "Selomerto",
  "Kaliwungu",
  "Ngampel",
  "Padarincang",
  "Citeureup",
  "Jambudipa",
  "Sukawening",
  "Randublatung",
  "Kepuharjo",
  "Sendangmulyo",
  "Pancawati",
  "Cibeber",
  "Margaluyu",
  "Tanjungkerta",
  "Girimulya",
  "Karangsembung",
  "Leuwisari",
];

/** The months by number (1 = Januari), as the letters write dates. */
export const MONTHS: readonly string[] = BULAN;

/** Day names by ISO weekday (1 = Senin). */
export const WEEKDAYS = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"];
