import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import type { PegawaiPickerRecord } from "@lontar/contracts/pegawai";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useParams } from "react-router";
import { expect } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { LetterForm } from "./letter-form";
import { INIT_ID, LETTER_ID, mailTypes, pegawaiList } from "./letter-form.fixtures";

/** Rendering and driving the letter form in tests: a fake server, the routes, tab and picker steps. */
// Ant Design and the picker tables are slow in jsdom on a busy two-core machine.
export const slow = { timeout: 40_000 };
export const TAB_NAMES = [
  "Kepala Surat",
  "Pengirim",
  "Penerima",
  "Pemeriksa",
  "Referensi",
  "Isi Surat",
  "Lampiran",
  "Info Jadwal",
];

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function fakeServer(options: { detail?: OutgoingMailDetail; numberTaken?: boolean } = {}) {
  const calls: Call[] = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, "http://x");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const path = url.pathname;
    if (path === "/egs/initId") return jsonResponse(200, { items: { initId: INIT_ID } });
    if (path === "/egs/mail-type") return jsonResponse(200, { items: mailTypes });
    if (path.startsWith("/api/egs/list/pegawai"))
      return jsonResponse(200, {
        data: pegawaiList,
        current_page: 1,
        last_page: 1,
        per_page: 8,
        total: pegawaiList.length,
      });
    if (path === "/egs/check-available-no-surat")
      return jsonResponse(200, {
        items: { available: !options.numberTaken, no_surat: "000.1/7/2.16/2026" },
      });
    if (path.startsWith("/egs/referensi/mail/"))
      return jsonResponse(200, {
        items: [],
        meta: { current_page: 1, last_page: 1, from: null, to: null, per_page: 15, total: 0 },
      });
    if (path === "/egs/mail" && method === "POST")
      return jsonResponse(200, {
        items: { id: body.id ?? body.initId, status_surat: body.status_surat },
      });
    if (path === `/egs/mail/${LETTER_ID}` && options.detail)
      return jsonResponse(200, { items: options.detail });
    return jsonResponse(404, { diagnostic: { status: 404, code: "NF", message: "Not found" } });
  });
  return calls;
}

/** The edit route as router.tsx mounts it. */
function EditScreen() {
  const { section, id } = useParams();
  return <LetterForm section={section} id={id} />;
}

export const renderEdit = (section: string) =>
  renderForm(`/surat-keluar/${section}/detail/edit/${LETTER_ID}`);

/** The create screen, or (with an edit path) the edit screen; saving leads to the detail. */
export function renderForm(path = "/surat-keluar/buat") {
  return renderAt(path, <LetterForm />, {
    pattern: "/surat-keluar/buat",
    routes: [
      { path: "/surat-keluar/:section/detail/edit/:id", element: <EditScreen /> },
      { path: "/surat-keluar/:section/detail/:id", element: <p>Halaman detail</p> },
    ],
  }).router;
}

export const activePanel = () =>
  document.querySelector('[role="tabpanel"][aria-hidden="false"]') as HTMLElement;
export async function goTo(name: string) {
  fireEvent.click(screen.getByRole("tab", { name }));
  await waitFor(() => {
    expect(screen.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    expect(activePanel()).not.toBeNull();
  });
}
export const kirim = () => screen.getByRole("button", { name: "Kirim" });

export async function pick(buttonName: string, people: PegawaiPickerRecord[]) {
  fireEvent.click(within(activePanel()).getByRole("button", { name: new RegExp(buttonName) }));
  const dialog = await screen.findByRole("dialog", {}, slow);
  for (const person of people) {
    const row = (await within(dialog).findByText(person.peg_nama, {}, slow)).closest("tr");
    fireEvent.click(within(row as HTMLElement).getByRole("checkbox"));
  }
  fireEvent.click(within(dialog).getByRole("button", { name: "Pilih" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

export async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(within(activePanel()).getByRole("combobox", { name: label }));
  const found = (await screen.findAllByTitle(option, {}, slow)).find((el) =>
    el.closest(".ant-select-dropdown"),
  );
  fireEvent.click(found as HTMLElement);
}
