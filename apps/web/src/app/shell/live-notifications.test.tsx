import type { MenuItem } from "@lontar/contracts/menu";
import type { NotificationItem } from "@lontar/contracts/notification";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { startSession } from "../../lib/auth/auth-store";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";
import { errorResponse, jsonResponse, streamResponse, stubFetch } from "../../test/http";
import { renderApp } from "../../test/render";

const menus: MenuItem[] = [
  ...demoMenus,
  {
    _id: 3,
    name: "Surat Keluar",
    icon: "SendOutlined",
    link: null,
    route_include: [],
    sub_link: [
      {
        _id: 31,
        name: "Persetujuan",
        icon: null,
        link: "/surat-keluar/persetujuan",
        route_include: [],
      },
    ],
  },
];

const item = (n: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `0190-${n}`,
  kategori: "persetujuan",
  type: "pemeriksaan",
  mail_id: `m-${n}`,
  perihal: `Undangan Rapat ${n}`,
  pengirim: "Rina Pelaksana",
  penerima: null,
  tanggal: new Date().toISOString(),
  is_read: false,
  keterangan: null,
  kategori_surat: "internal",
  ...over,
});

const counters = (persetujuan: number, masuk = 0) => ({
  persetujuan_count: persetujuan,
  surat_masuk: masuk,
  konsep: 0,
  notifCount: persetujuan + masuk,
});

const page = (items: NotificationItem[], perPage = 4) => ({
  items,
  meta: {
    current_page: 1,
    last_page: 1,
    from: items.length ? 1 : null,
    to: items.length || null,
    per_page: perPage,
    total: items.length,
  },
});

/** A live stream the test writes to, one event at a time. */
function openStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    }),
    { status: 200, headers: { "Content-Type": "text/event-stream" } },
  );
  return {
    response,
    send: (e: { event: string; data: unknown }) =>
      controller?.enqueue(
        new TextEncoder().encode(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`),
      ),
  };
}

function stubShell(handlers: Record<string, (init: RequestInit) => Response>) {
  return stubFetch((url, init) => {
    const match = Object.entries(handlers).find(([prefix]) => url.startsWith(prefix));
    if (match) return match[1](init);
    if (url.startsWith("/api/egs/user")) return jsonResponse(200, { data: demoUser });
    if (url === "/egs/master/menu") return jsonResponse(200, { items: menus });
    return errorResponse(404, "Tidak ditemukan");
  });
}

describe("notifications in the shell", () => {
  it("the bell shows the unread count and the latest 4, each linking to its letter; 'See all' opens /notifikasi", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    const calls = stubShell({
      "/api/egs/stream": () => streamResponse({ event: "counters", data: counters(3, 2) }),
      "/egs/notification?": () =>
        jsonResponse(200, page([item(1), item(2, { kategori: "surat-masuk", type: "disposisi" })])),
    });
    const { router } = renderApp("/dashboard");
    const bell = await screen.findByRole("button", { name: "Notifikasi, 5 belum dibaca" });
    expect(
      calls.mock.calls.some(([url]) => String(url) === "/egs/notification?page=1&per_page=4"),
    ).toBe(true);

    const user = userEvent.setup({ delay: null });
    await user.click(bell);
    const first = await screen.findByText("Undangan Rapat 1");
    expect(first.closest("a")).toHaveAttribute("href", "/surat-keluar/persetujuan/detail/m-1");
    expect(screen.getByText("Disposisi surat untuk anda").closest("a")).toHaveAttribute(
      "href",
      "/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/m-2",
    );
    await user.click(screen.getByRole("link", { name: "See all" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifikasi"));
  });

  it("a pushed notification raises the badges without a reload and shows a toast", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    stubShell({
      "/api/egs/stream": () =>
        streamResponse(
          { event: "counters", data: counters(0) },
          { event: "notification", data: { notification: item(7), counters: counters(1, 1) } },
        ),
    });
    renderApp("/dashboard");
    expect(await screen.findByRole("button", { name: "Notifikasi, 2 belum dibaca" })).toBeVisible();
    const toast = await screen.findByText("Surat menunggu pemeriksaan anda");
    expect(toast).toBeVisible();
    expect(screen.getByText("Undangan Rapat 7 — Rina Pelaksana")).toBeVisible();
    const menu = screen.getByRole("menu");
    const masuk = within(menu).getByText("Surat Masuk").closest(".sidebar-badge");
    expect(masuk).toHaveTextContent("1");
  });

  it("a toast carries the note it came with and opens the letter", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    const revision = item(8, {
      kategori: "konsep",
      type: "perbaikan",
      keterangan: "Ganti tanggal",
    });
    stubShell({
      "/api/egs/stream": () =>
        streamResponse(
          { event: "counters", data: counters(0) },
          { event: "notification", data: { notification: revision, counters: counters(0) } },
        ),
    });
    const { router } = renderApp("/dashboard");
    const toast = await screen.findByText(
      "Undangan Rapat 8 — Rina Pelaksana. Catatan Perbaikan: Ganti tanggal",
    );
    await userEvent.setup({ delay: null }).click(toast);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/surat-keluar/konsep/detail/m-8"),
    );
  });

  it("the dashboard's cards follow the stream as the bell does, without a reload", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    const live = openStream();
    let waiting = 0;
    const card = (total: number) => ({ total, read: 0, havent_read: total });
    const countCalls = stubShell({
      "/api/egs/stream": () => live.response,
      "/egs/dashboard/count": () =>
        jsonResponse(200, {
          items: {
            count_internal: card(0),
            count_sekretariat: card(0),
            count_persetujuan: card(waiting),
            count_draft: card(0),
            count_disposisi: card(0),
            count_teruskan: card(0),
          },
        }),
      "/egs/activity": () => jsonResponse(200, { items: [] }),
    });
    const counted = () =>
      countCalls.mock.calls.filter(([url]) => String(url).startsWith("/egs/dashboard/count"))
        .length;
    renderApp("/dashboard");
    expect(await screen.findByRole("link", { name: /^Diperiksa 0\b/ })).toBeVisible();
    live.send({ event: "counters", data: counters(0) });
    expect(await screen.findByRole("button", { name: "Notifikasi" })).toBeVisible();

    waiting = 1;
    live.send({ event: "notification", data: { notification: item(9), counters: counters(1) } });
    expect(await screen.findByRole("link", { name: /^Diperiksa 1\b/ })).toBeVisible();
    expect(screen.getByRole("button", { name: "Notifikasi, 1 belum dibaca" })).toBeVisible();
    // The counters of a fresh connection are those the page just read: asked once, then once
    // for the notification.
    expect(counted()).toBe(2);

    // Read elsewhere (another tab, the server's counters move): the cards follow too.
    waiting = 0;
    live.send({ event: "counters", data: counters(0) });
    expect(await screen.findByRole("link", { name: /^Diperiksa 0\b/ })).toBeVisible();
  });

  it("a clicked Web Push reads its notification on arrival and leaves the address clean", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    const reads: unknown[] = [];
    stubShell({
      "/egs/notification/read": (init) => {
        reads.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { items: counters(0) });
      },
    });
    const id = "0190a1b2-0000-7000-8000-0000000000aa";
    const { router } = renderApp(`/dashboard?notifikasi=${id}`);
    await waitFor(() => expect(reads).toEqual([{ id }]));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("says the connection is lost while the stream is down", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    stubShell({
      "/api/egs/stream": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderApp("/dashboard");
    expect(
      await screen.findByText("You lost connection ! Please, check your connection."),
    ).toBeVisible();
  });

  it("opening Persetujuan resets its counter", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    const reads: unknown[] = [];
    stubShell({
      "/api/egs/stream": () => streamResponse({ event: "counters", data: counters(2) }),
      "/egs/notification/read": (init) => {
        reads.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { items: counters(0) });
      },
      "/egs/persetujuan/mail": () => jsonResponse(200, page([], 10)),
    });
    renderApp("/surat-keluar/persetujuan");
    await waitFor(() => expect(reads).toEqual([{ kategori: "persetujuan" }]));
    expect(await screen.findByRole("button", { name: "Notifikasi" })).toBeVisible();
  });

  it("/notifikasi pages with the spec's footer, or says 'Tidak ada notifikasi !'", async () => {
    startSession(tokenPair("a"), demoUser, menus);
    stubShell({});
    const empty = renderApp("/notifikasi");
    expect(await screen.findByText("Tidak ada notifikasi !")).toBeVisible();
    empty.unmount();

    const calls = stubShell({
      "/egs/notification?": () => jsonResponse(200, page([item(1), item(2)], 10)),
    });
    renderApp("/notifikasi");
    expect(await screen.findByText("Undangan Rapat 2")).toBeVisible();
    expect(
      screen.getByText("Menampilkan page 1 dari 1 total pages dan 2 total entri"),
    ).toBeVisible();
    expect(
      calls.mock.calls.some(([url]) => String(url) === "/egs/notification?page=1&per_page=10"),
    ).toBe(true);
  });
});
