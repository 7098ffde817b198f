import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, type TableColumnsType } from "antd";
import { Link, MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PagedTable } from "./paged-table";
import { TreeTable } from "./tree-table";

interface Letter {
  id: string;
  tanggal: string;
  hal: string;
  disposisi: string;
}

const letters: Letter[] = [
  {
    id: "a",
    tanggal: "24 November 2026",
    hal: "Undangan Rapat Koordinasi",
    disposisi: "Kepala Dinas → Sekretaris → Kepala Bidang",
  },
  { id: "b", tanggal: "23 November 2026", hal: "Laporan Triwulan", disposisi: "-" },
];
const meta = { current_page: 1, last_page: 1, from: 1, to: 2, per_page: 10, total: 2 };

const columns = (onDelete = vi.fn()): TableColumnsType<Letter> => [
  { title: "No", key: "no", render: (_v, _r, i) => i + 1 },
  { title: "Tanggal", dataIndex: "tanggal", key: "tanggal" },
  {
    title: "Perihal",
    key: "hal",
    render: (_v, r) => <Link to={`/surat/${r.id}`}>{r.hal}</Link>,
  },
  { title: "Disposisi", dataIndex: "disposisi", key: "disposisi" },
  {
    title: "Hapus",
    key: "hapus",
    fixed: "right",
    render: (_v, r) => <Button aria-label={`Hapus ${r.hal}`} onClick={() => onDelete(r)} />,
  },
];

interface Unit {
  id: number;
  name: string;
  childs?: Unit[];
}

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe("PagedTable on a wide screen", () => {
  it("fits its card: long texts wrap instead of stretching the table to its content", () => {
    const { container } = render(
      <MemoryRouter>
        <PagedTable
          label="Surat Masuk"
          columns={columns()}
          data={letters}
          rowKey="id"
          meta={meta}
          onPageChange={vi.fn()}
        />
      </MemoryRouter>,
    );
    const table = container.querySelector("table") as HTMLTableElement;
    // max-content would keep every cell on one line (a 2,511 px table in a 1,020 px card).
    expect(table.style.width).toBe("auto");
    expect(table.style.minWidth).toBe("100%");
    expect(table.style.tableLayout).toBe("auto");
  });

  it("keeps the action column at the right edge while the middle scrolls", () => {
    render(
      <MemoryRouter>
        <PagedTable
          label="Surat Masuk"
          columns={columns()}
          data={letters}
          rowKey="id"
          meta={meta}
          onPageChange={vi.fn()}
        />
      </MemoryRouter>,
    );
    const action = screen.getByRole("button", { name: "Hapus Laporan Triwulan" }).closest("td");
    expect(action).toHaveClass("ant-table-cell-fix-end");
    expect(screen.getByRole("columnheader", { name: "Hapus" })).toHaveClass(
      "ant-table-cell-fix-end",
    );
  });

  it("scrolls in a named region that takes keyboard focus", () => {
    render(
      <MemoryRouter>
        <PagedTable
          label="Surat Masuk"
          columns={columns()}
          data={letters}
          rowKey="id"
          meta={meta}
          onPageChange={vi.fn()}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole("region", { name: "Surat Masuk" });
    expect(region).toHaveClass("ant-table-content");
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByRole("table")).toBeInTheDocument();
  });

  it("is a tree table too", () => {
    render(
      <TreeTable<Unit>
        label="Unit Kerja"
        rowKey="id"
        data={[{ id: 1, name: "Sekretariat", childs: [{ id: 2, name: "Subbagian Umum" }] }]}
        columns={[
          { title: "Nama", dataIndex: "name", key: "name" },
          { title: "Opsi", key: "options", fixed: "right", render: () => <Button>Ubah</Button> },
        ]}
      />,
    );
    const region = screen.getByRole("region", { name: "Unit Kerja" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(screen.getAllByRole("button", { name: "Ubah" }).at(0)?.closest("td")).toHaveClass(
      "ant-table-cell-fix-end",
    );
  });
});

describe("PagedTable on a phone", () => {
  it("shows each row as a card: the subject first, the fields labelled, the actions last", async () => {
    window.innerWidth = 390;
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <PagedTable
          label="Surat Masuk"
          columns={columns(onDelete)}
          data={letters}
          rowKey="id"
          meta={meta}
          onPageChange={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Surat Masuk" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    // The subject heads the card and is its link; the row number is left out.
    const link = within(first).getByRole("link", { name: "Undangan Rapat Koordinasi" });
    expect(link).toHaveAttribute("href", "/surat/a");
    expect(first.firstElementChild).toContainElement(link);
    expect(first.firstElementChild).toHaveClass("list-card__title");
    expect(within(first).queryByText("No")).not.toBeInTheDocument();
    // The other columns are label : value lines.
    const fields = first.querySelector("dl") as HTMLElement;
    expect(within(fields).getByText("Tanggal").tagName).toBe("DT");
    expect(within(fields).getByText("24 November 2026").tagName).toBe("DD");
    expect(
      within(fields).getByText("Kepala Dinas → Sekretaris → Kepala Bidang"),
    ).toBeInTheDocument();
    // The actions close the card, and work.
    const actions = first.lastElementChild as HTMLElement;
    expect(actions).toHaveClass("list-card__actions");
    await userEvent.click(within(actions).getByRole("button", { name: /^Hapus Undangan/ }));
    expect(onDelete).toHaveBeenCalledWith(letters[0]);
    // The footer stays.
    expect(screen.getByText(/Menampilkan page 1 dari 1/)).toBeInTheDocument();
  });

  it("opens a row whose heading is no link with one tap on its card (a button keyboards reach)", async () => {
    window.innerWidth = 390;
    const onOpen = vi.fn();
    render(
      <PagedTable
        label="Pegawai"
        cardTitleKey="name"
        onOpen={onOpen}
        canOpen={(row) => row.id !== 2}
        columns={[
          { title: "NIP", dataIndex: "nip", key: "nip" },
          { title: "Nama", dataIndex: "name", key: "name" },
        ]}
        data={[
          { id: 1, nip: "1970", name: "Made Adi" },
          { id: 2, nip: "1980", name: "Putri Ayu" },
        ]}
        rowKey="id"
        meta={meta}
        onPageChange={vi.fn()}
      />,
    );
    const open = screen.getByRole("button", { name: "Made Adi" });
    expect(open).toHaveClass("list-card__open");
    expect(open.closest("li")?.firstElementChild).toContainElement(open);
    open.focus();
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith({ id: 1, nip: "1970", name: "Made Adi" });
    // A row that cannot be opened has a plain heading.
    expect(screen.queryByRole("button", { name: "Putri Ayu" })).not.toBeInTheDocument();
    expect(screen.getByText("Putri Ayu")).toBeInTheDocument();
  });

  it("says when the list is empty", () => {
    window.innerWidth = 390;
    render(
      <PagedTable
        label="Surat Masuk"
        columns={columns()}
        data={[]}
        rowKey="id"
        meta={undefined}
        emptyText="Tidak ada surat"
        onPageChange={vi.fn()}
      />,
    );
    expect(screen.getByText("Tidak ada surat")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("keeps a selection list (a picker) a table", () => {
    window.innerWidth = 390;
    render(
      <MemoryRouter>
        <PagedTable
          label="Surat referensi"
          columns={columns()}
          data={letters}
          rowKey="id"
          meta={meta}
          onPageChange={vi.fn()}
          tableProps={{ rowSelection: { selectedRowKeys: [] } }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Surat referensi" })).not.toBeInTheDocument();
  });
});
