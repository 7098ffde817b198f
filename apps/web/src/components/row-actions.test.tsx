import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RowActions } from "./row-actions";

describe("RowActions", () => {
  it("adds a child, edits, and deletes only after confirmation", async () => {
    const onAdd = vi.fn();
    const onEdit = vi.fn();
    const onDelete = vi.fn().mockResolvedValue(undefined);
    render(
      <RowActions
        name="Sekretariat"
        addLabel="Tambah sub unit"
        onAdd={onAdd}
        onEdit={onEdit}
        deleteTitle="Apakah anda yakin akan menghapus unit kerja ini ?"
        onDelete={onDelete}
      />,
    );
    await userEvent.click(screen.getByLabelText("Tambah sub unit Sekretariat"));
    await userEvent.click(screen.getByLabelText("Ubah Sekretariat"));
    await userEvent.click(screen.getByLabelText("Hapus Sekretariat"));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole("button", { name: "Ya" }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it("hides the buttons it has no action for", () => {
    render(<RowActions name="Dinas" onEdit={vi.fn()} />);
    expect(screen.queryByLabelText("Hapus Dinas")).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Tambah/)).not.toBeInTheDocument();
  });
});
