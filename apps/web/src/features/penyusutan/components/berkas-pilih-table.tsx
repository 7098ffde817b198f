import type { BerkasItem } from "@lontar/contracts/berkas";
import type { PageMeta } from "@lontar/contracts/common";
import { type Key, type ReactNode, useLayoutEffect, useRef } from "react";
import { PagedTable } from "../../../components/paged-table";
import { berkasColumns } from "../../pemberkasan/components/berkas-columns";
import { nomorBerkas } from "../../pemberkasan/format";

/**
 * The header's checkbox. Ant Design copies column titles into a hidden (aria-hidden) row that
 * measures them; there the copy is made inert, so that Tab never stops on an invisible checkbox.
 */
function TitleCheckbox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.setAttribute("inert", "");
  }, []);
  return <span ref={ref}>{children}</span>;
}

interface BerkasPilihTableProps {
  /** The list's name (the page title). */
  label: string;
  data: BerkasItem[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The berkas chosen, kept across pages. */
  selected: BerkasItem[];
  onSelectedChange: (selected: BerkasItem[]) => void;
  emptyText: string;
}

/**
 * The daftar berkas with a checkbox on each row ('Pilih berkas 12/2026', native and reachable
 * by keyboard) and one choosing the whole page. A berkas a waiting Berita Acara proposes
 * already cannot be chosen: its status says so ('Diusulkan dalam Berita Acara'). The choice
 * survives paging. Selection lists stay tables on a phone (they scroll sideways).
 */
export function BerkasPilihTable({
  label,
  data,
  meta,
  loading,
  onPageChange,
  selected,
  onSelectedChange,
  emptyText,
}: BerkasPilihTableProps) {
  const change = (keys: Key[], rows: (BerkasItem | undefined)[]) =>
    onSelectedChange(
      keys.flatMap((key) => {
        const row = rows.find((r) => r?.id === key) ?? selected.find((s) => s.id === key);
        return row ? [row] : [];
      }),
    );
  return (
    <PagedTable<BerkasItem>
      label={label}
      cardTitleKey="judul"
      rowKey="id"
      columns={berkasColumns()}
      data={data}
      meta={meta}
      loading={loading}
      onPageChange={onPageChange}
      emptyText={emptyText}
      tableProps={{
        rowSelection: {
          selectedRowKeys: selected.map((b) => b.id),
          preserveSelectedRowKeys: true,
          onChange: change,
          getCheckboxProps: (berkas) => ({
            disabled: berkas.diusulkan,
            "aria-label": `Pilih berkas ${nomorBerkas(berkas)}`,
          }),
          getTitleCheckboxProps: () => ({ "aria-label": "Pilih semua berkas di halaman ini" }),
          columnTitle: (checkbox) => <TitleCheckbox>{checkbox}</TitleCheckbox>,
        },
      }}
    />
  );
}
