/** Page under construction in this change. */
export function Component() {
  return null;
}
