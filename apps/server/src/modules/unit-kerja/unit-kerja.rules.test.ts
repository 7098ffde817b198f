import { unitKerjaMessages as msg } from "@lontar/contracts/unit-kerja";
import { describe, expect, it } from "vitest";
import {
  buildTree,
  createsCycle,
  flattenTree,
  mapTree,
  pageOfRoots,
  placeAfter,
  pruneTree,
  unitDeleteBlocker,
} from "./unit-kerja.rules";

const rows = [
  { id: 1, parentId: null, name: "Dinas" },
  { id: 2, parentId: 1, name: "Sekretariat" },
  { id: 3, parentId: 2, name: "Subbagian Umum" },
  { id: 4, parentId: 1, name: "Bidang Aplikasi" },
  { id: 5, parentId: 4, name: "Seksi Aplikasi" },
  { id: 6, parentId: null, name: "UPT" },
];
const shape = (nodes: { id: number; childs: unknown[] }[]): unknown =>
  nodes.map((n) => [n.id, shape(n.childs as { id: number; childs: unknown[] }[])]);

describe("buildTree", () => {
  it("nests rows under their parents in the given order", () => {
    expect(shape(buildTree(rows))).toEqual([
      [
        1,
        [
          [2, [[3, []]]],
          [4, [[5, []]]],
        ],
      ],
      [6, []],
    ]);
  });

  it("makes a row whose parent is missing a root, and survives a self-parent", () => {
    expect(
      shape(
        buildTree([
          { id: 3, parentId: 2 },
          { id: 7, parentId: 7 },
        ]),
      ),
    ).toEqual([
      [3, []],
      [7, []],
    ]);
  });
});

describe("pruneTree", () => {
  it("keeps matches with their subtrees and the ancestors leading to them", () => {
    const kept = pruneTree(buildTree(rows), (n) => n.name.startsWith("Seksi") || n.id === 2);
    expect(shape(kept)).toEqual([
      [
        1,
        [
          [2, [[3, []]]],
          [4, [[5, []]]],
        ],
      ],
    ]);
    expect(pruneTree(buildTree(rows), () => false)).toEqual([]);
  });

  it("does not change the full tree it prunes", () => {
    const tree = buildTree(rows);
    pruneTree(tree, (n) => n.id === 5);
    expect(tree[0]?.childs).toHaveLength(2);
  });
});

describe("mapTree and flattenTree", () => {
  it("tells each node its previous sibling", () => {
    const mapped = mapTree(buildTree(rows), (n, previous) => ({
      id: n.id,
      after: previous?.id ?? null,
    }));
    expect(mapped[1]).toMatchObject({ id: 6, after: 1 });
    expect(mapped[0]?.childs.map((c) => c.after)).toEqual([null, 2]);
  });

  it("lists nodes depth-first with their level", () => {
    expect(flattenTree(buildTree(rows)).map((n) => [n.id, n.level])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 2],
      [6, 0],
    ]);
  });
});

describe("createsCycle", () => {
  it("refuses the unit itself or any of its descendants as the parent", () => {
    expect(createsCycle(rows, 2, 2)).toBe(true);
    expect(createsCycle(rows, 1, 5)).toBe(true);
    expect(createsCycle(rows, 2, 3)).toBe(true);
  });

  it("allows an unrelated parent or none", () => {
    expect(createsCycle(rows, 3, 4)).toBe(false);
    expect(createsCycle(rows, 2, null)).toBe(false);
    expect(createsCycle(rows, 4, 6)).toBe(false);
  });

  it("terminates on a cycle already in the data", () => {
    const looped = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect(createsCycle(looped, 9, 1)).toBe(false);
  });
});

describe("placeAfter", () => {
  it("puts a unit right after the chosen sibling", () => {
    expect(placeAfter([1, 2, 3], 9, 1)).toEqual([1, 9, 2, 3]);
    expect(placeAfter([1, 2, 3], 3, 1)).toEqual([1, 3, 2]);
    expect(placeAfter([1, 2, 3], 1, 3)).toEqual([2, 3, 1]);
  });

  it("keeps an existing unit's place and puts a new one last without a sibling", () => {
    expect(placeAfter([1, 2, 3], 2, null)).toEqual([1, 2, 3]);
    expect(placeAfter([1, 2, 3], 9, undefined)).toEqual([1, 2, 3, 9]);
  });
});

describe("unitDeleteBlocker", () => {
  it("names the first dependent kind, or null", () => {
    expect(unitDeleteBlocker({ children: 1, positions: 1, employees: 1 })).toBe(msg.hasChildren);
    expect(unitDeleteBlocker({ children: 0, positions: 2, employees: 1 })).toBe(msg.hasPositions);
    expect(unitDeleteBlocker({ children: 0, positions: 0, employees: 1 })).toBe(msg.hasPegawai);
    expect(unitDeleteBlocker({ children: 0, positions: 0, employees: 0 })).toBeNull();
  });
});

describe("pageOfRoots", () => {
  it("slices the roots of one page", () => {
    expect(pageOfRoots([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOfRoots([1, 2], 3, 2)).toEqual([]);
  });
});
