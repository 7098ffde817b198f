import { screen, waitFor } from "@testing-library/react";
import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { startSession } from "../../../lib/auth/auth-store";
import { createQueryClient, setActiveQueryClient } from "../../../lib/query-client";
import { demoMenus, demoUser, tokenPair } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { InboxPage } from "../components/inbox-page";
import { inboxItem } from "../test-support";
import { prefetchInbox } from "./prefetch-inbox";

const meta = { current_page: 1, last_page: 1, from: 1, to: 1, per_page: 10, total: 1 };

function fakeServer() {
  const inboxCalls: string[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    if (url.pathname === "/api/master/skpd") return jsonResponse(200, { data: [] });
    inboxCalls.push(url.pathname + url.search);
    return jsonResponse(200, { items: [inboxItem()], meta });
  });
  return inboxCalls;
}

const enter = (url: string) =>
  prefetchInbox({ request: new Request(url), params: {} } as LoaderFunctionArgs);

describe("inbox prefetch", () => {
  it("asks for the page's first list as the route is entered, and the page then uses it", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const calls = fakeServer();
    const client = createQueryClient();
    setActiveQueryClient(client);
    enter("http://x/surat-masuk/daftar-surat");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(
      /^\/egs\/mail\?start_date=\d{4}-\d{2}-\d{2}&end_date=.*page=1&per_page=10$/,
    );

    renderAt("/surat-masuk/daftar-surat", <InboxPage />, { queryClient: client, user: null });
    expect(await screen.findByRole("link", { name: "Permohonan Narasumber" })).toBeInTheDocument();
    // Same query as the page's own: it was not asked for again.
    expect(calls).toHaveLength(1);
  });

  it("follows the tab in the URL", async () => {
    startSession(tokenPair("a"), demoUser, demoMenus);
    const calls = fakeServer();
    setActiveQueryClient(createQueryClient());
    enter("http://x/surat-masuk/daftar-surat?tab=sekretariat");
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/^\/egs\/mail-sekretariat\?/);
  });

  it("asks for nothing without a session", async () => {
    const calls = fakeServer();
    setActiveQueryClient(createQueryClient());
    enter("http://x/surat-masuk/daftar-surat");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });
});
