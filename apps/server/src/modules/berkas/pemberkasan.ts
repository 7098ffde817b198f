import { BERKAS_MESSAGES } from "@lontar/contracts/berkas";
import type { DbOrTx } from "../../db/client";
import { conflict } from "../../lib/app-error";
import { newId } from "../../lib/ids";
import * as repo from "./berkas.repository";
import { yearOfDay } from "./berkas.rules";
import * as isiRepo from "./berkas-isi.repository";

type RecordToFile = { mailId: string; day: string | null } | { arsipId: string; day: null };

/**
 * Puts a record in a berkas inside the caller's transaction. A record already there stays; one
 * in another open berkas moves; one in a closed berkas stays with that file (409).
 * @returns the id of the record's row in the berkas.
 */
export async function fileRecord(
  tx: DbOrTx,
  berkasId: string,
  record: RecordToFile,
  userId: number | null,
): Promise<string> {
  const placed = await isiRepo.placementOf(
    tx,
    "mailId" in record ? { mailId: record.mailId } : { arsipId: record.arsipId },
  );
  if (placed?.berkas_id === berkasId) return placed.id;
  if (placed?.ditutup) throw conflict(BERKAS_MESSAGES.filedInClosed);
  if (placed) await isiRepo.deleteIsi(tx, placed.id);
  const id = newId();
  await isiRepo.insertIsi(tx, {
    id,
    berkasId,
    mailId: "mailId" in record ? record.mailId : null,
    arsipId: "arsipId" in record ? record.arsipId : null,
    day: record.day,
    createdBy: userId,
  });
  return id;
}

/**
 * Files a letter of Lontar on its own, inside the transaction that sends it (outgoing, at
 * SETUJU) or marks it done (registered incoming): into the newest open berkas of its
 * classification in its work unit and year, opened — titled with the classification's name —
 * when there is none. A letter without classification, or already filed, is left as it is:
 * the secretariat files it by hand.
 */
export async function fileLetter(tx: DbOrTx, mailId: string, userId: number | null) {
  const letter = await isiRepo.letterToFile(tx, mailId, null);
  if (!letter || letter.klasifikasi_id === null || !letter.day) return;
  if (await isiRepo.placementOf(tx, { mailId })) return;
  const tahun = yearOfDay(letter.day);
  const open = (klasifikasiId: number) =>
    repo.openBerkasOf(tx, letter.satuan_kerja_id, klasifikasiId, tahun);
  let berkasId = await open(letter.klasifikasi_id);
  if (!berkasId) {
    // Two letters of one classification sent at once open one berkas, not two.
    await repo.lockUnit(tx, letter.satuan_kerja_id);
    berkasId = await open(letter.klasifikasi_id);
  }
  if (!berkasId) {
    berkasId = newId();
    await repo.insertBerkas(tx, {
      id: berkasId,
      satuanKerjaId: letter.satuan_kerja_id,
      klasifikasiId: letter.klasifikasi_id,
      tahun,
      judul: null,
      kurunWaktuMulai: letter.day,
      catatan: "",
      createdBy: userId,
    });
  }
  await fileRecord(tx, berkasId, { mailId, day: letter.day }, userId);
}
