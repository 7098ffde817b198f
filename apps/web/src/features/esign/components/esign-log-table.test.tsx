import type { EsignLogItem } from "@lontar/contracts/esign";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startSession } from "../../../lib/auth/auth-store";
import { demoMenusWith, demoUser, tokenPair } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderApp } from "../../../test/render";

const menus = demoMenusWith("/bank-surat/daftar-log");

const DOC_ID = "01900000-0000-7000-8000-0000000000d1";
const signed: EsignLogItem = {
  id: 2,
  user_log: "Ir. Bambang Kadis, M.T.",
  sebagai: "a.n. Bupati Contoh, Kepala Dinas Komunikasi dan Informatika",
  time: "2026-11-22T06:05:00.000Z",
  ip: "10.0.0.7",
  urlDoc: `/verifikasi/${DOC_ID}`,
  mail_id: "01900000-0000-7000-8000-0000000000a1",
  status_log: { text: "Berhasil tanda tangan", status: "success" },
};
const failed: EsignLogItem = {
  id: 1,
  user_log: "Ir. Bambang Kadis, M.T.",
  sebagai: null,
  time: "2026-11-22T06:01:00.000Z",
  ip: "10.0.0.7",
  urlDoc: null,
  mail_id: "01900000-0000-7000-8000-0000000000a1",
  status_log: { text: "Passphrase salah", status: "failure" },
};

const pageOf = (items: EsignLogItem[], page: number) => ({
  items,
  meta: { current_page: page, last_page: 2, from: page * 10 - 9, to: 12, per_page: 10, total: 12 },
});

function stubServer(activity: (url: URL) => Response) {
  return stubFetch((url) => {
    if (url.startsWith("/api/egs/user")) return jsonResponse(200, { data: demoUser });
    if (url === "/egs/master/menu") return jsonResponse(200, { items: menus });
    if (url.startsWith("/egs/esign-activity")) return activity(new URL(url, "http://x"));
    if (url.startsWith("/egs/public/verify")) return errorResponse(404, "Dokumen tidak ditemukan");
    return errorResponse(404, "Tidak ditemukan");
  });
}

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

describe("Daftar Log", () => {
  it("lists User, Time, IP, Aksi and Status, ten a page, with the paged footer", async () => {
    startSession(tokenPair("a"), { ...demoUser, user_level: 1 }, menus);
    const fetchMock = stubServer((url) =>
      jsonResponse(200, pageOf(url.searchParams.get("page") === "2" ? [failed] : [signed], 1)),
    );
    const { router } = renderApp("/bank-surat/daftar-log");

    expect(await screen.findByRole("heading", { name: "Daftar Log" })).toBeVisible();
    const headers = (await screen.findAllByRole("columnheader")).map((th) => th.textContent);
    expect(headers).toEqual(["User", "Time", "IP", "Aksi", "Status"]);
    const row = rowOf("Berhasil tanda tangan");
    expect(row).toHaveTextContent("Ir. Bambang Kadis, M.T.");
    expect(row).toHaveTextContent("a.n. Bupati Contoh, Kepala Dinas Komunikasi dan Informatika");
    expect(row).toHaveTextContent("22 November 2026 13:05 WIB");
    expect(row).toHaveTextContent("10.0.0.7");
    expect(within(row).getByText("Berhasil tanda tangan")).toHaveClass("ant-tag-green");
    expect(
      screen.getByText("Menampilkan page 1 dari 2 total pages dan 12 total entri"),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith("/egs/esign-activity"),
    );
    expect(call?.[0]).toBe("/egs/esign-activity?page=1&per_page=10");

    fireEvent.click(screen.getByRole("button", { name: "Halaman berikutnya" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        "/egs/esign-activity?page=2&per_page=10",
      ),
    );
    const failedRow = await waitFor(() => rowOf("Passphrase salah"));
    expect(within(failedRow).getByText("Passphrase salah")).toHaveClass("ant-tag-red");
    expect(within(failedRow).queryByRole("link")).not.toBeInTheDocument();
    expect(failedRow.querySelectorAll("td")[3]).toHaveTextContent("-");

    expect(router.state.location.pathname).toBe("/bank-surat/daftar-log");
  });

  it("opens the document of a row inside the app", async () => {
    startSession(tokenPair("a"), { ...demoUser, user_level: 1 }, menus);
    stubServer(() => jsonResponse(200, pageOf([signed], 1)));
    const { router } = renderApp("/bank-surat/daftar-log");

    const link = await screen.findByRole("link", { name: "Lihat Dokumen" });
    expect(link).toHaveAttribute("href", `/verifikasi/${DOC_ID}`);
    fireEvent.click(link);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/verifikasi/${DOC_ID}`));
    expect(await screen.findByRole("heading", { name: "Verifikasi Dokumen" })).toBeVisible();
  });

  it("shows the server's refusal for a user who may not see the log", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    stubServer(() => errorResponse(403, "Anda tidak memiliki akses.", "FORBIDDEN"));
    renderApp("/bank-surat/daftar-log");

    expect(
      await screen.findByText("Anda tidak memiliki akses.", { selector: ".ant-alert *" }),
    ).toBeInTheDocument();
  });
});
