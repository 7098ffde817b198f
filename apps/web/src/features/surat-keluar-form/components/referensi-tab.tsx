import type { ReferenceItem } from "@lontar/contracts/mail";
import { Space, Tag, Typography } from "antd";
import { useState } from "react";
import { PagedTable } from "../../../components/paged-table";
import { SearchInput } from "../../../components/search-input";
import { formatDay } from "../../../lib/dates";
import { useReferences } from "../api/get-references";
import type { ReferenceChoice } from "../model/letter-draft";
import type { TabProps } from "./tab-props";

/** Tab 5: earlier letters the user may see, 15 a page, searchable; the choice spans pages. */
export function ReferensiTab({ draft, onChange, disabled }: TabProps) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const letterId = draft.id ?? draft.initId;
  const list = useReferences(letterId ? { id: letterId, q, page } : null);
  const chosen = draft.referensi;
  const toggle = (rows: ReferenceItem[], selected: boolean) =>
    onChange((d) => {
      const rest = d.referensi.filter((r) => !rows.some((row) => row.id === r.id));
      const added: ReferenceChoice[] = selected
        ? rows.map(({ id, no_surat, hal }) => ({ id, no_surat, hal }))
        : [];
      return { ...d, referensi: [...rest, ...added] };
    });
  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      {chosen.length ? (
        <Space wrap size={[4, 4]} data-testid="referensi-terpilih">
          {chosen.map((r) => (
            <Tag
              key={r.id}
              closable={disabled ? false : { "aria-label": `Hapus referensi ${r.hal}` }}
              onClose={() =>
                onChange((d) => ({ ...d, referensi: d.referensi.filter((x) => x.id !== r.id) }))
              }
            >
              {r.no_surat ? `${r.no_surat} — ` : ""}
              {r.hal}
            </Tag>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">Belum ada surat referensi.</Typography.Text>
      )}
      <SearchInput
        placeholder="Cari Berdasarkan perihal"
        onSearch={(term) => {
          setQ(term);
          setPage(1);
        }}
      />
      <PagedTable<ReferenceItem>
        label="Surat referensi"
        rowKey="id"
        data={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={setPage}
        emptyText="Tidak ada surat"
        tableProps={{
          size: "small",
          rowSelection: {
            selectedRowKeys: chosen.map((r) => r.id),
            getCheckboxProps: () => ({ disabled }),
            onSelect: (row, selected) => toggle([row], selected),
            onSelectAll: (selected, _rows, changed) => toggle(changed, selected),
          },
        }}
        columns={[
          { title: "No. Surat", dataIndex: "no_surat", render: (v: string | null) => v ?? "-" },
          { title: "Perihal", dataIndex: "hal" },
          {
            title: "Tanggal",
            dataIndex: "tanggal",
            render: formatDay,
          },
        ]}
      />
    </Space>
  );
}
