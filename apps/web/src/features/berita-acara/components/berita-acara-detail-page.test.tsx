import { BERITA_ACARA_MESSAGES } from "@lontar/contracts/berita-acara";
import type { MenuItem } from "@lontar/contracts/menu";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type ReactNode, useEffect, useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { startSession } from "../../../lib/auth/auth-store";
import { demoUser, tokenPair } from "../../../test/fixtures";
import { errorResponse, jsonResponse } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { BERKAS_ID, type Call, fakeBerkasServer } from "../../pemberkasan/test-support";
import { BA_ID, beritaAcara, beritaAcaraDetail, signed } from "../test-support";
import { BeritaAcaraDetailPage, CONFIRM_CANCEL } from "./berita-acara-detail-page";

// pdf.js needs a worker and a canvas, which jsdom lacks: a one-page stand-in.
vi.mock("react-pdf", () => ({
  pdfjs: { GlobalWorkerOptions: {}, PDFWorker: class {} },
  Document: ({
    file,
    onLoadSuccess,
    children,
  }: {
    file: Blob;
    onLoadSuccess: (pdf: { numPages: number }) => void;
    children: ReactNode;
  }) => {
    const loaded = useRef(onLoadSuccess);
    useEffect(() => loaded.current({ numPages: 1 }), []);
    return (
      <div data-testid="pdf-document" data-size={file.size}>
        {children}
      </div>
    );
  },
  Page: () => <canvas data-testid="pdf-page" />,
}));

const URL_OF = `/egs/berita-acara/${BA_ID}`;

/** The detail answers `body` (then `after` once something was posted); `write` answers posts. */
function serve(
  body: unknown,
  after?: unknown,
  write: (call: Call) => Response = () => jsonResponse(200, { items: beritaAcara() }),
) {
  let changed = false;
  return fakeBerkasServer((call) => {
    if (call.method === "GET" && call.path === URL_OF)
      return body instanceof Response
        ? body
        : jsonResponse(200, { items: changed && after ? after : body });
    if (call.method === "GET" && call.path === `${URL_OF}/pdf`)
      return new Response("%PDF-1.7 berita acara", {
        status: 200,
        headers: { "Content-Type": "application/pdf" },
      });
    if (call.method === "POST") {
      const answer = write(call);
      if (answer.ok) changed = true;
      return answer;
    }
    return undefined;
  });
}

const renderDetail = (user: typeof demoUser | null = demoUser) =>
  renderAt(`/berita-acara/${BA_ID}`, <BeritaAcaraDetailPage id={BA_ID} />, {
    pattern: "/berita-acara/:id",
    banner: true,
    user,
  });

const posts = (calls: Call[]) => calls.filter((c) => c.method === "POST");

async function signDialog() {
  fireEvent.click(await screen.findByRole("button", { name: /Tandatangani/ }));
  return screen.findByRole("dialog");
}

const okOf = (dialog: HTMLElement) =>
  within(dialog).getByText("Tandatangani", { selector: "button span" });

describe("Berita Acara detail", () => {
  it("its signer signs with the passphrase: a wrong one stays under the field, then it shows the number and the PDF", async () => {
    const calls = serve(beritaAcaraDetail({ can_sign: true }), signed(), (call) =>
      (call.body as { passphrase: string }).passphrase === "benar-sekali"
        ? jsonResponse(200, { items: signed() })
        : errorResponse(422, "Data yang dikirim tidak valid", "VALIDATION_FAILED", {
            passphrase: ["Passphrase salah"],
          }),
    );
    renderDetail();
    expect(
      await screen.findByRole("heading", { name: "Berita Acara Pemusnahan Arsip" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Menunggu tanda tangan")).toBeInTheDocument();
    expect(screen.getByText("Budi Santoso")).toBeInTheDocument();
    expect(screen.getByText("1 berkas")).toBeInTheDocument();
    // The berkas, as the daftar berkas shows them; the signer cannot open the berkas itself.
    const row = screen.getByText("Perjalanan dinas ke Jakarta").closest("tr") as HTMLElement;
    expect(within(row).getByText("12/2026")).toBeInTheDocument();
    expect(within(row).queryByRole("link")).not.toBeInTheDocument();
    // Without the archive menus, the way back is the dashboard.
    expect(screen.getByRole("link", { name: /Kembali/ })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByText("Batalkan Usulan")).not.toBeInTheDocument();

    const dialog = await signDialog();
    expect(within(dialog).getByText(BERITA_ACARA_MESSAGES.confirmSign)).toBeInTheDocument();
    const field = within(dialog).getByLabelText("Passphrase");
    expect(field).toHaveAttribute("type", "password");
    fireEvent.click(okOf(dialog));
    expect(await within(dialog).findByText("Passphrase wajib diisi")).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(field, { target: { value: "salah" } });
    fireEvent.click(okOf(dialog));
    expect(await within(dialog).findByText("Passphrase salah")).toBeInTheDocument();

    fireEvent.change(field, { target: { value: "benar-sekali" } });
    fireEvent.click(okOf(dialog));
    expect(await screen.findByText(`success: ${BERITA_ACARA_MESSAGES.signed}`)).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: `${URL_OF}/tandatangani`, body: { passphrase: "salah" } }),
      expect.objectContaining({
        path: `${URL_OF}/tandatangani`,
        body: { passphrase: "benar-sekali" },
      }),
    ]);
    // Reloaded signed: its number, and the signed PDF loaded with the bearer token.
    expect(await screen.findByText("800/12/DISKOMINFO/2026")).toBeInTheDocument();
    expect(screen.getByText("Ditandatangani", { selector: ".ant-tag" })).toBeInTheDocument();
    expect(await screen.findByTestId("pdf-document")).toBeInTheDocument();
    expect(calls.some((c) => c.path === `${URL_OF}/pdf`)).toBe(true);
    expect(screen.queryByRole("button", { name: /Tandatangani/ })).not.toBeInTheDocument();
  });

  it("a locked signature (423) says so in the dialog", async () => {
    const lock = "Tanda tangan elektronik dikunci 15 menit karena passphrase salah 5 kali";
    serve(beritaAcaraDetail({ can_sign: true }), undefined, () =>
      errorResponse(423, lock, "LOCKED"),
    );
    renderDetail();
    const dialog = await signDialog();
    fireEvent.change(within(dialog).getByLabelText("Passphrase"), { target: { value: "apa" } });
    fireEvent.click(okOf(dialog));
    expect(await within(dialog).findByText(lock)).toBeInTheDocument();
  });

  it("the unit's archivist withdraws a waiting one after confirming, and goes back to the list", async () => {
    const cancelled = beritaAcaraDetail({ status: "dibatalkan" });
    const calls = serve(beritaAcaraDetail({ can_cancel: true }), cancelled, () =>
      jsonResponse(200, { items: beritaAcara({ status: "dibatalkan" }) }),
    );
    const archive: MenuItem = {
      _id: 90,
      name: "Arsip",
      icon: null,
      link: null,
      route_include: [],
      sub_link: [
        {
          _id: 91,
          name: "Pemberkasan",
          icon: null,
          link: "/arsip/pemberkasan",
          route_include: ["/arsip/pemberkasan/:id"],
        },
        {
          _id: 92,
          name: "Berita Acara",
          icon: null,
          link: "/arsip/berita-acara",
          route_include: [],
        },
      ],
    };
    startSession(tokenPair("a"), demoUser, [archive]);
    renderDetail(null);
    fireEvent.click(await screen.findByText("Batalkan Usulan"));
    expect(screen.getByRole("link", { name: /Kembali/ })).toHaveAttribute(
      "href",
      "/arsip/berita-acara",
    );
    expect(screen.getByRole("link", { name: "Perjalanan dinas ke Jakarta" })).toHaveAttribute(
      "href",
      `/arsip/pemberkasan/${BERKAS_ID}`,
    );
    expect(screen.queryByRole("button", { name: /Tandatangani/ })).not.toBeInTheDocument();
    const popup = (await screen.findByText(CONFIRM_CANCEL)).closest(".ant-popover") as HTMLElement;
    fireEvent.click(within(popup).getByRole("button", { name: "Ya" }));
    expect(
      await screen.findByText(`success: ${BERITA_ACARA_MESSAGES.cancelled}`),
    ).toBeInTheDocument();
    expect(posts(calls).map((c) => c.path)).toEqual([`${URL_OF}/batal`]);
    await waitFor(() => expect(screen.queryByText("Batalkan Usulan")).not.toBeInTheDocument());
    expect(screen.getByText("Dibatalkan")).toBeInTheDocument();
  });

  it("an unknown Berita Acara, or one out of reach, is 'Not Found !'", async () => {
    serve(errorResponse(404, BERITA_ACARA_MESSAGES.notFound, "NOT_FOUND"));
    renderDetail();
    expect(await screen.findByText("Not Found !")).toBeInTheDocument();
  });
});
