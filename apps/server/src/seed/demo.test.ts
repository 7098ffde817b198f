import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { jabatan, pegawai, users } from "../db/schema";
import { verifyPassword } from "../lib/password";
import { openTestDatabase } from "../test/database";
import { DemoSeedRefused, isEmpty, seedDemo } from "./demo";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("demo seed", () => {
  it("creates the seven demo logins with their levels and the demo password", async () => {
    const rows = await database.db
      .select({
        username: users.username,
        level: users.userLevel,
        hash: users.passwordHash,
        jabatan: jabatan.name,
      })
      .from(users)
      .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
      .innerJoin(jabatan, eq(jabatan.id, pegawai.jabatanId));
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName.admin?.level).toBe(1);
    expect(byName.sekretariat?.level).toBe(8);
    for (const name of ["kadis", "sekdis", "kabid", "staf", "kadisdik"])
      expect(byName[name]?.level).toBe(9);
    expect(byName.kadis?.jabatan).toBe("Kepala Dinas Komunikasi dan Informatika");
    expect(byName.kadisdik?.jabatan).toBe("Kepala Dinas Pendidikan");
    expect(await verifyPassword(byName.staf?.hash ?? "", DEMO_PASSWORD)).toBe(true);
  });

  it("puts sekdis and kabid directly under kadis, and staf under kabid", async () => {
    const positionOf = async (username: string) =>
      (
        await database.db
          .select({ id: jabatan.id, parent: jabatan.parentId })
          .from(users)
          .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
          .innerJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
          .where(eq(users.username, username))
      )[0];
    const kadis = await positionOf("kadis");
    const kabid = await positionOf("kabid");
    expect((await positionOf("sekdis"))?.parent).toBe(kadis?.id);
    expect(kabid?.parent).toBe(kadis?.id);
    expect((await positionOf("staf"))?.parent).toBe(kabid?.id);
  });

  it("keeps jabatan 99999 for Tenaga Kontrak and continues the sequences after the seeded ids", async () => {
    const [kontrak] = await database.db.select().from(jabatan).where(eq(jabatan.id, 99999));
    expect(kontrak?.name).toBe("Tenaga Kontrak");
    const [next] = await database.db
      .insert(jabatan)
      .values({ code: "X", name: "Jabatan Baru", jenisJabatan: "JFU", satuanKerjaId: 2 })
      .returning({ id: jabatan.id });
    expect(next?.id).toBeGreaterThan(1000);
    expect(next?.id).toBeLessThan(99999);
    const [kontrakStaff] = await database.db
      .select({ n: count() })
      .from(pegawai)
      .where(eq(pegawai.jabatanId, 99999));
    expect(kontrakStaff?.n).toBe(2);
  });

  it("is refused under NODE_ENV=production", async () => {
    const empty = await openDatabase({ kind: "pglite" });
    await empty.migrate();
    expect(await isEmpty(empty.db)).toBe(true);
    await expect(seedDemo(empty.db, { production: true })).rejects.toBeInstanceOf(DemoSeedRefused);
    expect(await isEmpty(empty.db)).toBe(true);
    await empty.close();
  });
});
