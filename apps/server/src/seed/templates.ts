/** HTML body templates of the letter types; square-bracketed text is for the writer to replace. */

const p = (text: string) => `<p style="text-align: justify">${text}</p>`;

const closing = p("Demikian disampaikan, atas perhatian dan kerja samanya diucapkan terima kasih.");

const generic = (opening: string) =>
  [p(opening), p("[Uraikan isi naskah di sini.]"), closing].join("");

const undangan = [
  p("Dalam rangka [maksud kegiatan], dengan hormat kami mengundang Bapak/Ibu untuk hadir pada:"),
  "<table><tbody>",
  "<tr><td>hari, tanggal</td><td>:</td><td>[hari], [tanggal]</td></tr>",
  "<tr><td>waktu</td><td>:</td><td>[pukul] WIB s.d. selesai</td></tr>",
  "<tr><td>tempat</td><td>:</td><td>[tempat]</td></tr>",
  "<tr><td>acara</td><td>:</td><td>[acara]</td></tr>",
  "</tbody></table>",
  p(
    "Mengingat pentingnya acara tersebut, kehadiran Bapak/Ibu tepat pada waktunya sangat diharapkan.",
  ),
  closing,
].join("");

const tugas = [
  "<p><strong>Dasar</strong>:</p>",
  "<ol><li>[peraturan atau surat yang menjadi dasar penugasan];</li><li>[dasar lain].</li></ol>",
  '<p style="text-align: center"><strong>MEMBERI TUGAS</strong></p>',
  "<p><strong>Kepada</strong>:</p>",
  "<table><tbody><tr><td>Nama</td><td>:</td><td>[nama]</td></tr><tr><td>NIP</td><td>:</td><td>[NIP]</td></tr><tr><td>Jabatan</td><td>:</td><td>[jabatan]</td></tr></tbody></table>",
  "<p><strong>Untuk</strong>:</p>",
  "<ol><li>[uraian tugas];</li><li>melaporkan hasil pelaksanaan tugas kepada pemberi tugas.</li></ol>",
].join("");

const beritaAcara = [
  p(
    "Pada hari ini [hari] tanggal [tanggal dengan huruf] bulan [bulan] tahun [tahun dengan huruf], kami yang bertanda tangan di bawah ini:",
  ),
  "<ol><li>[nama, NIP, jabatan], selanjutnya disebut PIHAK PERTAMA;</li><li>[nama, NIP, jabatan], selanjutnya disebut PIHAK KEDUA.</li></ol>",
  p("[Uraian peristiwa yang dicatat.]"),
  p("Demikian berita acara ini dibuat dengan sebenarnya untuk dipergunakan sebagaimana mestinya."),
].join("");

const keterangan = [
  p("Yang bertanda tangan di bawah ini menerangkan bahwa:"),
  "<table><tbody><tr><td>Nama</td><td>:</td><td>[nama]</td></tr><tr><td>NIP</td><td>:</td><td>[NIP]</td></tr><tr><td>Jabatan</td><td>:</td><td>[jabatan]</td></tr></tbody></table>",
  p("[keterangan yang diberikan]."),
  p("Demikian surat keterangan ini dibuat untuk dipergunakan sebagaimana mestinya."),
].join("");

const notula = [
  "<table><tbody>",
  "<tr><td>Hari, tanggal</td><td>:</td><td>[hari], [tanggal]</td></tr>",
  "<tr><td>Waktu</td><td>:</td><td>[pukul] WIB</td></tr>",
  "<tr><td>Tempat</td><td>:</td><td>[tempat]</td></tr>",
  "<tr><td>Pimpinan rapat</td><td>:</td><td>[nama]</td></tr>",
  "<tr><td>Peserta</td><td>:</td><td>[daftar peserta]</td></tr>",
  "</tbody></table>",
  "<p><strong>Pembahasan</strong>:</p><ol><li>[pokok bahasan]</li></ol>",
  "<p><strong>Kesimpulan</strong>:</p><ol><li>[kesimpulan]</li></ol>",
].join("");

/** Template per letter-type code of `reference/jenis-naskah.json`. */
export const templates: Record<string, string> = {
  "surat-dinas": generic(
    "Dengan hormat, sehubungan dengan [pokok persoalan], bersama ini kami sampaikan hal-hal sebagai berikut.",
  ),
  "surat-undangan": undangan,
  "nota-dinas": generic(
    "Bersama ini kami laporkan/usulkan [pokok persoalan] dengan penjelasan sebagai berikut.",
  ),
  memo: p("[Isi memo secara singkat dan jelas.]"),
  "surat-edaran": generic(
    "Dalam rangka [latar belakang], dengan ini disampaikan kepada seluruh [sasaran] hal-hal sebagai berikut.",
  ),
  instruksi: generic(
    "Dalam rangka [latar belakang], dengan ini menginstruksikan kepada [sasaran] untuk melaksanakan hal-hal sebagai berikut.",
  ),
  keputusan: [
    "<p><strong>Menimbang</strong>: a. [pertimbangan];</p>",
    "<p><strong>Mengingat</strong>: 1. [dasar hukum];</p>",
    '<p style="text-align: center"><strong>MEMUTUSKAN</strong></p>',
    "<p><strong>Menetapkan</strong>: [judul keputusan].</p>",
    "<p>KESATU: [isi ketetapan].</p><p>KEDUA: Keputusan ini mulai berlaku pada tanggal ditetapkan.</p>",
  ].join(""),
  "surat-perintah": tugas.replace("MEMBERI TUGAS", "MEMERINTAHKAN"),
  "surat-tugas": tugas,
  "surat-kuasa": [
    p(
      "Yang bertanda tangan di bawah ini [nama, NIP, jabatan], selanjutnya disebut PEMBERI KUASA, memberikan kuasa kepada [nama, NIP, jabatan], selanjutnya disebut PENERIMA KUASA,",
    ),
    p("untuk [hal yang dikuasakan]."),
    p("Demikian surat kuasa ini dibuat untuk dipergunakan sebagaimana mestinya."),
  ].join(""),
  "berita-acara": beritaAcara,
  "surat-keterangan": keterangan,
  "surat-pengantar": [
    "<table><tbody><tr><th>No.</th><th>Naskah yang dikirim</th><th>Banyaknya</th><th>Keterangan</th></tr>",
    "<tr><td>1.</td><td>[naskah]</td><td>[jumlah]</td><td>[keterangan]</td></tr></tbody></table>",
  ].join(""),
  pengumuman: generic("Dalam rangka [latar belakang], dengan ini diumumkan bahwa:"),
  laporan: [
    "<p><strong>A. Pendahuluan</strong></p>",
    p("[umum, maksud dan tujuan, ruang lingkup, dasar]"),
    "<p><strong>B. Kegiatan yang dilaksanakan</strong></p>",
    p("[uraian kegiatan]"),
    "<p><strong>C. Hasil yang dicapai</strong></p>",
    p("[hasil]"),
    "<p><strong>D. Kesimpulan dan saran</strong></p>",
    p("[kesimpulan dan saran]"),
    "<p><strong>E. Penutup</strong></p>",
    p("Demikian laporan ini disampaikan."),
  ].join(""),
  "telaahan-staf": [
    "<p><strong>A. Persoalan</strong></p>",
    p("[persoalan yang ditelaah]"),
    "<p><strong>B. Praanggapan</strong></p>",
    p("[praanggapan]"),
    "<p><strong>C. Fakta yang mempengaruhi</strong></p>",
    p("[fakta]"),
    "<p><strong>D. Analisis</strong></p>",
    p("[analisis]"),
    "<p><strong>E. Kesimpulan</strong></p>",
    p("[kesimpulan]"),
    "<p><strong>F. Saran</strong></p>",
    p("[saran tindakan]"),
  ].join(""),
  "surat-perjanjian": [
    p(
      "Pada hari ini [hari, tanggal], yang bertanda tangan di bawah ini: 1. [PIHAK PERTAMA]; 2. [PIHAK KEDUA]; sepakat mengadakan perjanjian dengan ketentuan sebagai berikut.",
    ),
    "<p><strong>Pasal 1</strong></p>",
    p("[ketentuan]"),
  ].join(""),
  notula,
  disposisi: p("[Petunjuk dan catatan disposisi.]"),
};
