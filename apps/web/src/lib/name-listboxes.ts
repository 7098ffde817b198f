/**
 * Names every option list (`role="listbox"`) after the field that opens it.
 *
 * antd's Select draws its open list apart from its field, without an accessible name, so a
 * screen reader announces a nameless list (axe: aria-input-field-name) — and an empty one when
 * nothing matches what was typed. The field (`role="combobox"`) points at its list with
 * `aria-controls` while open and carries the name: its own `aria-label`, the elements of its
 * `aria-labelledby`, or the form label written for it.
 */

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** The accessible name of the field that controls `listbox`, or "" when it has none. */
export function listboxName(doc: Document, listbox: Element): string {
  const field = [...doc.querySelectorAll("[aria-controls]")].find(
    (element) => element.getAttribute("aria-controls") === listbox.id,
  );
  if (!field) return "";
  const own = field.getAttribute("aria-label")?.trim();
  if (own) return own;
  const labelledBy = field.getAttribute("aria-labelledby");
  if (labelledBy) {
    const name = labelledBy
      .split(/\s+/)
      .map((id) => text(doc.getElementById(id)))
      .filter(Boolean)
      .join(" ");
    if (name) return name;
  }
  if (!field.id) return "";
  const label = [...doc.querySelectorAll("label[for]")].find(
    (element) => element.getAttribute("for") === field.id,
  );
  return text(label ?? null);
}

/** Names the nameless lists now in `doc`. */
export function nameListboxes(doc: Document) {
  for (const listbox of doc.querySelectorAll(
    '[role="listbox"][id]:not([aria-label]):not([aria-labelledby])',
  )) {
    const name = listboxName(doc, listbox);
    if (name) listbox.setAttribute("aria-label", name);
  }
}

/** Keeps naming lists as they open, for the life of the page. Returns a stop function. */
export function watchListboxes(doc: Document = document): () => void {
  const observer = new MutationObserver(() => nameListboxes(doc));
  observer.observe(doc.body, { childList: true, subtree: true });
  nameListboxes(doc);
  return () => observer.disconnect();
}
