import { randomInt } from "node:crypto";
import { GENERATED_PASSWORD_LENGTH, penggunaMessages as m } from "@lontar/contracts/pengguna";
import { describe, expect, it } from "vitest";
import {
  accessChangeRefusal,
  generatePassword,
  grantedBeyondOwn,
  menuOptionTree,
  normalizeMenuIds,
  PASSWORD_ALPHABET,
} from "./pengguna.rules";

describe("generatePassword", () => {
  it("draws from the unambiguous alphabet, with upper, lower and digit, 12+ characters", () => {
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lIo]/);
    for (let i = 0; i < 200; i++) {
      const password = generatePassword(randomInt);
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(GENERATED_PASSWORD_LENGTH).toBeGreaterThanOrEqual(12);
      expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
    }
  });

  it("draws again when a class is missing", () => {
    const draws = [0, 0, 0, 0, 24, 48]; // "AAA" lacks lower case and digits; then "Aa2"
    let i = 0;
    const pick = () => draws[i++] ?? 0;
    expect(generatePassword(pick, 3)).toBe("Aa2");
    expect(i).toBe(6);
  });
});

const menus = [
  { id: 1, parentId: null, name: "Dashboard", icon: "D", link: "/dashboard", sortOrder: 10 },
  { id: 2, parentId: null, name: "Manajemen Master", icon: "M", link: null, sortOrder: 20 },
  {
    id: 4,
    parentId: 2,
    name: "Pengguna",
    icon: "U",
    link: "/manajemen-master/pengguna",
    sortOrder: 2,
  },
  {
    id: 3,
    parentId: 2,
    name: "Pegawai",
    icon: "P",
    link: "/manajemen-master/pegawai",
    sortOrder: 1,
  },
];

describe("menuOptionTree", () => {
  it("nests sub-menus under their menu in sidebar order", () => {
    expect(menuOptionTree(menus)).toEqual([
      { _id: 1, name: "Dashboard", ico: "D", link: "/dashboard", sub_link: [] },
      {
        _id: 2,
        name: "Manajemen Master",
        ico: "M",
        link: null,
        sub_link: [
          { _id: 3, name: "Pegawai", ico: "P", link: "/manajemen-master/pegawai" },
          { _id: 4, name: "Pengguna", ico: "U", link: "/manajemen-master/pengguna" },
        ],
      },
    ]);
  });
});

describe("normalizeMenuIds", () => {
  it("keeps menus with a screen, drops containers and duplicates, reports unknown ids", () => {
    expect(normalizeMenuIds(menus, [4, 2, 1, 4, 77])).toEqual({ ids: [1, 4], unknown: [77] });
  });
});

describe("grantedBeyondOwn", () => {
  it("lists the added menus the caller does not hold", () => {
    expect(grantedBeyondOwn([1, 9], [1, 9, 3, 4], [1, 3])).toEqual([4]);
    expect(grantedBeyondOwn([1, 9], [1], [1])).toEqual([]);
  });
});

describe("accessChangeRefusal", () => {
  const base = { callerIsAdmin: true, isSelf: false, targetLevel: 9 };
  it("lets an administrator change anybody else", () => {
    expect(accessChangeRefusal({ ...base, nextLevel: 1, nextStatus: "nonaktif" })).toBeNull();
  });
  it("keeps administrators to administrators", () => {
    const holder = { ...base, callerIsAdmin: false };
    expect(accessChangeRefusal({ ...holder, nextLevel: 1 })).toBe(m.adminOnly);
    expect(accessChangeRefusal({ ...holder, targetLevel: 1 })).toBe(m.adminOnly);
    expect(accessChangeRefusal({ ...holder, nextLevel: 8, nextStatus: "aktif" })).toBeNull();
  });
  it("refuses deactivating oneself or changing one's own level", () => {
    const self = { ...base, isSelf: true, targetLevel: 1 };
    expect(accessChangeRefusal({ ...self, nextStatus: "nonaktif" })).toBe(m.selfStatus);
    expect(accessChangeRefusal({ ...self, nextLevel: 9 })).toBe(m.selfLevel);
    expect(accessChangeRefusal({ ...self, nextLevel: 1, nextStatus: "aktif" })).toBeNull();
  });
});
