import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  LEAVE_BUTTON,
  LEAVE_QUESTION,
  STAY_BUTTON,
} from "../../../components/unsaved-changes-guard";
import { pegawaiRecord } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { OTHER_PAGE, renderAt } from "../../../test/render";
import { LETTER_ID } from "../test-support";
import { DispositionForm } from "./disposition-form";

const kabid = pegawaiRecord("Rizky Pratama Harahap", "198104062006011002", "Kepala Bidang");

const sekdis = pegawaiRecord("Dewi Anggraini Lubis", "197709022002122003", "Sekretaris Dinas");
const pickerPage = (data: ReturnType<typeof pegawaiRecord>[]) =>
  jsonResponse(200, { data, current_page: 1, last_page: 1, per_page: 8, total: data.length });

/** The picker lists read, in order. */
let lists: string[] = [];

function fakeServer() {
  const posts: unknown[] = [];
  lists = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, "http://x");
    if (url.pathname === "/egs/list-aksi")
      return jsonResponse(200, { items: ["Untuk ditindaklanjuti", "Untuk diketahui"] });
    // A disposition goes below the user; a forward to anyone of the unit (here also sekdis).
    if (url.pathname === "/api/egs/list/tujuan-disposisi") {
      lists.push("disposisi");
      return pickerPage([kabid]);
    }
    if (url.pathname === "/api/egs/list/tujuan-teruskan") {
      lists.push("teruskan");
      return pickerPage([sekdis, kabid]);
    }
    if (url.pathname === `/egs/mail-disposisi/${LETTER_ID}` && init.method === "POST") {
      posts.push(JSON.parse(String(init.body)));
      return jsonResponse(200, { items: { id: 9 } });
    }
    return jsonResponse(200, { items: [] });
  });
  return posts;
}

const renderForm = () =>
  renderAt(`/detail/${LETTER_ID}`, <DispositionForm id={LETTER_ID} />, {
    pattern: "/detail/:id",
    banner: true,
  });

async function pickKabid() {
  fireEvent.click(screen.getByRole("button", { name: /Pilih Pegawai/ }));
  const dialog = await screen.findByRole("dialog");
  const row = (await within(dialog).findByText("Rizky Pratama Harahap")).closest(
    "tr",
  ) as HTMLElement;
  fireEvent.click(within(row).getByRole("checkbox"));
  fireEvent.click(within(dialog).getByRole("button", { name: "Pilih" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

/**
 * Ticks an instruction. Ant Design's Checkbox.Group drops a click that lands before its options
 * have registered themselves (they do so in an effect), so tick again until the box shows it.
 */
async function tick(name: string) {
  await screen.findByRole("checkbox", { name });
  await waitFor(() => {
    const box = screen.getByRole("checkbox", { name }) as HTMLInputElement;
    if (!box.checked) fireEvent.click(box);
    expect(box).toBeChecked();
  });
}

describe("Disposisi/Teruskan form", () => {
  it("shows the instruction checklist and Terbuka/Tertutup only for Disposisi", async () => {
    fakeServer();
    renderForm();
    expect(
      await screen.findByRole("checkbox", { name: "Untuk ditindaklanjuti" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Tertutup" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "Teruskan" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("checkbox", { name: "Untuk ditindaklanjuti" }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("radio", { name: "Tertutup" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Teruskan/ })).toBeInTheDocument();
  });

  it("refuses empty targets before sending", async () => {
    const posts = fakeServer();
    renderForm();
    fireEvent.click(await screen.findByRole("button", { name: /Kirim Disposisi/ }));
    expect(await screen.findByText(INCOMING_MESSAGES.noTargets)).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("sends a private disposition, says 'Success' and returns to the inbox", async () => {
    const posts = fakeServer();
    const { router } = renderForm();
    await tick("Untuk ditindaklanjuti");
    fireEvent.click(screen.getByRole("radio", { name: "Tertutup" }));
    await pickKabid();
    fireEvent.change(screen.getByLabelText("Catatan"), { target: { value: "Segera" } });
    fireEvent.click(screen.getByRole("button", { name: /Kirim Disposisi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/surat-masuk/daftar-surat"));
    expect(screen.getByTestId("banner")).toHaveTextContent("success: Success");
    expect(posts[0]).toEqual({
      user: [kabid.peg_nip],
      plt: [],
      action: {
        is_disposisi: true,
        text: ["Untuk ditindaklanjuti"],
        keterangan: "Segera",
        is_private: true,
        batas_waktu: null,
      },
    });
  });

  it("picks disposition targets from below the user, forward targets from the unit", async () => {
    fakeServer();
    renderForm();
    await pickKabid();
    expect(lists).toEqual(["disposisi"]);
    fireEvent.click(screen.getByRole("radio", { name: "Teruskan" }));
    fireEvent.click(screen.getByRole("button", { name: /Pilih Pegawai/ }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Dewi Anggraini Lubis")).toBeInTheDocument();
    expect(lists).toEqual(["disposisi", "teruskan"]);
  });

  it("Teruskan clears the private flag and the instructions", async () => {
    const posts = fakeServer();
    renderForm();
    await tick("Untuk ditindaklanjuti");
    fireEvent.click(screen.getByRole("radio", { name: "Tertutup" }));
    fireEvent.click(screen.getByRole("radio", { name: "Teruskan" }));
    await pickKabid();
    fireEvent.click(screen.getByRole("button", { name: /Teruskan/ }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      action: { is_disposisi: false, text: [], is_private: false, batas_waktu: null },
    });
  });

  it("asks before a started disposition is left; choosing Teruskan alone is no change", async () => {
    fakeServer();
    const { router } = renderForm();
    fireEvent.click(await screen.findByRole("radio", { name: "Teruskan" }));
    await act(() => router.navigate("/surat-masuk/daftar-surat"));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();

    await act(() => router.navigate(`/detail/${LETTER_ID}`));
    fireEvent.change(await screen.findByLabelText("Catatan"), { target: { value: "Segera" } });
    await act(() => router.navigate("/surat-masuk/daftar-surat"));
    let dialog = await screen.findByRole("dialog", { name: LEAVE_QUESTION });
    fireEvent.click(within(dialog).getByRole("button", { name: STAY_BUTTON }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Catatan")).toHaveValue("Segera");
    await act(() => router.navigate("/surat-masuk/daftar-surat"));
    dialog = await screen.findByRole("dialog", { name: LEAVE_QUESTION });
    fireEvent.click(within(dialog).getByRole("button", { name: LEAVE_BUTTON }));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
  });
});
