import { describe, expect, it } from "vitest";
import { initialsOf, latestParaf, mayReadArchiveCopy } from "./paraf.rules";

describe("initialsOf", () => {
  it.each([
    ["Rizky Pratama Harahap", "RPH"],
    ["Dr. Ir. Rizky Pratama Harahap, S.Kom., M.T.", "RPH"],
    ["Ir. Bambang Sutrisno, M.T.", "BS"],
    ["Hj. Siti Aminah, S.E.", "SA"],
    ["Prof. Dr. H. Ahmad Fauzi", "AF"],
    ["Budi Santoso S.Kom", "BS"],
    ["Muh. Arif", "MA"],
    ["dr. Ratna Wulandari, M.Pd.", "RW"],
  ])("%s → %s", (nama, inisial) => expect(initialsOf(nama)).toBe(inisial));
});

describe("latestParaf", () => {
  const at = (min: number) => new Date(Date.UTC(2026, 10, 26, 1, min));
  const reviewers = [
    { urutan: 1, pegawaiId: 10 },
    { urutan: 2, pegawaiId: 20 },
    { urutan: 3, pegawaiId: 30 },
  ];
  it("keeps the latest paraf of each reviewer, in the chain's order", () => {
    const paraf = [
      { id: 1, urutan: 1, pegawaiId: 10, createdAt: at(1) },
      { id: 2, urutan: 2, pegawaiId: 20, createdAt: at(2) },
      // PERBAIKAN by 30 back to 20, back to 10: both initial again.
      { id: 3, urutan: 1, pegawaiId: 10, createdAt: at(5) },
      { id: 4, urutan: 2, pegawaiId: 20, createdAt: at(6) },
      { id: 5, urutan: 3, pegawaiId: 30, createdAt: at(7) },
    ];
    expect(latestParaf(paraf, reviewers).map((p) => p.id)).toEqual([3, 4, 5]);
  });
  it("leaves out a reviewer taken off the chain and one who has not initialled", () => {
    const paraf = [{ id: 1, urutan: 1, pegawaiId: 99, createdAt: at(1) }];
    expect(latestParaf(paraf, reviewers)).toEqual([]);
  });
});

describe("mayReadArchiveCopy", () => {
  const letter = {
    kategoriSurat: "internal",
    statusSurat: "terkirim",
    createdBy: 1,
    satuanKerjaId: 5,
  };
  const reviewers = [{ urutan: 1, pegawaiId: 20 }];
  const actor = (
    o: Partial<{ userId: number; pegawaiId: number; userLevel: number; satuanKerjaId: number }>,
  ) => ({
    userId: 100,
    pegawaiId: 200,
    userLevel: 9,
    satuanKerjaId: 5,
    ...o,
  });
  it("lets the author, a reviewer and the unit's secretariat read it", () => {
    expect(mayReadArchiveCopy(letter, reviewers, actor({ userId: 1 }))).toBe(true);
    expect(mayReadArchiveCopy(letter, reviewers, actor({ pegawaiId: 20 }))).toBe(true);
    expect(mayReadArchiveCopy(letter, reviewers, actor({ userLevel: 8 }))).toBe(true);
  });
  it("refuses a recipient, another unit's secretariat, drafts and incoming letters", () => {
    expect(mayReadArchiveCopy(letter, reviewers, actor({}))).toBe(false);
    expect(mayReadArchiveCopy(letter, reviewers, actor({ userLevel: 8, satuanKerjaId: 6 }))).toBe(
      false,
    );
    expect(
      mayReadArchiveCopy({ ...letter, statusSurat: "draft" }, reviewers, actor({ userId: 1 })),
    ).toBe(false);
    expect(
      mayReadArchiveCopy(
        { ...letter, kategoriSurat: "external" },
        reviewers,
        actor({ userLevel: 8 }),
      ),
    ).toBe(false);
  });
});
