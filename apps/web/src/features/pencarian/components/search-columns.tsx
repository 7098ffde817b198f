import type { SearchItem } from "@lontar/contracts/search";
import { SEARCH_KIND_LABELS, type SearchKind } from "@lontar/contracts/search-constants";
import { type TableColumnsType, Tag } from "antd";
import { Link } from "react-router";
import { formatDay } from "../../../lib/dates";
import { sitePath } from "../search-params";
import { ProcessingBadge } from "./processing-badge";
import { Snippet } from "./snippet";

/** Blue and purple tags: the theme's 7th shades on their 1st, 5.7:1 and over. */
const KIND_COLORS = { surat: "blue", arsip: "purple" } as const satisfies Record<
  SearchKind,
  string
>;

/** The title (a link where the record opens), the excerpt under it, the processing badge. */
function ResultTitle({ item }: { item: SearchItem }) {
  const path = sitePath(item.tautan);
  return (
    <div className="search-result">
      {path ? (
        <Link to={path} className="search-result__title">
          {item.judul}
        </Link>
      ) : (
        <span className="search-result__title">{item.judul}</span>
      )}
      <ProcessingBadge show={item.teks_diproses} />
      <div>
        <Snippet text={item.cuplikan} />
      </div>
    </div>
  );
}

/** The columns of the results page; on a phone each result is a card headed by its title. */
export function searchColumns(from: number): TableColumnsType<SearchItem> {
  return [
    { title: "No", key: "no", width: 56, render: (_v, _item, index) => from + index },
    { title: "Judul", key: "judul", render: (_v, item) => <ResultTitle item={item} /> },
    {
      title: "Jenis",
      key: "jenis",
      width: 90,
      render: (_v, item) => (
        <Tag color={KIND_COLORS[item.jenis]}>{SEARCH_KIND_LABELS[item.jenis]}</Tag>
      ),
    },
    { title: "Nomor", key: "no_surat", render: (_v, item) => item.no_surat ?? "-" },
    { title: "Tanggal", key: "tanggal", width: 160, render: (_v, item) => formatDay(item.tanggal) },
  ];
}
