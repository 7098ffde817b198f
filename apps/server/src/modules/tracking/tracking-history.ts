import type { TrackingDetail, TrackingStep } from "@lontar/contracts/tracking";
import type { DbOrTx } from "../../db/client";
import { targetsOf } from "../surat/masuk/masuk.repository";
import * as repo from "./tracking.repository";

type HistoryItem = TrackingDetail["history"]["items"][number];
type Person = { nama: string; jabatan: string | null; photoUrl: string | null };
type Named = { nama: string; jabatan: string | null };

const iso = (at: Date | string) => new Date(at).toISOString();
const named = (p: Named) => ({ peg_nama: p.nama, jabatan_nama: p.jabatan });

/** One step of the public history: who did what, to whom, when; never a note's text. */
export function historyStep(
  jenis: TrackingStep,
  by: Person,
  at: Date | string,
  extra: { kepada?: Named[]; isPrivate?: boolean } = {},
): HistoryItem {
  return {
    photo_url: by.photoUrl,
    data_pegawai: named(by),
    kepada: (extra.kepada ?? []).map(named),
    action: {
      jenis,
      dari: by.nama,
      is_disposisi: jenis === "disposisi",
      text: [],
      keterangan: "",
      is_private: extra.isPrivate ?? false,
      created_at: iso(at),
    },
  };
}

/**
 * Riwayat Tindakan as the public sees it (DOMAIN.md "Public tracking"): the letter received
 * (registered) or signed and sent, each standing disposition and forward with its targets, and
 * each target's follow-up, oldest first.
 */
export async function publicHistory(
  db: DbOrTx,
  letter: repo.TrackedLetter,
): Promise<TrackingDetail["history"]> {
  const addressees = [...letter.penerima.user, ...letter.penerima.plt];
  const [entries, registrar, people] = await Promise.all([
    repo.publicDispositionsOf(db, letter.id),
    letter.kategoriSurat === "external" ? repo.personOfUser(db, letter.createdBy) : null,
    repo.namesOf(db, [...addressees, ...(letter.signerPegawaiId ? [letter.signerPegawaiId] : [])]),
  ]);
  const targets = await targetsOf(
    db,
    entries.map((e) => e.id),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  const steps: HistoryItem[] = [];
  if (registrar)
    steps.push(
      historyStep("diterima", registrar, letter.createdAt, {
        kepada: addressees.flatMap((id) => byId.get(id) ?? []),
      }),
    );
  const signer = letter.signerPegawaiId ? byId.get(letter.signerPegawaiId) : undefined;
  if (letter.kategoriSurat === "internal" && signer && letter.sentAt)
    steps.push(historyStep("dikirim", signer, letter.sentAt));
  for (const e of entries) {
    const mine = targets.filter((t) => t.dispositionId === e.id);
    steps.push(
      historyStep(e.isDisposisi ? "disposisi" : "teruskan", e, e.createdAt, {
        kepada: mine,
        isPrivate: e.isPrivate,
      }),
    );
    for (const t of mine)
      if (t.selesaiAt) steps.push(historyStep("selesai", { ...t, photoUrl: null }, t.selesaiAt));
  }
  steps.sort((a, b) => a.action.created_at.localeCompare(b.action.created_at));
  return { items: steps };
}
