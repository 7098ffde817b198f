import { PlusOutlined } from "@ant-design/icons";
import { BERKAS_MESSAGES } from "@lontar/contracts/berkas";
import type { SearchItem } from "@lontar/contracts/search";
import {
  SEARCH_MESSAGES,
  SEARCH_MIN_LENGTH,
  SEARCH_SUGGEST_DEBOUNCE_MS,
} from "@lontar/contracts/search-constants";
import { Button, Select } from "antd";
import { useId, useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { formatDay } from "../../../lib/dates";
import { useDebounced } from "../../../lib/use-debounced";
import { useAddIsi } from "../api/add-isi";
import { useSearchIsi } from "../api/search-isi";

/** How a found record reads in the list: kind, number, subject (or name) and date. */
const isiLabel = (item: SearchItem) =>
  [
    item.jenis === "arsip" ? "Arsip" : "Surat",
    item.no_surat ?? "Tanpa nomor",
    item.judul,
    formatDay(item.tanggal),
  ].join(" · ");

/**
 * 'Tambah Isi': finds a letter or an archive item (Tabel Arsip) the user may see by typing its
 * number, subject or name (the search of the top bar), then 'Masukkan' files it in this berkas
 * (moving it from another open berkas; the server refuses unsent letters and records of closed
 * files).
 */
export function TambahIsi({ berkasId }: { berkasId: string }) {
  const id = useId();
  const [term, setTerm] = useState("");
  const q = useDebounced(term.trim(), SEARCH_SUGGEST_DEBOUNCE_MS);
  const searchable = q.length >= SEARCH_MIN_LENGTH;
  const results = useSearchIsi(q, searchable);
  const [chosen, setChosen] = useState<SearchItem | null>(null);
  const add = useAddIsi();
  const found = searchable ? (results.data?.items ?? []) : [];
  // The chosen letter stays an option when a new term no longer finds it.
  const items = chosen && !found.some((f) => f.id === chosen.id) ? [chosen, ...found] : found;

  const notFound = !searchable
    ? SEARCH_MESSAGES.tooShort
    : results.isError
      ? SEARCH_MESSAGES.failed
      : results.isFetching
        ? "Mencari…"
        : SEARCH_MESSAGES.empty;

  const submit = async () => {
    if (!chosen) return;
    try {
      const body = chosen.jenis === "arsip" ? { arsip_id: chosen.id } : { surat_id: chosen.id };
      await add.mutateAsync({ id: berkasId, body });
      showBanner({ type: "success", message: BERKAS_MESSAGES.filed });
      setChosen(null);
      setTerm("");
    } catch (error) {
      const failure = toApiError(error);
      showBanner({
        type: "error",
        message: failure.diagnosticMessage ?? failure.message,
        status: failure.status,
      });
    }
  };

  return (
    <div className="list-toolbar" style={{ justifyContent: "flex-start" }}>
      <label htmlFor={id}>Tambah Isi</label>
      <Select<string>
        id={id}
        style={{ flex: "1 1 280px", maxWidth: 560 }}
        placeholder="Ketik nomor, perihal surat atau nama arsip"
        showSearch={{ filterOption: false, onSearch: setTerm }}
        allowClear
        value={chosen?.id}
        onChange={(value) => setChosen(items.find((item) => item.id === value) ?? null)}
        options={items.map((item) => ({ value: item.id, label: isiLabel(item) }))}
        notFoundContent={notFound}
        loading={results.isFetching}
      />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={!chosen}
        loading={add.isPending}
        onClick={submit}
      >
        Masukkan
      </Button>
    </div>
  );
}
