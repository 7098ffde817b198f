import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { jenisNaskah, klasifikasi } from "../db/schema/master";
import { pegawai, satuanKerja } from "../db/schema/org";
import { mail, type ScheduleInfo } from "../db/schema/surat";
import { mailRecipient } from "../db/schema/surat-penerima";
import { mailReviewer } from "../db/schema/surat-reviewer";
import type { AuthUser } from "../lib/auth-user";
import { newId } from "../lib/ids";
import { todayInJakarta } from "../lib/jakarta-day";
import { fileLetter } from "../modules/berkas/pemberkasan";
import { unlockForSigning } from "../modules/esign/esign.service";
import type { SignatureProvider } from "../modules/esign/signature-provider";
import type { FileStorage } from "../modules/files/files.storage";
import { notify } from "../modules/notifikasi/notifikasi.service";
import { insertNote, signerSnapshot } from "../modules/surat/keluar/keluar.repository";
import { signLetter } from "../modules/surat/keluar/sign";
import { insertParaf } from "../modules/surat/paraf.repository";
import { findMail } from "../modules/surat/surat.repository";
import { signerLine } from "../modules/surat/surat.rules";
import { seedDemoBerkas } from "./demo-berkas";

const DEMO_SUBJECT = "Undangan Rapat Koordinasi Transformasi Digital";

const BODY =
  "<p>Dengan hormat,</p>" +
  '<p style="text-align: justify">Dalam rangka percepatan <strong>transformasi digital</strong> di ' +
  "lingkungan Pemerintah Kabupaten Contoh, bersama ini kami mengundang Bapak/Ibu untuk menghadiri " +
  "rapat koordinasi yang akan dilaksanakan pada:</p>" +
  "<p>Demikian, atas perhatian dan kehadirannya kami ucapkan terima kasih.</p>";

const MEETING_ROOM = "Ruang Rapat Dinas Komunikasi dan Informatika";

/**
 * The invitation's Info Jadwal: the Monday after `today` (a week on when today is Monday),
 * 09.00 to 12.00 WIB. The Undangan layout prints it as the schedule table under the lead
 * paragraph that ends with `pada:`.
 */
export function demoSchedule(today: string): ScheduleInfo {
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  const date = day.toISOString().slice(0, 10);
  const at = (clock: string) => new Date(`${date}T${clock}:00+07:00`).toISOString();
  return { tanggal_mulai: at("09:00"), tanggal_berakhir: at("12:00"), tempat: MEETING_ROOM };
}

/**
 * One letter of the demo organisation already sent and signed electronically by `kadis`
 * (written by `staf`, reviewed by `kabid` and `sekdis`, to `kadisdik`), so the PDF, its
 * signature and the verification page can be seen at once.
 */
export async function seedDemoLetters(
  db: Db,
  deps: { storage: FileStorage; provider: SignatureProvider; baseUrl: string },
) {
  const people = await db
    .select({
      userId: users.id,
      username: users.username,
      level: users.userLevel,
      nip: users.pegNip,
      pegawaiId: pegawai.id,
      satuanKerjaId: pegawai.satuanKerjaId,
    })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .where(inArray(users.username, ["staf", "kabid", "sekdis", "kadis", "kadisdik"]));
  const who = (username: string) => {
    const person = people.find((p) => p.username === username);
    if (!person) throw new Error(`demo login ${username} missing`);
    return person;
  };
  const [staf, kabid, sekdis, kadis, kadisdik] = [
    "staf",
    "kabid",
    "sekdis",
    "kadis",
    "kadisdik",
  ].map(who);
  if (!staf || !kabid || !sekdis || !kadis || !kadisdik) return;
  const [unit] = await db.select().from(satuanKerja).where(eq(satuanKerja.id, staf.satuanKerjaId));
  const [kode] = await db.select().from(klasifikasi).where(eq(klasifikasi.kode, "000.1.2"));
  const [undangan] = await db
    .select()
    .from(jenisNaskah)
    .where(eq(jenisNaskah.nama, "Surat Undangan"));
  const today = todayInJakarta();
  const year = Number(today.slice(0, 4));
  const id = newId();
  const auth: AuthUser = {
    userId: kadis.userId,
    sessionId: "seed",
    username: kadis.username,
    userLevel: kadis.level,
    pegNip: kadis.nip,
    pegawaiId: kadis.pegawaiId,
    satuanKerjaId: kadis.satuanKerjaId,
  };
  const signer = await unlockForSigning(db, deps.provider, {
    auth,
    passphrase: DEMO_PASSWORD,
    ip: null,
    mailId: id,
  });
  await db.transaction(async (tx) => {
    await tx.insert(mail).values({
      id,
      satuanKerjaId: staf.satuanKerjaId,
      kategoriSurat: "internal",
      statusSurat: "terkirim",
      createdBy: staf.userId,
      pengirimPegawaiId: kadis.pegawaiId,
      jenisNaskahId: undangan?.id ?? null,
      klasifikasiId: kode?.id ?? null,
      perihal: DEMO_SUBJECT,
      lampiranJumlah: 0,
      isiSurat: BODY,
      infoJadwal: demoSchedule(today),
      noSurat: `${kode?.kode ?? "000.1.2"}/1/${unit?.singkatan ?? unit?.kodeSkpd ?? "SKPD"}/${year}`,
      nomorUrut: 1,
      tahun: year,
      tanggalSurat: today,
      penerima: { user: [kadisdik.pegawaiId], plt: [], user_eksternal: [] },
      tembusan: { user: [sekdis.pegawaiId], plt: [], user_eksternal: [] },
      orderNow: 3,
      sentAt: new Date(),
      ...(await signerSnapshot(tx, kadis.pegawaiId)),
    });
    await tx.insert(mailReviewer).values(
      [kabid, sekdis, kadis].map((p, i) => ({
        mailId: id,
        urutan: i + 1,
        pegawaiId: p.pegawaiId,
        actedAt: new Date(),
      })),
    );
    // Riwayat Catatan as the review went, each LANJUTKAN and SETUJU with its paraf, so that the
    // archive copy (salinan arsip) shows the hierarchy's initials at once.
    await insertNote(tx, {
      mailId: id,
      userId: staf.userId,
      pegawaiId: staf.pegawaiId,
      action: "kirim",
    });
    for (const [i, [who, action]] of (
      [
        [kabid, "lanjutkan"],
        [sekdis, "lanjutkan"],
        [kadis, "setuju"],
      ] as const
    ).entries()) {
      const note = await insertNote(tx, {
        mailId: id,
        userId: who.userId,
        pegawaiId: who.pegawaiId,
        action,
      });
      await insertParaf(tx, {
        mailId: id,
        noteId: note.id,
        urutan: i + 1,
        pegawaiId: who.pegawaiId,
        action,
      });
    }
    await tx.insert(mailRecipient).values([
      { mailId: id, kategoriSurat: "internal", pegawaiId: kadisdik.pegawaiId, role: "penerima" },
      { mailId: id, kategoriSurat: "internal", pegawaiId: sekdis.pegawaiId, role: "tembusan" },
    ]);
    // The recipients find it in their bell, as after a real SETUJU.
    const pengirim = signerLine(await signerSnapshot(tx, kadis.pegawaiId));
    for (const [type, who] of [
      ["penerima", kadisdik],
      ["tembusan", sekdis],
    ] as const)
      await notify(tx, {
        kategori: "surat-masuk",
        type,
        mailId: id,
        perihal: DEMO_SUBJECT,
        pegawaiIds: [who.pegawaiId],
        pengirim,
      });
    const letter = await findMail(tx, id);
    if (!letter) throw new Error("demo letter missing");
    await signLetter(
      tx,
      { storage: deps.storage, baseUrl: deps.baseUrl, ip: null },
      {
        letter,
        auth,
        signer,
      },
    );
    // Sent, it is a record of its unit: filed like every sent letter, beside older paper berkas.
    await fileLetter(tx, id, staf.userId);
    await seedDemoBerkas(tx, staf.satuanKerjaId, staf.userId);
  });
}
