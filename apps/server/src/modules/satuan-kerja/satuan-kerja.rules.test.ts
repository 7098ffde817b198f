import { satuanKerjaMessages as msg } from "@lontar/contracts/satuan-kerja";
import { describe, expect, it } from "vitest";
import { deleteBlocker } from "./satuan-kerja.rules";

describe("deleteBlocker", () => {
  it("allows deleting an empty work unit", () => {
    expect(deleteBlocker({ units: 0, positions: 0, employees: 0 })).toBeNull();
  });

  it("names the first kind of record still belonging to it", () => {
    expect(deleteBlocker({ units: 2, positions: 1, employees: 1 })).toBe(msg.hasUnits);
    expect(deleteBlocker({ units: 0, positions: 1, employees: 1 })).toBe(msg.hasPositions);
    expect(deleteBlocker({ units: 0, positions: 0, employees: 3 })).toBe(msg.hasPegawai);
  });
});
