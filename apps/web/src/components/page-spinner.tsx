import { Spin } from "antd";

/** Shown while a page's code or data loads. */
export function PageSpinner() {
  return (
    <div style={{ display: "grid", placeItems: "center", minHeight: "40vh" }}>
      <Spin size="large" description="Memuat..." />
    </div>
  );
}
