import { SEARCH_MESSAGES } from "@lontar/contracts/search-constants";
import { Tag } from "antd";
import "./search-result.css";

/** 'Teks sedang diproses': a file of the record is still being read, so it may match later. */
export function ProcessingBadge({ show }: { show: boolean }) {
  // Gold's text is the theme's darker shade (#874d00 on #fffbe6, 7.6:1).
  return show ? (
    <Tag color="gold" className="search-badge">
      {SEARCH_MESSAGES.processing}
    </Tag>
  ) : null;
}
