import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, jsonResponse } from "../../../test/http";
import { fakeServer, renderPage } from "./klasifikasi-page.fixtures";

describe("Master Klasifikasi: add, edit, delete", () => {
  it("adds a sub-code: the modal starts from the parent's code and says 'Data berhasil ditambah'", async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByText("Umum");
    fireEvent.click(screen.getByLabelText("Tambah sub klasifikasi 000"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Tambah Sub Klasifikasi")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Kode")).toHaveValue("000.");
    fireEvent.change(within(dialog).getByLabelText("Kode"), { target: { value: "000.9" } });
    fireEvent.change(within(dialog).getByLabelText("Nama"), { target: { value: "Uji" } });
    fireEvent.click(within(dialog).getByText("Simpan"));
    expect(await screen.findByText("success: Data berhasil ditambah")).toBeInTheDocument();
    const post = server.calls.find((c) => c.method === "POST");
    expect(post?.url.pathname).toBe("/egs/master/klasifikasi");
    expect(post?.body).toEqual({ parent: 1, kode: "000.9", nama: "Uji", retensi: null });
  });

  it("requires Kode and Nama before sending", async () => {
    const server = fakeServer();
    renderPage();
    fireEvent.click(await screen.findByText("Tambah"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByText("Simpan"));
    expect(await within(dialog).findByText("Kode wajib diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Nama wajib diisi")).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the server's field error and 'Data gagal di ubah' when a change fails", async () => {
    fakeServer({
      write: () =>
        errorResponse(409, "Kode klasifikasi sudah digunakan", "CONFLICT", {
          kode: ["Kode klasifikasi sudah digunakan"],
        }),
    });
    renderPage();
    await screen.findByText("Umum");
    fireEvent.click(screen.getByLabelText("Ubah 100"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Nama")).toHaveValue("Pemerintahan");
    fireEvent.click(within(dialog).getByText("Simpan"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Data gagal di ubah: Kode klasifikasi sudah digunakan",
    );
    await waitFor(() =>
      expect(dialog.querySelector(".ant-form-item-explain-error")).toHaveTextContent(
        "Kode klasifikasi sudah digunakan",
      ),
    );
  });

  it("deletes after confirmation and reports a refusal", async () => {
    const server = fakeServer({
      write: () => errorResponse(409, "Kode klasifikasi masih memiliki sub-kode", "CONFLICT"),
    });
    renderPage();
    await screen.findByText("Umum");
    fireEvent.click(screen.getByLabelText("Hapus 000"));
    expect(
      await screen.findByText("Apakah anda yakin akan menghapus klasifikasi ini ?"),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText("Ya"));
    expect(
      await screen.findByText(
        "error: Data gagal di hapus: Kode klasifikasi masih memiliki sub-kode",
      ),
    ).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === "DELETE")?.url.pathname).toBe(
      "/egs/master/klasifikasi/1",
    );
  });

  it("says 'Data berhasil dihapus' after a delete", async () => {
    fakeServer({ write: () => jsonResponse(200, { items: { _id: 10 } }) });
    renderPage();
    await screen.findByText("Umum");
    fireEvent.click(screen.getByLabelText("Hapus 100"));
    fireEvent.click(await screen.findByText("Ya"));
    expect(await screen.findByText("success: Data berhasil dihapus")).toBeInTheDocument();
  });
});
