import { BranchesOutlined } from "@ant-design/icons";
import type { PageMeta } from "@lontar/contracts/common";
import {
  KLASIFIKASI_PAGE_SIZE,
  type KlasifikasiChoice,
  type KlasifikasiNode,
} from "@lontar/contracts/klasifikasi";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Alert, Button, Input, Modal, Space } from "antd";
import { useState } from "react";
import { api } from "../lib/api-client";
import { SearchInput } from "./search-input";
import { TreeTable } from "./tree-table";

export interface KlasifikasiListParams {
  q: string;
  page: number;
  per_page?: number;
}

/** Query key prefix of every classification list; mutations invalidate it. */
export const KLASIFIKASI_QUERY_KEY = ["master", "klasifikasi"] as const;

/** GET /egs/master/klasifikasi: root codes of one page with their trees (search: matches + ancestors). */
export const klasifikasiListQuery = ({
  q,
  page,
  per_page = KLASIFIKASI_PAGE_SIZE,
}: KlasifikasiListParams) =>
  queryOptions({
    queryKey: [...KLASIFIKASI_QUERY_KEY, { q, page, per_page }],
    queryFn: ({ signal }) =>
      api.get<{ items: KlasifikasiNode[]; meta: PageMeta }>("/egs/master/klasifikasi", {
        query: { q: q || undefined, page, per_page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Search, tree and paging of the classification codes; `onPick` receives the chosen code. */
export function KlasifikasiBrowser({ onPick }: { onPick: (choice: KlasifikasiChoice) => void }) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery(klasifikasiListQuery({ q, page }));
  // A search result opens fully expanded once it has arrived (not on the previous page's data).
  const searching = q !== "" && !list.isPlaceholderData;

  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <SearchInput
        placeholder="Cari kode atau nama klasifikasi"
        onSearch={(term) => {
          setQ(term);
          setPage(1);
        }}
      />
      {list.isError ? <Alert type="error" showIcon title="Gagal mengambil data" /> : null}
      <TreeTable<KlasifikasiNode>
        key={searching ? `q:${q}` : "browse"}
        rowKey="_id"
        data={list.data?.items}
        meta={list.data?.meta}
        loading={list.isFetching}
        onPageChange={(next) => setPage(next)}
        expandAll={searching}
        label="Klasifikasi"
        columns={[
          { title: "Kode", dataIndex: "kode", width: 200 },
          { title: "Nama", dataIndex: "nama" },
          {
            title: "Pilih",
            key: "pick",
            width: 90,
            render: (_, node) => (
              <Button
                size="small"
                type="primary"
                ghost
                aria-label={`Pilih ${node.kode}`}
                onClick={() => onPick({ kode: node.kode, nama: node.nama })}
              >
                Pilih
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}

interface KlasifikasiPickerProps {
  value?: KlasifikasiChoice | null;
  onChange?: (choice: KlasifikasiChoice) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * The classification field of the letter form: shows the chosen code and opens a modal with
 * the tree of codes (paged 5, search debounced 1 s) to choose one. Works as a Form.Item control.
 */
export function KlasifikasiPicker({
  value,
  onChange,
  disabled,
  placeholder = "Pilih klasifikasi",
  id,
}: KlasifikasiPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: "100%" }}>
        <Input
          id={id}
          readOnly
          placeholder={placeholder}
          value={value ? `${value.kode} - ${value.nama}` : ""}
          onClick={() => !disabled && setOpen(true)}
          disabled={disabled}
        />
        <Button icon={<BranchesOutlined />} onClick={() => setOpen(true)} disabled={disabled}>
          Pilih
        </Button>
      </Space.Compact>
      <Modal
        title="Pilih Klasifikasi"
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        <KlasifikasiBrowser
          onPick={(choice) => {
            onChange?.(choice);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
