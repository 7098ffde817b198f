import { useEffect } from "react";
import { useCounters } from "./get-counters";
import { useMarkRead } from "./mark-read";

const COUNTER_OF = {
  persetujuan: "persetujuan_count",
  konsep: "konsep",
  "surat-masuk": "surat_masuk",
} as const;

/**
 * A category's counter resets when its list is opened (spec 01 §4), and again when a new
 * event of that category arrives while the list is open. `keamanan` has no list of its own.
 */
export function useMarkCategoryRead(kategori: keyof typeof COUNTER_OF | null) {
  const counters = useCounters();
  const count = kategori ? counters[COUNTER_OF[kategori]] : 0;
  const { mutate } = useMarkRead();
  useEffect(() => {
    if (kategori && count > 0) mutate({ kategori });
  }, [kategori, count, mutate]);
}
