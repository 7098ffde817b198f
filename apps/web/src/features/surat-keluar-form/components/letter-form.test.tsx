import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { INIT_ID, kabid, kadis, kadisdik, sekdis } from "./letter-form.fixtures";
import {
  activePanel,
  chooseOption,
  fakeServer,
  goTo,
  kirim,
  pick,
  renderForm,
  slow,
  TAB_NAMES,
} from "./letter-form.test-support";

describe("BUAT SURAT KELUAR", { timeout: 240_000 }, () => {
  it("shows the eight tabs in order with Next and Previous", async () => {
    fakeServer();
    renderForm();
    expect(await screen.findByText("BUAT SURAT KELUAR")).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(TAB_NAMES);
    for (const name of TAB_NAMES.slice(1)) {
      fireEvent.click(within(activePanel()).getByRole("button", { name: /Next/ }));
      await waitFor(() =>
        expect(screen.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true"),
      );
    }
    expect(within(activePanel()).getByRole("button", { name: /Next/ })).toBeDisabled();
    fireEvent.click(within(activePanel()).getByRole("button", { name: /Previous/ }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Lampiran" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
  });

  it("refuses to send an empty letter: every '{field} kosong !' in alert-surat-keluar, no post", async () => {
    const calls = fakeServer();
    renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    fireEvent.click(kirim());
    const alert = await screen.findByTestId("alert-surat-keluar");
    for (const label of [
      "Perihal",
      "Sifat Pengamanan",
      "Sifat Penyampaian",
      "Penerima",
      "Pemeriksa",
    ])
      expect(within(alert).getByText(`${label} kosong !`)).toBeInTheDocument();
    // The signing mode defaults to digital and the sender to the logged-in user.
    expect(within(alert).queryByText("Tanda Tangan kosong !")).not.toBeInTheDocument();
    expect(within(alert).queryByText("Pengirim kosong !")).not.toBeInTheDocument();
    // A letter without attachments is Jumlah Lampiran 0, an answer (issue 23, item 5).
    expect(screen.getByLabelText("Jumlah Lampiran")).toHaveValue("0");
    expect(within(alert).queryByText("Jumlah Lampiran kosong !")).not.toBeInTheDocument();
    expect(alert).toHaveAttribute("id", "alert-surat-keluar");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("offers the four security classes by name, each the value stored", async () => {
    fakeServer();
    renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    const group = screen.getByRole("radiogroup", { name: "Sifat Pengamanan" });
    const offered = within(group)
      .getAllByRole("radio")
      .map((radio) => [radio.closest("label")?.textContent, radio.getAttribute("value")]);
    expect(offered).toEqual([
      ["Biasa/Terbuka", "Biasa"],
      ["Terbatas", "Terbatas"],
      ["Rahasia", "Rahasia"],
      ["Sangat Rahasia", "Sangat Rahasia"],
    ]);
  });

  it("sends a complete letter with the picker records and opens its telusuri detail", async () => {
    const calls = fakeServer();
    const router = renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    fireEvent.change(screen.getByLabelText("Perihal"), {
      target: { value: "Undangan rapat koordinasi" },
    });
    fireEvent.change(screen.getByLabelText("Jumlah Lampiran"), { target: { value: "1" } });
    fireEvent.click(
      within(screen.getByRole("radiogroup", { name: "Sifat Penyampaian" })).getByText("Cepat"),
    );
    fireEvent.click(
      within(screen.getByRole("radiogroup", { name: "Sifat Pengamanan" })).getByText(
        "Biasa/Terbuka",
      ),
    );

    await goTo("Penerima");
    await pick("Pilih Penerima", [kadisdik]);
    await pick("Pilih Tembusan", [sekdis]);
    const external = screen.getByLabelText("Tembusan Eksternal (e-mail)");
    fireEvent.change(external, { target: { value: "humas@contoh.go.id;" } });
    expect(await screen.findByText("humas@contoh.go.id")).toBeInTheDocument();

    await goTo("Pemeriksa");
    expect(
      await screen.findByText("Pemeriksa terakhir adalah penandatangan surat."),
    ).toBeInTheDocument();
    await pick("Pemeriksa", [kabid, sekdis, kadis]);
    const list = screen.getByTestId("daftar-pemeriksa");
    expect(within(list).getByText("Penandatangan").closest("li")).toHaveTextContent(kadis.peg_nama);

    fireEvent.click(kirim());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/surat-keluar/telusuri/detail/${INIT_ID}`),
    );
    const post = calls.find((c) => c.method === "POST" && c.path === "/egs/mail");
    expect(post?.body).toMatchObject({
      initId: INIT_ID,
      status_surat: "pemeriksa",
      kepala_surat: {
        perihal: "Undangan rapat koordinasi",
        lampiran: { type: "Lembar", value: 1 },
        sifat: { pengamanan: "Biasa", penyampaian: "Cepat" },
      },
      pengirim: { user: demoUser.peg_nip, jabatan_id: demoUser.data_pegawai.jabatan_id },
      penerima: { type_tanda_tangan: "digital", user: [kadisdik], plt: [], user_eksternal: [] },
      tembusan: { user: [sekdis], plt: [], user_eksternal: ["humas@contoh.go.id"] },
      pemeriksa: { user: [kabid, sekdis, kadis] },
      info_jadwal: null,
    });
  });

  it("clears recipients and copies when the signing mode changes", async () => {
    fakeServer();
    renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    await goTo("Penerima");
    await pick("Pilih Penerima", [kadisdik]);
    await pick("Pilih Tembusan", [sekdis]);
    expect(within(activePanel()).getByText(kadisdik.peg_nama)).toBeInTheDocument();
    await chooseOption("Tanda Tangan", "tanda tangan basah");
    await waitFor(() =>
      expect(within(activePanel()).queryByText(kadisdik.peg_nama)).not.toBeInTheDocument(),
    );
    expect(within(activePanel()).queryByText(sekdis.peg_nama)).not.toBeInTheDocument();
  });

  it("asks before another letter type replaces the body, and loads its template on Yes", async () => {
    fakeServer();
    renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    await goTo("Isi Surat");
    const editor = await screen.findByTestId("isi-surat-editor", {}, slow);
    await chooseOption("Jenis Surat", "Surat Dinas");
    await waitFor(() => expect(editor).toHaveTextContent("Template surat dinas"));

    await chooseOption("Jenis Surat", "Nota Dinas");
    expect(await screen.findAllByText(MAIL_MESSAGES.typeChangeConfirm, {}, slow)).not.toHaveLength(
      0,
    );
    expect(editor).toHaveTextContent("Template surat dinas");
    fireEvent.click(screen.getByRole("button", { name: "Ya" }));
    await waitFor(() => expect(editor).toHaveTextContent("Template nota dinas"));
  });

  it("says 'Nomor surat telah di gunakan' a second after a taken manual number is typed", async () => {
    const calls = fakeServer({ numberTaken: true });
    renderForm();
    fireEvent.change(await screen.findByLabelText("Nomor Surat (manual)"), {
      target: { value: "7" },
    });
    expect(await screen.findByText(MAIL_MESSAGES.numberTaken)).toBeInTheDocument();
    const check = calls.find((c) => c.path === "/egs/check-available-no-surat");
    expect(check?.query.get("nomor")).toBe("7");
  });

  it("refuses a schedule whose end is before its start", async () => {
    const calls = fakeServer();
    renderForm();
    await screen.findByText("BUAT SURAT KELUAR", {}, slow);
    await goTo("Info Jadwal");
    const typeDate = async (label: string, text: string) => {
      const input = within(activePanel()).getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
      fireEvent.blur(input);
    };
    await typeDate("Mulai", "10/12/2026 10:00");
    // A day before the start is refused where it was typed, saying so, not dropped silently…
    await typeDate("Berakhir", "09/12/2026 09:00");
    expect(await within(activePanel()).findByRole("alert")).toHaveTextContent(
      `${MAIL_MESSAGES.scheduleEnd}: 09/12/2026 09:00`,
    );
    // …and an earlier hour of the same day is refused with the rule's message.
    await typeDate("Berakhir", "10/12/2026 09:00");
    expect(await screen.findByText(MAIL_MESSAGES.scheduleEnd, {}, slow)).toBeInTheDocument();
    fireEvent.change(within(activePanel()).getByLabelText("Tempat"), {
      target: { value: "Aula" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Simpan & Lihat" }));
    const alert = await screen.findByTestId("alert-surat-keluar");
    expect(within(alert).getByText(MAIL_MESSAGES.scheduleEnd)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});
