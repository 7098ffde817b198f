import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Input } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-error";
import { BannerText } from "../test/render";
import { ConfirmButton } from "./confirm-button";
import { FormModal } from "./form-modal";
import { PagedTable, pageFooterText } from "./paged-table";
import { SearchInput } from "./search-input";

const meta = { current_page: 2, last_page: 5, from: 11, to: 20, per_page: 10, total: 47 };

describe("PagedTable", () => {
  it("shows the spec's footer and moves between pages", async () => {
    const onPageChange = vi.fn();
    render(
      <PagedTable
        label="Satuan Kerja"
        columns={[{ title: "Nama", dataIndex: "nama" }]}
        data={[{ id: 1, nama: "Dinas Kominfo" }]}
        rowKey="id"
        meta={meta}
        onPageChange={onPageChange}
      />,
    );
    expect(
      screen.getByText("Menampilkan page 2 dari 5 total pages dan 47 total entri"),
    ).toBeInTheDocument();
    expect(screen.getByText("Dinas Kominfo")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Halaman berikutnya"));
    fireEvent.click(screen.getByLabelText("Halaman terakhir"));
    fireEvent.click(screen.getByLabelText("Halaman pertama"));
    fireEvent.click(screen.getByLabelText("Halaman sebelumnya"));
    expect(onPageChange.mock.calls).toEqual([
      [3, 10],
      [5, 10],
      [1, 10],
      [1, 10],
    ]);
  });

  it("disables the controls at the ends", () => {
    render(
      <PagedTable
        label="Satuan Kerja"
        columns={[]}
        data={[]}
        rowKey="id"
        meta={{ ...meta, current_page: 1, last_page: 1 }}
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByLabelText("Halaman pertama")).toBeDisabled();
    expect(screen.getByLabelText("Halaman terakhir")).toBeDisabled();
    expect(pageFooterText({ current_page: 1, last_page: 1, total: 0 })).toBe(
      "Menampilkan page 1 dari 1 total pages dan 0 total entri",
    );
  });
});

describe("SearchInput", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("searches once typing has paused for 1 second", () => {
    const onSearch = vi.fn();
    render(<SearchInput onSearch={onSearch} placeholder="Cari pegawai" />);
    const input = screen.getByLabelText("Cari pegawai");
    fireEvent.change(input, { target: { value: "put" } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(input, { target: { value: "putri" } });
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("putri");
  });
});

describe("FormModal", () => {
  it("puts the server's field errors on the fields and its message in a red alert", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError({
        kind: "server",
        status: 409,
        message: "x",
        diagnosticMessage: "Kode sudah digunakan",
        errors: { code: ["Kode sudah digunakan"] },
      }),
    );
    const onClose = vi.fn();
    render(
      <FormModal
        title="Tambah"
        open
        onClose={onClose}
        onSubmit={onSubmit}
        failureMessage="Data gagal ditambah"
      >
        <Form.Item label="Kode" name="code">
          <Input />
        </Form.Item>
      </FormModal>,
    );
    await userEvent.type(screen.getByLabelText("Kode"), "SK-1");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Data gagal ditambah: Kode sudah digunakan",
    );
    expect(onSubmit).toHaveBeenCalledWith({ code: "SK-1" });
    await waitFor(() =>
      expect(document.querySelector(".ant-form-item-explain-error")).toHaveTextContent(
        "Kode sudah digunakan",
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes and shows the success banner", async () => {
    const onClose = vi.fn();
    render(
      <>
        <BannerText />
        <FormModal
          title="Ubah"
          open
          onClose={onClose}
          onSubmit={async () => undefined}
          successMessage="Data berhasil diubah"
        >
          <Form.Item label="Nama" name="name">
            <Input />
          </Form.Item>
        </FormModal>
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByText("success: Data berhasil diubah")).toBeInTheDocument();
  });
});

describe("ConfirmButton", () => {
  it("asks first, awaits the action and reports a failure", async () => {
    const onConfirm = vi.fn().mockRejectedValue(
      new ApiError({
        kind: "server",
        status: 409,
        message: "x",
        diagnosticMessage: "Unit kerja masih memiliki sub unit",
      }),
    );
    render(
      <>
        <BannerText />
        <ConfirmButton
          title="Apakah anda yakin ?"
          onConfirm={onConfirm}
          failureMessage="Data gagal dihapus"
          ariaLabel="Hapus"
        />
      </>,
    );
    await userEvent.click(screen.getByLabelText("Hapus"));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(await screen.findByText("Apakah anda yakin ?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ya" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText("error: Data gagal dihapus: Unit kerja masih memiliki sub unit"),
    ).toBeInTheDocument();
  });
});
