import { jabatanMessages as msg } from "@lontar/contracts/jabatan";
import { describe, expect, it } from "vitest";
import {
  eselonError,
  jabatanDeleteBlocker,
  jabatanNameOptions,
  mayBeTop,
  normaliseEselon,
} from "./jabatan.rules";

const ESELON = ["II.b", "III.a", "IV.a"];

describe("eselonError", () => {
  it("requires a known eselon for a structural position", () => {
    expect(eselonError("STRUKTURAL", "III.a", ESELON)).toBeNull();
    expect(eselonError("STRUKTURAL", null, ESELON)).toBe(msg.eselonRequired);
    expect(eselonError("STRUKTURAL", "IX", ESELON)).toBe(msg.eselonUnknown);
  });

  it("refuses an eselon on JFT and JFU", () => {
    expect(eselonError("JFT", null, ESELON)).toBeNull();
    expect(eselonError("JFU", null, ESELON)).toBeNull();
    expect(eselonError("JFT", "IV.a", ESELON)).toBe(msg.eselonForbidden);
    expect(eselonError("JFU", "IV.a", ESELON)).toBe(msg.eselonForbidden);
  });

  it("treats blank as no eselon", () => {
    expect(normaliseEselon("  ")).toBeNull();
    expect(normaliseEselon(undefined)).toBeNull();
    expect(normaliseEselon(" IV.a ")).toBe("IV.a");
  });
});

describe("mayBeTop", () => {
  it("lets a position be the top only when no other position is", () => {
    expect(mayBeTop([], null)).toBe(true);
    expect(mayBeTop([7], 7)).toBe(true);
    expect(mayBeTop([7], null)).toBe(false);
    expect(mayBeTop([7], 8)).toBe(false);
  });
});

describe("jabatanDeleteBlocker", () => {
  it("names what still depends on a position, or null", () => {
    expect(jabatanDeleteBlocker({ holders: 1, plt: 1, subordinates: 1 })).toBe(msg.hasHolders);
    expect(jabatanDeleteBlocker({ holders: 0, plt: 1, subordinates: 1 })).toBe(msg.hasPlt);
    expect(jabatanDeleteBlocker({ holders: 0, plt: 0, subordinates: 2 })).toBe(msg.hasSubordinates);
    expect(jabatanDeleteBlocker({ holders: 0, plt: 0, subordinates: 0 })).toBeNull();
  });
});

describe("jabatanNameOptions", () => {
  it("merges common and used names without case duplicates, sorted", () => {
    const names = jabatanNameOptions("JFU", ["pengolah data", "Juru Ketik", " "]);
    expect(names).toContain("Pengolah Data");
    expect(names).toContain("Juru Ketik");
    expect(names.filter((n) => n.toLowerCase() === "pengolah data")).toHaveLength(1);
    expect(names).not.toContain("");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "id")));
  });

  it("offers no common names for structural positions", () => {
    expect(jabatanNameOptions("STRUKTURAL", ["Kepala Dinas"])).toEqual(["Kepala Dinas"]);
  });
});
