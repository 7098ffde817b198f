import { unitKerjaMessages } from "@lontar/contracts/unit-kerja";

/** A flat row of a tree table. */
export interface TreeLink {
  id: number;
  parentId: number | null;
}
export type TreeOf<T> = T & { childs: TreeOf<T>[] };

/**
 * Builds a forest from flat rows that are already in sibling order. A row whose parent is not
 * among the rows becomes a root, so a filtered or partial list still shows every row.
 */
export function buildTree<T extends TreeLink>(rows: T[]): TreeOf<T>[] {
  const nodes = new Map<number, TreeOf<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, childs: [] });
  const roots: TreeOf<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as TreeOf<T>;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent && parent !== node) parent.childs.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Keeps the nodes that match, each with its whole subtree, and the ancestors leading to them,
 * so a search shows where a match sits in the tree.
 */
export function pruneTree<T>(nodes: TreeOf<T>[], matches: (node: T) => boolean): TreeOf<T>[] {
  const kept: TreeOf<T>[] = [];
  for (const node of nodes) {
    if (matches(node)) {
      kept.push(node);
      continue;
    }
    const childs = pruneTree(node.childs, matches);
    if (childs.length > 0) kept.push({ ...node, childs });
  }
  return kept;
}

/** Maps every node, telling the mapper which sibling comes before it (null for the first). */
export function mapTree<T, U>(
  nodes: TreeOf<T>[],
  map: (node: T, previous: T | null) => U,
): TreeOf<U>[] {
  return nodes.map((node, i) => ({
    ...map(node, nodes[i - 1] ?? null),
    childs: mapTree(node.childs, map),
  }));
}

/** The nodes depth-first, each with its depth (0 for a root), for a flat select list. */
export function flattenTree<T>(nodes: TreeOf<T>[], level = 0): (T & { level: number })[] {
  return nodes.flatMap(({ childs, ...node }) => [
    { ...(node as T), level },
    ...flattenTree(childs, level + 1),
  ]);
}

/** True when putting `id` under `parentId` would make it its own ancestor. */
export function createsCycle(links: TreeLink[], id: number, parentId: number | null): boolean {
  const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
  let current = parentId;
  for (let steps = 0; current !== null && steps <= links.length; steps++) {
    if (current === id) return true;
    current = parentOf.get(current) ?? null;
  }
  return current === id;
}

/**
 * The new sibling order after placing `id`: right after `afterId` when given; otherwise where it
 * already was, or last when it is new among these siblings.
 */
export function placeAfter(siblingIds: number[], id: number, afterId?: number | null): number[] {
  const oldIndex = siblingIds.indexOf(id);
  const others = siblingIds.filter((s) => s !== id);
  let index = others.length;
  if (afterId !== undefined && afterId !== null && others.includes(afterId))
    index = others.indexOf(afterId) + 1;
  else if (oldIndex >= 0) index = oldIndex;
  return [...others.slice(0, index), id, ...others.slice(index)];
}

export interface UnitDependents {
  children: number;
  positions: number;
  employees: number;
}

/** Why a unit cannot be deleted, or null when nothing depends on it. */
export function unitDeleteBlocker(d: UnitDependents): string | null {
  if (d.children > 0) return unitKerjaMessages.hasChildren;
  if (d.positions > 0) return unitKerjaMessages.hasPositions;
  if (d.employees > 0) return unitKerjaMessages.hasPegawai;
  return null;
}

/** A page of the top-level nodes. */
export const pageOfRoots = <T>(roots: T[], page: number, perPage: number): T[] =>
  roots.slice((page - 1) * perPage, page * perPage);
