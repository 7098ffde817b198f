import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { klasifikasi, storedFile } from "../../db/schema/master";
import { jabatan, pegawai, satuanKerja } from "../../db/schema/org";
import { mail, mailAttachment } from "../../db/schema/surat";
import { mailDisposition } from "../../db/schema/surat-penerima";

/** A delivered letter by its resi, with the columns the public view and the e-mail check need. */
export const findByResi = async (db: DbOrTx, resi: string) =>
  (
    await db
      .select({
        id: mail.id,
        kategoriSurat: mail.kategoriSurat,
        statusSurat: mail.statusSurat,
        resi: mail.resi,
        noSurat: mail.noSurat,
        dari: mail.dari,
        tanggalSurat: mail.tanggalSurat,
        tanggalTerima: mail.tanggalTerima,
        createdAt: mail.createdAt,
        perihal: mail.perihal,
        lampiranJumlah: mail.lampiranJumlah,
        lampiranSatuan: mail.lampiranSatuan,
        sifatPengamanan: mail.sifatPengamanan,
        sifatPenyampaian: mail.sifatPenyampaian,
        penerima: mail.penerima,
        tembusan: mail.tembusan,
        dataPengirim: mail.dataPengirim,
        infoJadwal: mail.infoJadwal,
        pengirimPegawaiId: mail.pengirimPegawaiId,
        createdBy: mail.createdBy,
        sentAt: mail.sentAt,
        signerPegawaiId: mail.signerPegawaiId,
        klasifikasiKode: klasifikasi.kode,
        klasifikasiNama: klasifikasi.nama,
        satuanKerjaNama: satuanKerja.nama,
      })
      .from(mail)
      .innerJoin(satuanKerja, eq(satuanKerja.id, mail.satuanKerjaId))
      .leftJoin(klasifikasi, eq(klasifikasi.id, mail.klasifikasiId))
      .where(eq(mail.resi, resi))
      .limit(1)
  )[0] ?? null;

export type TrackedLetter = NonNullable<Awaited<ReturnType<typeof findByResi>>>;

/** Names, positions and photos of employees (nothing else: no NIP, no contact). */
export const namesOf = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: pegawai.id,
          nama: pegawai.name,
          jabatan: jabatan.name,
          photoUrl: pegawai.photoUrl,
        })
        .from(pegawai)
        .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
        .where(inArray(pegawai.id, ids));

/** The employee of the user who registered or wrote the letter: name, position, photo. */
export const personOfUser = async (db: DbOrTx, userId: number) =>
  (
    await db
      .select({ nama: pegawai.name, jabatan: jabatan.name, photoUrl: pegawai.photoUrl })
      .from(users)
      .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
      .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
      .where(eq(users.id, userId))
  )[0] ?? null;

/**
 * Dispositions and forwards still standing (withdrawn ones are not history), oldest first:
 * who and when only — their instructions and notes are internal and never read here.
 */
export const publicDispositionsOf = (db: DbOrTx, mailId: string) =>
  db
    .select({
      id: mailDisposition.id,
      isDisposisi: mailDisposition.isDisposisi,
      isPrivate: mailDisposition.isPrivate,
      createdAt: mailDisposition.createdAt,
      nama: pegawai.name,
      jabatan: jabatan.name,
      photoUrl: pegawai.photoUrl,
    })
    .from(mailDisposition)
    .innerJoin(pegawai, eq(pegawai.id, mailDisposition.fromPegawaiId))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(and(eq(mailDisposition.mailId, mailId), isNull(mailDisposition.withdrawnAt)))
    .orderBy(asc(mailDisposition.createdAt), asc(mailDisposition.id));

/** The attachment of a delivered letter a download link names, or null. */
export const attachmentOf = async (db: DbOrTx, mailId: string, fileId: string) =>
  (
    await db
      .select({
        sha256: storedFile.sha256,
        size: storedFile.size,
        mime: storedFile.mime,
        fileName: storedFile.fileName,
      })
      .from(mailAttachment)
      .innerJoin(storedFile, eq(storedFile.id, mailAttachment.fileId))
      .innerJoin(mail, eq(mail.id, mailAttachment.mailId))
      .where(
        and(
          eq(mailAttachment.mailId, mailId),
          eq(mailAttachment.fileId, fileId),
          eq(mail.statusSurat, "terkirim"),
        ),
      )
      .limit(1)
  )[0] ?? null;
