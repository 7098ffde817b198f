import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { letter } from "../../features/surat-keluar/test-support";
import {
  fakeReactPdf,
  historyItem,
  incomingLetter,
  LETTER_ID,
} from "../../features/surat-masuk/test-support";
import { jsonResponse, stubFetch } from "../../test/http";
import { renderAt } from "../../test/render";
import { Component as BankDetail } from "./bank-surat-detail";

vi.mock("react-pdf", () => fakeReactPdf());

function fakeServer(detail: OutgoingMailDetail) {
  const calls: string[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, "http://x");
    calls.push(url.pathname);
    if ([`/egs/mail-sekretariat/${LETTER_ID}`, `/egs/mail/${LETTER_ID}`].includes(url.pathname))
      return jsonResponse(200, { items: detail });
    if (url.pathname.endsWith("/pdf")) return new Response(new Blob(["%PDF-1.7"]));
    if (url.pathname === `/egs/mail-disposisi/${LETTER_ID}`)
      return jsonResponse(200, {
        items: { user: [historyItem({ can_withdraw: true, can_finish: true })], plt: [] },
      });
    return jsonResponse(200, { items: [] });
  });
  return calls;
}

const renderBank = (path: string) =>
  renderAt(path, <BankDetail />, {
    pattern:
      path.includes("/list/detail/") && !path.startsWith("/bank-surat/list/")
        ? "/bank-surat/:bank/list/detail/:id"
        : "/bank-surat/list/detail/:id",
    banner: true,
  });

describe("bank details: the letter details, read only", () => {
  it("Bank Surat Masuk (Sekretariat): no disposition, inline edit, withdraw or follow-up; Kembali to the bank", async () => {
    // Even where the server would allow it (can.dispose, can.edit_number), the bank only reads.
    const calls = fakeServer(
      incomingLetter({ can: { ...incomingLetter().can, dispose: true, edit_number: true } }),
    );
    const { router } = renderBank(`/bank-surat/masuk-sekretariat/list/detail/${LETTER_ID}`);
    expect(await screen.findByRole("tab", { name: "Data Surat" })).toBeInTheDocument();
    expect(calls).toContain(`/egs/mail-sekretariat/${LETTER_ID}`);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).not.toContain("Disposisi/Teruskan");
    expect(tabs).toContain("Riwayat Tindakan");
    fireEvent.click(screen.getByRole("tab", { name: "Data Surat" }));
    expect(await screen.findByText("005/123/DISDIK/2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ubah Nomor Surat" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("tab", { name: "Riwayat Tindakan" }));
    expect(await screen.findByText("Ir. Made Adi Wiranata, M.T.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Tarik/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Tandai selesai/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /Kembali/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/bank-surat/masuk-sekretariat"),
    );
  });

  it("Bank Surat Masuk opens the internal letter through egs/mail/{id}", async () => {
    const calls = fakeServer(
      incomingLetter({ kategori_surat: "internal", can: { ...letter().can, dispose: true } }),
    );
    renderBank(`/bank-surat/masuk/list/detail/${LETTER_ID}`);
    expect(await screen.findByRole("tab", { name: "Data Surat" })).toBeInTheDocument();
    expect(calls).toContain(`/egs/mail/${LETTER_ID}`);
    expect(screen.queryByRole("tab", { name: "Disposisi/Teruskan" })).not.toBeInTheDocument();
  });

  it("Bank Surat Keluar (and /bank-surat/list/detail): no EDIT and no approval bar", async () => {
    for (const path of [
      `/bank-surat/keluar/list/detail/${LETTER_ID}`,
      `/bank-surat/list/detail/${LETTER_ID}`,
    ]) {
      // A letter the reader could edit and act on in Persetujuan.
      fakeServer(letter({ can: { ...letter().can, edit: true, act: true } }));
      const { router, unmount } = renderBank(path);
      expect(await screen.findByRole("tab", { name: "Riwayat Catatan" })).toBeInTheDocument();
      expect(await screen.findByRole("button", { name: /INFO/ })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /EDIT/ })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /LANJUTKAN|SETUJU/ })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: /Kembali/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/bank-surat/keluar"));
      unmount();
    }
  });
});
