import type { AuditEntry } from "@lontar/contracts/audit";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startSession } from "../../../lib/auth/auth-store";
import { demoMenusWith, demoUser, tokenPair } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderApp } from "../../../test/render";

const menus = demoMenusWith("/manajemen-master/log-audit");

const signIn: AuditEntry = {
  id: 2,
  seq: 2,
  created_at: "2026-11-22T06:05:09.000Z",
  user_id: 1,
  username: "admin",
  action: "login",
  target_type: "user",
  target_id: "1",
  detail: { session_id: "s-1" },
  ip: "10.0.0.7",
  user_agent: "Firefox",
};
const failed: AuditEntry = {
  ...signIn,
  id: 1,
  seq: 1,
  user_id: null,
  username: "penyusup",
  action: "login_failed",
  target_type: null,
  target_id: null,
  detail: { username: "penyusup" },
  ip: "192.168.1.9",
};

const pageOf = (items: AuditEntry[]) => ({
  items,
  meta: {
    current_page: 1,
    last_page: 1,
    from: 1,
    to: items.length,
    per_page: 10,
    total: items.length,
  },
});

function stubServer(
  verify: () => Response = () => jsonResponse(200, { ok: true, checked: 2, brokenAt: null }),
) {
  return stubFetch((url) => {
    if (url.startsWith("/api/egs/user")) return jsonResponse(200, { data: demoUser });
    if (url === "/egs/master/menu") return jsonResponse(200, { items: menus });
    if (url.startsWith("/egs/audit-log/verify")) return verify();
    if (url.startsWith("/egs/audit-log")) {
      const action = new URL(url, "http://x").searchParams.get("action");
      return jsonResponse(200, pageOf(action === "login_failed" ? [failed] : [signIn, failed]));
    }
    return errorResponse(404, "Tidak ditemukan");
  });
}

const calls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith("/egs/audit-log?"));

describe("Log Audit", () => {
  it("lists Waktu, Pengguna, Aksi, Objek, Alamat IP and Detail in Indonesian", async () => {
    startSession(tokenPair("a"), { ...demoUser, user_level: 1 }, menus);
    const fetchMock = stubServer();
    renderApp("/manajemen-master/log-audit");

    expect(await screen.findByRole("heading", { name: "Log Audit" })).toBeVisible();
    const headers = (await screen.findAllByRole("columnheader")).map((th) => th.textContent);
    expect(headers).toEqual(["Waktu", "Pengguna", "Aksi", "Objek", "Alamat IP", "Detail"]);
    const row = (await screen.findByText("10.0.0.7")).closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("Masuk");
    expect(row).toHaveTextContent("22/11/2026 13:05:09 WIB");
    expect(row).toHaveTextContent("admin");
    expect(row).toHaveTextContent("Pengguna #1");
    expect(row).toHaveTextContent("10.0.0.7");
    const other = screen.getByText("Gagal masuk").closest("tr") as HTMLElement;
    expect(within(other).getByText('{"username":"penyusup"}')).toBeInTheDocument();
    const first = calls(fetchMock)[0] ?? "";
    expect(first).toMatch(/start_date=\d{4}-\d{2}-\d{2}&end_date=\d{4}-\d{2}-\d{2}/);
    expect(first).toContain("page=1&per_page=10");
  });

  it("filters by action and user, and offers 10, 20 or 50 a page", async () => {
    startSession(tokenPair("a"), { ...demoUser, user_level: 1 }, menus);
    const fetchMock = stubServer();
    renderApp("/manajemen-master/log-audit");
    await screen.findByText("10.0.0.7");

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Aksi" }));
    fireEvent.click(await screen.findByTitle("Gagal masuk"));
    await waitFor(() => expect(calls(fetchMock).at(-1)).toContain("action=login_failed"));
    await waitFor(() => expect(screen.queryByText("10.0.0.7")).not.toBeInTheDocument());

    fireEvent.change(screen.getByRole("textbox", { name: "Cari pengguna" }), {
      target: { value: "peny" },
    });
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Cari pengguna" }), { key: "Enter" });
    await waitFor(() => expect(calls(fetchMock).at(-1)).toContain("username=peny"));

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Jumlah per halaman" }));
    fireEvent.click(await screen.findByTitle("50 / halaman"));
    await waitFor(() => expect(calls(fetchMock).at(-1)).toContain("per_page=50"));
  });

  it("checks the chain and tells whether the log is whole", async () => {
    startSession(tokenPair("a"), { ...demoUser, user_level: 1 }, menus);
    stubServer();
    renderApp("/manajemen-master/log-audit");
    fireEvent.click(await screen.findByRole("button", { name: /Periksa keutuhan log/ }));
    expect(await screen.findByText("Log utuh (2 entri diperiksa)")).toBeInTheDocument();
  });

  it("names the broken entry", async () => {
    startSession(tokenPair("a"), { ...demoUser, user_level: 1 }, menus);
    stubServer(() => jsonResponse(200, { ok: false, checked: 41, brokenAt: 42 }));
    renderApp("/manajemen-master/log-audit");
    fireEvent.click(await screen.findByRole("button", { name: /Periksa keutuhan log/ }));
    expect(await screen.findByText(/Log tidak utuh: entri #42/)).toBeInTheDocument();
  });
});
