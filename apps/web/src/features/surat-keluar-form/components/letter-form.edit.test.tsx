import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { kabid, kadis, kadisdik, LETTER_ID, letterDetail } from "./letter-form.fixtures";
import { activePanel, fakeServer, goTo, renderEdit, slow } from "./letter-form.test-support";

describe("EDIT SURAT KELUAR", { timeout: 240_000 }, () => {
  it("loads the letter into the form", async () => {
    fakeServer({ detail: letterDetail() });
    renderEdit("konsep");
    expect(await screen.findByText("EDIT SURAT KELUAR", {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText("Perihal")).toHaveValue("Undangan rapat koordinasi");
    expect(screen.getByLabelText("Jumlah Lampiran")).toHaveValue("2");
    await goTo("Penerima");
    expect(within(activePanel()).getByText(kadisdik.peg_nama)).toBeInTheDocument();
    expect(within(activePanel()).getByText("humas@contoh.go.id")).toBeInTheDocument();
    await goTo("Pemeriksa");
    const list = screen.getByTestId("daftar-pemeriksa");
    expect(within(list).getByText(/Rizky Harahap/)).toBeInTheDocument();
    // The creator may choose the reviewers: the label is a link.
    expect(within(activePanel()).getByRole("button", { name: "Pemeriksa" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kirim" })).toBeInTheDocument();
  });

  it("lets a reviewer save and revise, without changing the reviewers", async () => {
    const calls = fakeServer({
      detail: letterDetail({
        user: { user_name: "lain", peg_nip: "111" },
        status_surat: "pemeriksa",
        pengirim: { user: kadis, jabatan_id: kadis.jabatan_id },
      }),
    });
    const router = renderEdit("persetujuan");
    expect(await screen.findByText("EDIT SURAT KELUAR", {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Kirim" })).not.toBeInTheDocument();
    await goTo("Pemeriksa");
    expect(
      within(activePanel()).queryByRole("button", { name: "Pemeriksa" }),
    ).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Simpan & Revisi" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/surat-keluar/persetujuan/detail/${LETTER_ID}`),
    );
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({ id: LETTER_ID, pemeriksa: { user: [kabid, kadis] } });
  });
});
