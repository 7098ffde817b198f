import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  LEAVE_BUTTON,
  LEAVE_QUESTION,
  STAY_BUTTON,
} from "../../../components/unsaved-changes-guard";
import { readLocalDraft, writeLocalDraft } from "../../../lib/local-drafts";
import { demoUser } from "../../../test/fixtures";
import { OTHER_PAGE } from "../../../test/render";
import { emptyDraft, type LetterDraft } from "../model/letter-draft";
import { localDraftName } from "../model/local-letter-draft";
import { KEPT_LOCALLY } from "./letter-form";
import { LETTER_ID, letterDetail } from "./letter-form.fixtures";
import { fakeServer, renderEdit, renderForm, slow } from "./letter-form.test-support";
import { CHANGED_SINCE, DISCARD_BUTTON, RESTORE_BUTTON } from "./use-local-letter-draft";

const NEW_LETTER = localDraftName(null);
const storedCopy = (name = NEW_LETTER) => readLocalDraft<LetterDraft>(demoUser.user_id, name);
const perihal = () => screen.getByLabelText("Perihal");
const typePerihal = (value: string) => fireEvent.change(perihal(), { target: { value } });
type Router = ReturnType<typeof renderForm>;

/**
 * The open dialog showing `title`. Found by its text: under test Ant Design gives every modal
 * title the same id, so a second modal's accessible name is the first one's.
 */
async function dialogWith(title: string | RegExp) {
  const heading = await screen.findByText(title, { selector: ".ant-modal-title" }, slow);
  return heading.closest('[role="dialog"]') as HTMLElement;
}

async function leave(router: Router, answer: string) {
  await act(() => router.navigate("/dashboard"));
  const dialog = await dialogWith(LEAVE_QUESTION);
  fireEvent.click(within(dialog).getByRole("button", { name: answer }));
  return dialog;
}

describe("BUAT SURAT KELUAR: nothing typed is lost", { timeout: 240_000 }, () => {
  it("asks before leaving, keeps a local copy, and offers it back when the form opens again", async () => {
    fakeServer();
    const router = renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    typePerihal("Undangan rapat koordinasi");

    const dialog = await leave(router, STAY_BUTTON);
    expect(dialog).toHaveTextContent(KEPT_LOCALLY);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(perihal()).toHaveValue("Undangan rapat koordinasi");

    await leave(router, LEAVE_BUTTON);
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
    expect(storedCopy()?.value.perihal).toBe("Undangan rapat koordinasi");

    await act(() => router.navigate("/surat-keluar/buat"));
    const offer = await dialogWith(/^Draf tersimpan otomatis pada /);
    expect(offer).not.toHaveTextContent(CHANGED_SINCE);
    // Nothing is written over the copy on offer.
    expect(perihal()).toHaveValue("");
    expect(storedCopy()?.value.perihal).toBe("Undangan rapat koordinasi");
    fireEvent.click(within(offer).getByRole("button", { name: RESTORE_BUTTON }));
    await waitFor(() => expect(perihal()).toHaveValue("Undangan rapat koordinasi"));
    // The restored letter is still unsaved: leaving asks again.
    await leave(router, STAY_BUTTON);
    expect(router.state.location.pathname).toBe("/surat-keluar/buat");
  });

  it("says when the copy was saved, in Jakarta time", async () => {
    fakeServer();
    const copy = { ...emptyDraft(demoUser, null), perihal: "Nota dinas" };
    writeLocalDraft(demoUser.user_id, NEW_LETTER, copy, null, new Date("2026-11-26T03:42:00Z"));
    renderForm();
    expect(
      await dialogWith("Draf tersimpan otomatis pada 26 November 2026 10.42. Pulihkan?"),
    ).toBeInTheDocument();
  });

  it("writes the copy a moment after typing, and forgets it when the letter is saved", async () => {
    const calls = fakeServer();
    const router = renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    typePerihal("Undangan rapat koordinasi");
    fireEvent.change(screen.getByLabelText("Jumlah Lampiran"), { target: { value: "1" } });
    await waitFor(() => expect(storedCopy()?.value.lampiran_value).toBe(1));

    fireEvent.click(screen.getByRole("button", { name: "Simpan & Lihat" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/surat-keluar\/konsep\/detail\//),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.path === "/egs/mail")).toBe(true);
    expect(storedCopy()).toBeNull();
  });

  it("throws the copy away on Buang: the form stays empty and may be left", async () => {
    fakeServer();
    const copy = { ...emptyDraft(demoUser, null), perihal: "Nota dinas" };
    writeLocalDraft(demoUser.user_id, NEW_LETTER, copy, null);
    const router = renderForm();
    const offer = await dialogWith(/^Draf tersimpan otomatis/);
    fireEvent.click(within(offer).getByRole("button", { name: DISCARD_BUTTON }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(storedCopy()).toBeNull();
    expect(perihal()).toHaveValue("");
    await act(() => router.navigate("/dashboard"));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
  });

  it("keeps a konsep's copy under its id and warns when the konsep changed since", async () => {
    fakeServer({ detail: letterDetail() });
    const name = localDraftName(LETTER_ID);
    const router = renderEdit("konsep");
    await screen.findByText("EDIT SURAT KELUAR", {}, slow);
    // Opened and left untouched: nothing to ask about, nothing stored.
    await act(() => router.navigate("/dashboard"));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
    expect(storedCopy(name)).toBeNull();
    await act(() => router.navigate(`/surat-keluar/konsep/detail/edit/${LETTER_ID}`));
    await screen.findByText("EDIT SURAT KELUAR", {}, slow);
    typePerihal("Undangan rapat koordinasi (revisi)");
    await leave(router, LEAVE_BUTTON);
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
    expect(storedCopy(name)?.value).toMatchObject({
      id: LETTER_ID,
      perihal: "Undangan rapat koordinasi (revisi)",
    });
    expect(storedCopy()).toBeNull();

    await act(() => router.navigate(`/surat-keluar/konsep/detail/edit/${LETTER_ID}`));
    let offer = await dialogWith(/^Draf tersimpan otomatis/);
    expect(offer).not.toHaveTextContent(CHANGED_SINCE);
    fireEvent.click(within(offer).getByRole("button", { name: RESTORE_BUTTON }));
    await waitFor(() => expect(perihal()).toHaveValue("Undangan rapat koordinasi (revisi)"));

    // The same copy over a konsep saved differently elsewhere since. Marked once the form is
    // left: leaving (and a pending debounced write) stores the copy again.
    await leave(router, LEAVE_BUTTON);
    expect(await screen.findByText(OTHER_PAGE, {}, slow)).toBeInTheDocument();
    const copy = storedCopy(name);
    writeLocalDraft(demoUser.user_id, name, copy?.value, "lain");
    await act(() => router.navigate(`/surat-keluar/konsep/detail/edit/${LETTER_ID}`));
    offer = await dialogWith(/^Draf tersimpan otomatis/);
    expect(offer).toHaveTextContent(CHANGED_SINCE);
  });
});
