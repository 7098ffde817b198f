/**
 * Shown while a page's code or data loads. Plain CSS, so that the first paint does not
 * wait for a component library chunk.
 */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Memuat">
      <span className="page-spinner__dot" />
    </div>
  );
}
