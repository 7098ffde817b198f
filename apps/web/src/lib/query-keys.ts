/**
 * First segments of the query keys of the screens whose data a letter saved or registered in
 * a form changes. Each feature builds its queryOptions' keys on its root, and the forms
 * invalidate the roots: features never import each other, so the roots are shared here.
 */
export const QUERY_ROOTS = {
  /** What both directions' details share: INFO, the copy without letterhead. */
  letter: ["surat"],
  outgoing: ["surat-keluar"],
  incoming: ["surat-masuk"],
  bank: ["bank"],
  dashboard: ["dashboard"],
  statistik: ["statistik"],
  counters: ["notifikasi", "counters"],
} as const;
