import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { startSession } from "../../lib/auth/auth-store";
import { readLocalDraft, writeLocalDraft } from "../../lib/local-drafts";
import { createQueryClient } from "../../lib/query-client";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";
import { jsonResponse, stubFetch } from "../../test/http";
import { useSessionSync } from "./use-session-sync";

const KABID = 4;

describe("useSessionSync", () => {
  it("removes the local drafts another user left in this browser, and keeps the user's own", async () => {
    stubFetch((url) =>
      url === "/egs/master/menu"
        ? jsonResponse(200, { items: demoMenus })
        : jsonResponse(200, { data: demoUser }),
    );
    writeLocalDraft(demoUser.user_id, "surat-keluar.baru", { perihal: "Undangan" }, null);
    writeLocalDraft(KABID, "surat-keluar.baru", { perihal: "Nota dinas" }, null);
    startSession(tokenPair("a"), demoUser, demoMenus);
    const client = createQueryClient();
    renderHook(() => useSessionSync(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(readLocalDraft(KABID, "surat-keluar.baru")).toBeNull());
    expect(readLocalDraft(demoUser.user_id, "surat-keluar.baru")?.value).toEqual({
      perihal: "Undangan",
    });
  });
});
