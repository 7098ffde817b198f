import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { clearSession } from "../lib/auth/auth-store";
import { OTHER_PAGE, renderAt } from "../test/render";
import {
  askBeforeLeaving,
  LEAVE_BUTTON,
  LEAVE_QUESTION,
  STAY_BUTTON,
  useUnsavedChangesGuard,
} from "./unsaved-changes-guard";

/** A form with one field, a link away, and a save that goes elsewhere. */
function Catatan() {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(text !== "", { detail: "Catatan belum dikirim." });
  return (
    <>
      <label>
        Catatan
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/dashboard">Dashboard</Link>
      <Link to="/form?tab=2">Tab kedua</Link>
      <button
        type="button"
        onClick={() => {
          guard.release();
          navigate("/tersimpan");
        }}
      >
        Simpan
      </button>
      {guard.dialog}
    </>
  );
}

const renderCatatan = () => renderAt("/form", <Catatan />).router;
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText("Catatan"), { target: { value } });
const question = () => screen.findByRole("dialog", { name: LEAVE_QUESTION });
const unloadPrevented = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("useUnsavedChangesGuard", () => {
  it("lets an untouched form go without asking", async () => {
    const router = renderCatatan();
    fireEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks before a link leaves; 'Tetap di sini' keeps the form and what was typed", async () => {
    const router = renderCatatan();
    type("Mohon dihadiri");
    fireEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    const dialog = await question();
    expect(dialog).toHaveTextContent("Catatan belum dikirim.");
    fireEvent.click(within(dialog).getByRole("button", { name: STAY_BUTTON }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/form");
    expect(screen.getByLabelText("Catatan")).toHaveValue("Mohon dihadiri");
  });

  it("leaves after 'Tinggalkan'", async () => {
    const router = renderCatatan();
    type("Mohon dihadiri");
    fireEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    fireEvent.click(within(await question()).getByRole("button", { name: LEAVE_BUTTON }));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("asks before the back button too", async () => {
    const { router } = renderAt("/dashboard", <p>Dashboard</p>, {
      routes: [{ path: "/form", element: <Catatan /> }],
    });
    await act(() => router.navigate("/form"));
    type("Mohon dihadiri");
    await act(() => router.navigate(-1));
    fireEvent.click(within(await question()).getByRole("button", { name: STAY_BUTTON }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/form");
  });

  it("does not ask for a change of query on the same page", async () => {
    const router = renderCatatan();
    type("Mohon dihadiri");
    fireEvent.click(screen.getByRole("link", { name: "Tab kedua" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=2"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("holds a reload or a closing tab only while there are changes", () => {
    renderCatatan();
    expect(unloadPrevented()).toBe(false);
    type("Mohon dihadiri");
    expect(unloadPrevented()).toBe(true);
    type("");
    expect(unloadPrevented()).toBe(false);
  });

  it("lets a successful save go without asking", async () => {
    const router = renderCatatan();
    type("Mohon dihadiri");
    fireEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/tersimpan");
    expect(unloadPrevented()).toBe(false);
  });

  it("lets a signed-out page go: nothing can be saved any more", async () => {
    const router = renderCatatan();
    type("Mohon dihadiri");
    act(() => clearSession());
    await act(() => router.navigate("/"));
    expect(router.state.location.pathname).toBe("/");
    expect(unloadPrevented()).toBe(false);
  });

  it("answers askBeforeLeaving (Keluar) with the user's choice, at once when nothing changed", async () => {
    renderCatatan();
    await expect(askBeforeLeaving()).resolves.toBe(true);
    type("Mohon dihadiri");
    let stay = askBeforeLeaving();
    fireEvent.click(within(await question()).getByRole("button", { name: STAY_BUTTON }));
    await expect(stay).resolves.toBe(false);
    stay = askBeforeLeaving();
    fireEvent.click(within(await question()).getByRole("button", { name: LEAVE_BUTTON }));
    await expect(stay).resolves.toBe(true);
  });
});
