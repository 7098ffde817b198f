import type { ApprovalRequest, OutgoingMailDetail } from "@lontar/contracts/mail";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { LETTER_ID, letter } from "../test-support";
import { ApprovalBar } from "./approval-bar";

type Answer = (body: ApprovalRequest) => Response;
const FILE_ID = "01900000-0000-7000-8000-0000000000f1";

function fakeServer(answer: Answer) {
  const posted: ApprovalRequest[] = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, "http://x");
    if (url.pathname === `/egs/riw-catatan/create/${LETTER_ID}`) {
      const body = JSON.parse(String(init.body)) as ApprovalRequest;
      posted.push(body);
      return answer(body);
    }
    return jsonResponse(200, { items: [], meta: {} });
  });
  return posted;
}

const ok = () =>
  jsonResponse(200, {
    items: { id: LETTER_ID, status_surat: "pemeriksa", order_now: 3, no_surat: null },
  });

const can = (over: Partial<OutgoingMailDetail["can"]>) =>
  letter({ can: { ...letter().can, ...over } });

const renderBar = (detail: OutgoingMailDetail) =>
  renderAt(`/surat-keluar/persetujuan/detail/${LETTER_ID}`, <ApprovalBar letter={detail} />, {
    pattern: "/surat-keluar/:section/detail/:id",
    banner: true,
  });

const dialog = () => screen.findByRole("dialog");
const ok_ = (modal: HTMLElement, label: string) =>
  fireEvent.click(within(modal).getByRole("button", { name: label }));

describe("Reviewer action bar", () => {
  it("reads LANJUTKAN for a reviewer before the last, and passes the letter on", async () => {
    const posted = fakeServer(ok);
    const { router } = renderBar(can({ is_last_reviewer: false }));
    expect(screen.queryByRole("button", { name: /SETUJU/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /LANJUTKAN/ }));
    const popup = await screen.findByText("Lanjutkan surat ini ke pemeriksa berikutnya ?");
    fireEvent.click(within(popup.closest(".ant-popover") as HTMLElement).getByText("Ya"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/surat-keluar/persetujuan"));
    expect(posted[0]).toEqual({ is_accepted: true, text: "lanjutkan" });
    expect(screen.getByTestId("banner")).toHaveTextContent(
      "success: Surat diteruskan ke pemeriksa berikutnya",
    );
  });

  it("reads SETUJU for the last reviewer; a wrong passphrase keeps the dialog with 'Passphrase salah'", async () => {
    const posted = fakeServer((body) =>
      body.passphrase === "lontar123"
        ? jsonResponse(200, {
            items: { id: LETTER_ID, status_surat: "terkirim", order_now: 3, no_surat: "005/3" },
          })
        : errorResponse(422, "Passphrase salah", "VALIDATION_FAILED", {
            passphrase: ["Passphrase salah"],
          }),
    );
    const { router } = renderBar(can({ is_last_reviewer: true, needs_passphrase: true }));
    expect(screen.queryByRole("button", { name: /LANJUTKAN/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /SETUJU/ }));
    const modal = await dialog();
    const field = within(modal).getByLabelText("Passphrase");
    expect(field).toHaveAttribute("type", "password");

    fireEvent.change(field, { target: { value: "salah-sekali" } });
    ok_(modal, "SETUJU");
    expect(await within(modal).findByText("Passphrase salah")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/surat-keluar/persetujuan/detail/${LETTER_ID}`);

    fireEvent.change(field, { target: { value: "lontar123" } });
    ok_(modal, "SETUJU");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/surat-keluar/telusuri/detail/${LETTER_ID}`),
    );
    expect(screen.getByTestId("banner")).toHaveTextContent("success: Passphrase success !");
    expect(posted.at(-1)).toEqual({ is_accepted: true, text: "setuju", passphrase: "lontar123" });
  });

  it("a joint letter's signers: the first is told it goes on, the next cannot send it back", async () => {
    fakeServer(ok);
    const signer = { is_last_reviewer: true, needs_passphrase: true };
    const first = { ...can(signer), jumlah_penandatangan: 2, ditandatangani: 0 };
    const { unmount } = renderBar(first);
    expect(screen.getByRole("button", { name: /PERBAIKAN/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /SETUJU/ }));
    expect(
      await within(await dialog()).findByText(
        "Surat akan ditandatangani secara elektronik dan diteruskan ke penandatangan berikutnya.",
      ),
    ).toBeInTheDocument();
    unmount();

    renderBar({ ...can(signer), jumlah_penandatangan: 2, ditandatangani: 1 });
    expect(screen.getByRole("button", { name: /SETUJU/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /BATALKAN/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /PERBAIKAN/ })).not.toBeInTheDocument();
  });

  it("shows the lock message of a 423 in the passphrase dialog", async () => {
    fakeServer(() =>
      errorResponse(
        423,
        "Tanda tangan elektronik dikunci 15 menit karena passphrase salah 5 kali",
        "LOCKED",
      ),
    );
    renderBar(can({ is_last_reviewer: true, needs_passphrase: true }));
    fireEvent.click(screen.getByRole("button", { name: /SETUJU/ }));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText("Passphrase"), { target: { value: "apa saja" } });
    ok_(modal, "SETUJU");
    expect(
      await within(modal).findByText(
        "Tanda tangan elektronik dikunci 15 menit karena passphrase salah 5 kali",
      ),
    ).toBeInTheDocument();
  });

  it("SETUJU without a digital signature asks to confirm instead of a passphrase", async () => {
    const posted = fakeServer(ok);
    const { router } = renderBar(can({ is_last_reviewer: true, needs_passphrase: false }));
    fireEvent.click(screen.getByRole("button", { name: /SETUJU/ }));
    const popup = await screen.findByText("Setujui dan kirim surat ini ?");
    fireEvent.click(within(popup.closest(".ant-popover") as HTMLElement).getByText("Ya"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/surat-keluar/telusuri/detail/${LETTER_ID}`),
    );
    expect(posted[0]).toEqual({ is_accepted: true, text: "setuju" });
  });

  it("SETUJU in the external signing mode uploads the PDF signed elsewhere with the action", async () => {
    const posted: unknown[] = [];
    const uploads: string[] = [];
    stubFetch((raw, init) => {
      const url = new URL(raw, "http://x");
      if (url.pathname === "/api/master/store-file" && uploads.push(url.search))
        return jsonResponse(200, {
          data: {
            _id: FILE_ID,
            file_name: "ttd.pdf",
            file_size: 9,
            mime: "application/pdf",
            file_url: "",
          },
        });
      if (url.pathname === `/egs/riw-catatan/create/${LETTER_ID}`) {
        posted.push(JSON.parse(String(init.body)));
        return ok();
      }
      return jsonResponse(200, { items: [], meta: {} });
    });
    const { router } = renderBar(can({ is_last_reviewer: true, needs_signed_file: true }));
    fireEvent.click(screen.getByRole("button", { name: /SETUJU/ }));
    const modal = await dialog();
    ok_(modal, "SETUJU");
    expect(
      await within(modal).findByText("File surat bertanda tangan kosong !"),
    ).toBeInTheDocument();
    const input = modal.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["%PDF-1.7"], "ttd.pdf", { type: "application/pdf" })] },
    });
    await within(modal).findByText("ttd.pdf");
    ok_(modal, "SETUJU");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/surat-keluar/telusuri/detail/${LETTER_ID}`),
    );
    expect(posted[0]).toEqual({ is_accepted: true, text: "setuju", signed_file: FILE_ID });
    expect(uploads).toEqual(["?purpose=surat-ttd"]);
  });

  it("PERBAIKAN starts with the note 'Perbaikan' and sends the letter one level back", async () => {
    const posted = fakeServer(ok);
    const { router } = renderBar(letter());
    fireEvent.click(screen.getByRole("button", { name: /PERBAIKAN/ }));
    const modal = await dialog();
    expect(within(modal).getByLabelText("Catatan Perbaikan")).toHaveValue("Perbaikan");
    ok_(modal, "PERBAIKAN");
    await waitFor(() => expect(router.state.location.pathname).toBe("/surat-keluar/persetujuan"));
    expect(posted[0]).toEqual({
      is_accepted: false,
      text: "perbaikan",
      back_to_previous_level: true,
      keterangan: "Perbaikan",
    });
    expect(screen.getByTestId("banner")).toHaveTextContent(
      "success: Surat dikembalikan untuk perbaikan",
    );
  });

  it("BATALKAN requires a reason", async () => {
    const posted = fakeServer(ok);
    const { router } = renderBar(letter());
    fireEvent.click(screen.getByRole("button", { name: /BATALKAN/ }));
    const modal = await dialog();
    ok_(modal, "BATALKAN");
    expect(await within(modal).findByText("Alasan pembatalan wajib diisi")).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    fireEvent.change(within(modal).getByLabelText("Alasan Pembatalan"), {
      target: { value: "Kegiatan ditunda" },
    });
    ok_(modal, "BATALKAN");
    await waitFor(() => expect(router.state.location.pathname).toBe("/surat-keluar/persetujuan"));
    expect(posted[0]).toEqual({
      is_accepted: false,
      text: "batalkan",
      back_to_previous_level: false,
      keterangan: "Kegiatan ditunda",
    });
  });

  it("reports a letter that is no longer waiting (409) in the banner", async () => {
    fakeServer(() => errorResponse(409, "Surat sudah diproses", "CONFLICT"));
    renderBar(letter());
    fireEvent.click(screen.getByRole("button", { name: /LANJUTKAN/ }));
    const popup = await screen.findByText("Lanjutkan surat ini ke pemeriksa berikutnya ?");
    fireEvent.click(within(popup.closest(".ant-popover") as HTMLElement).getByText("Ya"));
    await waitFor(() =>
      expect(screen.getByTestId("banner")).toHaveTextContent(
        "error: Terjadi Kesalahan ! Error Message : Surat sudah diproses",
      ),
    );
  });
});
