import { UserAddOutlined } from "@ant-design/icons";
import type { PagedData, PageMeta } from "@lontar/contracts/common";
import {
  EMPLOYEE_PICKER_PAGE_SIZE,
  type PegawaiPickerQuery,
  type PegawaiPickerRecord,
  type pegawaiPickerRecord,
} from "@lontar/contracts/pegawai";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Button, Modal, Space, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { api, type PageParams } from "../lib/api-client";
import { PagedTable } from "./paged-table";
import { SearchInput } from "./search-input";

export type PegawaiPickerParams = PegawaiPickerQuery & PageParams;
export type PegawaiPickerPage = PagedData<typeof pegawaiPickerRecord>;

/** The employee lists a picker can read. */
export const PEGAWAI_PICKER_LISTS = {
  /** Employees who can receive letters, with PLT acting entries. */
  all: "/api/egs/list/pegawai",
  /** The user's own work unit, ordered by the position hierarchy (the sender's picker). */
  byJabatan: "/api/egs/list/pegawai-by-jabatan",
  /** Disposition targets: the employees below the user's position, by hierarchy. */
  tujuanDisposisi: "/api/egs/list/tujuan-disposisi",
  /** Forward targets: the user's work unit without the user, by hierarchy. */
  tujuanTeruskan: "/api/egs/list/tujuan-teruskan",
} as const;
export type PegawaiPickerList = keyof typeof PEGAWAI_PICKER_LISTS;

/** GET /api/egs/list/pegawai (or another list of PEGAWAI_PICKER_LISTS), paged. */
export const pegawaiPickerQueryOptions = (
  params: PegawaiPickerParams,
  list: PegawaiPickerList = "all",
) =>
  queryOptions({
    queryKey: ["pegawai", "picker", list, params],
    queryFn: ({ signal }) =>
      api.get<PegawaiPickerPage>(PEGAWAI_PICKER_LISTS[list], { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

/** Stable key of an entry: the NIP, with `:plt` for the acting entry of a PLT holder. */
export const pegawaiKey = (r: PegawaiPickerRecord) => `${r.peg_nip}${r.is_plt ? ":plt" : ""}`;

/** How an entry reads in tags and lists: the acting entry names its PLT position. */
export const pegawaiLabel = (r: PegawaiPickerRecord) =>
  r.is_plt && r.data_plt ? `${r.peg_nama} (Plt. ${r.data_plt.jabatan_nama})` : r.peg_nama;

const toMeta = (p: PegawaiPickerPage, count: number): PageMeta => {
  const from = count > 0 ? (p.current_page - 1) * p.per_page + 1 : null;
  return { ...p, from, to: from === null ? null : from + count - 1 };
};

interface PickerOptions {
  /** Pick several (checkboxes) or one (radio). Default: several. */
  multiple?: boolean;
  /** Only this work unit; otherwise every work unit. */
  satuanKerjaId?: number;
  withKontrak?: boolean;
  /** Which list to read (default: every employee who can receive letters). */
  list?: PegawaiPickerList;
  /** Entries per page (8 for the recipient picker, spec 01 §9). */
  perPage?: number;
  title?: string;
}

interface PegawaiPickerModalProps extends PickerOptions {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen entries when 'Pilih' is pressed. */
  onSelect: (records: PegawaiPickerRecord[]) => void;
  initialSelected?: PegawaiPickerRecord[];
}

/** A modal to search and pick employees, paged, keeping the choice across pages. */
export function PegawaiPickerModal({
  open,
  onClose,
  onSelect,
  initialSelected,
  multiple = true,
  satuanKerjaId,
  withKontrak,
  list: listName = "all",
  perPage = EMPLOYEE_PICKER_PAGE_SIZE,
  title = "Pilih Pegawai",
}: PegawaiPickerModalProps) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState(new Map<string, PegawaiPickerRecord>());
  // Starts from the current choice each time it opens (a new array each render must not reset it).
  const initial = useRef(initialSelected);
  initial.current = initialSelected;
  useEffect(() => {
    if (open) setChosen(new Map((initial.current ?? []).map((r) => [pegawaiKey(r), r])));
  }, [open]);
  const list = useQuery({
    ...pegawaiPickerQueryOptions(
      {
        satuan_kerja_id: satuanKerjaId,
        with_kontrak: withKontrak ? "true" : undefined,
        q: q || undefined,
        page,
        per_page: perPage,
      },
      listName,
    ),
    enabled: open,
  });
  const toggle = (records: PegawaiPickerRecord[], selected: boolean) =>
    setChosen((current) => {
      const next = multiple ? new Map(current) : new Map<string, PegawaiPickerRecord>();
      for (const r of records) {
        if (selected) next.set(pegawaiKey(r), r);
        else next.delete(pegawaiKey(r));
      }
      return next;
    });

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => {
        onSelect([...chosen.values()]);
        onClose();
      }}
      okText="Pilih"
      cancelText="Batal"
      width={860}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: "100%" }}>
        <SearchInput
          placeholder="Cari nama, NIP atau jabatan"
          onSearch={(term) => {
            setQ(term);
            setPage(1);
          }}
        />
        <PagedTable<PegawaiPickerRecord>
          label="Pegawai"
          rowKey={pegawaiKey}
          data={list.data?.data}
          meta={list.data ? toMeta(list.data, list.data.data.length) : undefined}
          loading={list.isFetching}
          onPageChange={setPage}
          emptyText="Tidak ada pegawai"
          tableProps={{
            size: "small",
            rowSelection: {
              type: multiple ? "checkbox" : "radio",
              selectedRowKeys: [...chosen.keys()],
              onSelect: (record, selected) => toggle([record], selected),
              onSelectAll: (selected, _rows, changed) => toggle(changed, selected),
            },
          }}
          columns={[
            {
              title: "Nama",
              key: "nama",
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <span>{r.peg_nama}</span>
                  <Typography.Text type="secondary">{r.peg_nip}</Typography.Text>
                </Space>
              ),
            },
            {
              title: "Jabatan",
              key: "jabatan",
              render: (_, r) => (
                <span>
                  {r.is_plt ? <Tag color="purple">Plt.</Tag> : null}
                  {r.namaJabatan ?? "-"}
                </span>
              ),
            },
            { title: "Unit Kerja", dataIndex: "unitKerja", key: "unit" },
            { title: "Satuan Kerja", dataIndex: "satuanKerjaNama", key: "satker" },
          ]}
        />
      </Space>
    </Modal>
  );
}

interface PegawaiPickerProps extends PickerOptions {
  value?: PegawaiPickerRecord[];
  onChange?: (records: PegawaiPickerRecord[]) => void;
  buttonLabel?: string;
  disabled?: boolean;
}

/** The chosen employees as tags and a button opening the picker; a Form.Item control. */
export function PegawaiPicker({
  value = [],
  onChange,
  buttonLabel = "Pilih Pegawai",
  disabled,
  ...options
}: PegawaiPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Space wrap>
      {value.map((r) => (
        <Tag
          key={pegawaiKey(r)}
          closable={disabled ? false : { "aria-label": `Hapus ${pegawaiLabel(r)}` }}
          onClose={() => onChange?.(value.filter((o) => pegawaiKey(o) !== pegawaiKey(r)))}
        >
          {pegawaiLabel(r)}
        </Tag>
      ))}
      <Button icon={<UserAddOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <PegawaiPickerModal
        {...options}
        open={open}
        onClose={() => setOpen(false)}
        initialSelected={value}
        onSelect={(records) => onChange?.(records)}
      />
    </Space>
  );
}
