import type { BerkasItem, BerkasStatus } from "@lontar/contracts/berkas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  berkasApi,
  berkasDetail,
  controlledBerkasClock,
  createdBerkas,
} from "../../test/factories/berkas";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads the life cycle as on `day`. */
const on = controlledBerkasClock();

/** A berkas of `kode` opened and closed on 2026-02-10. */
async function closedBerkas(kode: string) {
  on("2026-02-10");
  const berkas = await createdBerkas(t, "sekretariat", {
    klasifikasi_kode: kode,
    kurun_waktu_mulai: "2026-01-05",
  });
  const closed = await berkasApi(t, "sekretariat").close(berkas.id);
  expect(closed.statusCode, closed.body).toBe(200);
  return closed.json().items as BerkasItem;
}

const statusOn = async (id: string, day: string): Promise<BerkasStatus> => {
  on(day);
  return (await berkasDetail(t, "sekretariat", id)).status;
};

const listed = async (status: BerkasStatus) =>
  (
    (await berkasApi(t, "sekretariat").list({ status, per_page: 100 })).json().items as BerkasItem[]
  ).map((b) => b.id);

describe("retention from the classification, counted from the closing", () => {
  it("goes from active to inactive to proposed for destruction (000.1.2: 1 + 2 years, musnah)", async () => {
    const berkas = await closedBerkas("000.1.2");
    expect(berkas).toMatchObject({
      ditutup_pada: "2026-02-10",
      kurun_waktu_selesai: "2026-02-10",
      retensi: {
        aktif: 1,
        inaktif: 2,
        keterangan: "musnah",
        inaktif_pada: "2027-02-10",
        nasib_pada: "2029-02-10",
      },
    });
    expect(await statusOn(berkas.id, "2027-02-09")).toBe("tertutup");
    expect(await statusOn(berkas.id, "2027-02-10")).toBe("inaktif");
    expect(await listed("inaktif")).toContain(berkas.id);
    expect(await listed("tertutup")).not.toContain(berkas.id);
    expect(await statusOn(berkas.id, "2029-02-09")).toBe("inaktif");
    expect(await statusOn(berkas.id, "2029-02-10")).toBe("usul_musnah");
    expect(await listed("usul_musnah")).toContain(berkas.id);
  });

  it("a permanent classification ends as permanen; dinilai kembali stays inactive", async () => {
    const permanent = await closedBerkas("000.7"); // 5 + 5 years, permanen
    expect(await statusOn(permanent.id, "2036-02-09")).toBe("inaktif");
    expect(await statusOn(permanent.id, "2036-02-10")).toBe("permanen");
    const appraised = await closedBerkas("000.5"); // 2 + 5 years, dinilai kembali
    expect(appraised.retensi.nasib_pada).toBe("2033-02-10");
    expect(await statusOn(appraised.id, "2040-01-01")).toBe("inaktif");
  });

  it("an open berkas stays active, and an unscheduled classification keeps it tertutup", async () => {
    on("2026-02-10");
    const open = await createdBerkas(t, "sekretariat", { klasifikasi_kode: "000.1.2" });
    expect(await statusOn(open.id, "2090-01-01")).toBe("aktif");
    expect((await berkasDetail(t, "sekretariat", open.id)).retensi).toMatchObject({
      inaktif_pada: null,
      nasib_pada: null,
    });
    const unscheduled = await closedBerkas("000.1.1");
    expect(unscheduled.retensi).toMatchObject({ aktif: null, inaktif_pada: null });
    expect(await statusOn(unscheduled.id, "2090-01-01")).toBe("tertutup");
  });
});
