import { outgoingMailRequest, outgoingSendErrors, scheduleErrors } from "@lontar/contracts/mail";
import { emptyFieldMessage, type SigningMode } from "@lontar/contracts/mail-constants";
import {
  hasSchedule,
  type LetterDraft,
  type LetterForm,
  type SaveStatus,
  toRequest,
} from "./letter-draft";

/** Spec 01 §4: a new signing mode clears recipients, copy recipients and the signature. */
export function withSigningMode(draft: LetterDraft, mode: SigningMode): LetterDraft {
  if (mode === draft.type_tanda_tangan) return draft;
  return {
    ...draft,
    type_tanda_tangan: mode,
    penerima: { users: [], user_eksternal: [] },
    tembusan: { users: [], user_eksternal: [] },
    tanda_tangan: null,
  };
}

/** Spec 01 §4: another letter form (text editor or softcopy) resets the body and the type. */
export function withLetterForm(draft: LetterDraft, form: LetterForm): LetterDraft {
  if (form === draft.bentuk_surat) return draft;
  return {
    ...draft,
    bentuk_surat: form,
    tipe_surat: null,
    isi_surat: "",
    attachment: null,
    tanda_tangan: null,
  };
}

/** Whether the text body holds anything beyond empty paragraphs. */
export const hasBody = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, "").length > 0;

/**
 * The messages that stop a save, in the order they are shown: the schedule rules always, and
 * for sending (`pemeriksa`) the required fields of spec 01 §5 — the same checks the server runs.
 */
export function draftErrors(draft: LetterDraft, status: SaveStatus): string[] {
  const request = toRequest(draft, status);
  const messages: string[] = [];
  const parsed = outgoingMailRequest.safeParse({ ...request, info_jadwal: null });
  if (!parsed.success) messages.push(...parsed.error.issues.map((issue) => issue.message));
  else if (status === "pemeriksa")
    messages.push(...Object.values(outgoingSendErrors(parsed.data)).flat());
  const s = draft.info_jadwal;
  if (hasSchedule(s)) {
    if (!s.tanggal_mulai) messages.push(emptyFieldMessage("Tanggal Mulai"));
    if (!s.tanggal_berakhir) messages.push(emptyFieldMessage("Tanggal Berakhir"));
    if (s.tanggal_mulai && s.tanggal_berakhir) {
      const schedule = {
        tanggal_mulai: s.tanggal_mulai,
        tanggal_berakhir: s.tanggal_berakhir,
        tempat: s.tempat,
      };
      messages.push(...Object.values(scheduleErrors(schedule)).flat());
    } else if (!s.tempat.trim())
      messages.push(
        ...Object.values(
          scheduleErrors({ tanggal_mulai: "", tanggal_berakhir: "", tempat: "" }),
        ).flat(),
      );
  }
  return [...new Set(messages)];
}
