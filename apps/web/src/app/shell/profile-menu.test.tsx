import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  LEAVE_BUTTON,
  LEAVE_QUESTION,
  STAY_BUTTON,
  useUnsavedChangesGuard,
} from "../../components/unsaved-changes-guard";
import { readLocalDraft, writeLocalDraft } from "../../lib/local-drafts";
import { demoUser } from "../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../test/http";
import { renderAt } from "../../test/render";
import { ProfileMenu } from "./profile-menu";

const KABID = 4;

/** A page with the profile menu and a guarded form (any of the three forms uses the guard). */
function FormPage() {
  const [text, setText] = useState("");
  const guard = useUnsavedChangesGuard(text !== "");
  return (
    <>
      <ProfileMenu showName={false} />
      <label>
        Perihal
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {guard.dialog}
    </>
  );
}

function stubApi() {
  return stubFetch((url) => {
    if (url === "/api/egs/revoke") return jsonResponse(200, { data: { revoked: true } });
    return errorResponse(404, "Tidak ditemukan");
  });
}

async function keluar() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: /Menu profil/ }));
  await user.click(await screen.findByRole("menuitem", { name: "Keluar" }));
}

const revoked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.some(([url]) => url === "/api/egs/revoke");

describe("Keluar", () => {
  it("asks first when the form on screen has changes, then removes every local draft", async () => {
    const fetchMock = stubApi();
    writeLocalDraft(demoUser.user_id, "surat-keluar.baru", { perihal: "Undangan" }, null);
    writeLocalDraft(KABID, "surat-keluar.baru", { perihal: "Nota dinas" }, null);
    const { router } = renderAt("/surat-masuk/buat", <FormPage />, {
      routes: [{ path: "/", element: <p>Halaman login</p> }],
    });
    fireEvent.change(await screen.findByLabelText("Perihal"), {
      target: { value: "Undangan Sosialisasi" },
    });

    await keluar();
    const dialog = await screen.findByRole("dialog", { name: LEAVE_QUESTION });
    fireEvent.click(within(dialog).getByRole("button", { name: STAY_BUTTON }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/surat-masuk/buat");
    expect(revoked(fetchMock)).toBe(false);
    expect(readLocalDraft(demoUser.user_id, "surat-keluar.baru")).not.toBeNull();

    await keluar();
    const again = await screen.findByRole("dialog", { name: LEAVE_QUESTION });
    fireEvent.click(within(again).getByRole("button", { name: LEAVE_BUTTON }));
    expect(await screen.findByText("Halaman login")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(revoked(fetchMock)).toBe(true);
    expect(readLocalDraft(demoUser.user_id, "surat-keluar.baru")).toBeNull();
    expect(readLocalDraft(KABID, "surat-keluar.baru")).toBeNull();
  });
});
