import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { USER_LEVEL } from "@lontar/contracts/user";
import { count, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import {
  jabatan,
  menu,
  pegawai,
  pengaturan,
  satuanKerja,
  unitKerja,
  userMenu,
  users,
} from "../db/schema";
import { hashPassword } from "../lib/password";
import type { InstanceCa } from "../modules/esign/certificates";
import { certificateHolder, issueSigningKey } from "../modules/esign/esign.service";
import { SETTING_GOVERNMENT } from "../modules/surat/pdf/surat-view";
import organisasiJson from "./data/contoh-organisasi.json" with { type: "json" };
import { seedDemoKegiatan } from "./reference";
import { seedMenus } from "./seed-menus";

interface Tree<T> {
  childs: (T & Tree<T>)[];
}
const flatten = <T extends Tree<T>>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.childs)]);

type Status = "aktif" | "nonaktif";
interface UnitSeed extends Tree<UnitSeed> {
  id: number;
  code: string;
  name: string;
  satuan_kerja_id: number;
  unit_kerja_parent: number | null;
  status: Status;
}
interface JabatanSeed extends Tree<JabatanSeed> {
  id: number;
  code: string;
  name: string;
  jenis_jabatan: string;
  eselon: string | null;
  unit_kerja_id: number;
  satuan_kerja_id: number;
  parent_id: number | null;
  status: Status;
}
interface PegawaiSeed {
  id: number;
  name: string;
  nama_tanpa_gelar: string;
  gelar_depan: string | null;
  gelar_belakang: string | null;
  nip: string;
  nik: string;
  jenis_kelamin: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  golongan: string;
  pangkat: string;
  satuan_kerja_id: number;
  unit_kerja_id: number;
  jabatan_id: number;
  alamat: string;
  telp: string;
  email: string;
  login_demo: string | null;
}
interface KontrakSeed {
  id: number;
  name: string;
  nik: string;
  jenis_kelamin: string;
  tanggal_lahir: string;
  satuan_kerja_id: number;
  unit_kerja_id: number;
  jabatan_id: number;
  status: Status;
}
/** Shape of `reference/contoh-organisasi.json`. */
interface Organisasi {
  pemerintah_daerah: { nama: string };
  jabatan_khusus: { id: number; name: string }[];
  satuan_kerja: {
    satuan_kerja_id: number;
    kode_skpd: string;
    satuan_kerja_nama: string;
    singkatan: string;
    alamat: string;
    kode_pos: string;
    email: string;
    sapk_id: string;
    unit_kerja: UnitSeed[];
    jabatan: JabatanSeed[];
    pegawai: PegawaiSeed[];
    tenaga_kontrak: KontrakSeed[];
  }[];
}
const organisasi = organisasiJson as unknown as Organisasi;

/** Levels of the demo logins of DOMAIN.md; everybody else is an ordinary employee. */
const demoLevels: Record<string, number> = {
  admin: USER_LEVEL.admin,
  sekretariat: USER_LEVEL.sekretariat,
};

export class DemoSeedRefused extends Error {
  constructor() {
    super("Demo seed is refused when NODE_ENV=production");
  }
}

/** True when the database holds no organisation yet. */
export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(satuanKerja);
  return (row?.n ?? 0) === 0;
}

async function seedOrganisation(tx: DbOrTx) {
  const tenagaKontrak = organisasi.jabatan_khusus[0];
  for (const sk of organisasi.satuan_kerja) {
    await tx.insert(satuanKerja).values({
      id: sk.satuan_kerja_id,
      kodeSkpd: sk.kode_skpd,
      nama: sk.satuan_kerja_nama,
      singkatan: sk.singkatan,
      alamat: sk.alamat,
      kodePos: sk.kode_pos,
      email: sk.email,
      sapkId: sk.sapk_id,
    });
    await tx.insert(unitKerja).values(
      flatten(sk.unit_kerja).map((u, i) => ({
        id: u.id,
        satuanKerjaId: u.satuan_kerja_id,
        parentId: u.unit_kerja_parent,
        code: u.code,
        name: u.name,
        posisi: i,
        status: u.status === "aktif",
      })),
    );
    await tx.insert(jabatan).values(
      flatten(sk.jabatan).map((j) => ({
        id: j.id,
        satuanKerjaId: j.satuan_kerja_id,
        unitKerjaId: j.unit_kerja_id,
        parentId: j.parent_id,
        code: j.code,
        name: j.name,
        jenisJabatan: j.jenis_jabatan,
        eselon: j.eselon,
        status: j.status === "aktif",
      })),
    );
  }
  if (tenagaKontrak)
    await tx.insert(jabatan).values({
      id: tenagaKontrak.id,
      code: "KONTRAK",
      name: tenagaKontrak.name,
      jenisJabatan: "KONTRAK",
    });
  for (const sk of organisasi.satuan_kerja) {
    await tx.insert(pegawai).values(
      sk.pegawai.map((p) => ({
        id: p.id,
        nip: p.nip,
        nik: p.nik,
        name: p.name,
        namaTanpaGelar: p.nama_tanpa_gelar,
        gelarDepan: p.gelar_depan,
        gelarBelakang: p.gelar_belakang,
        jenisKelamin: p.jenis_kelamin,
        tempatLahir: p.tempat_lahir,
        tanggalLahir: p.tanggal_lahir,
        golongan: p.golongan,
        pangkat: p.pangkat,
        satuanKerjaId: p.satuan_kerja_id,
        unitKerjaId: p.unit_kerja_id,
        jabatanId: p.jabatan_id,
        alamat: p.alamat,
        telp: p.telp,
        email: p.email,
      })),
    );
    if (sk.tenaga_kontrak.length > 0)
      await tx.insert(pegawai).values(
        sk.tenaga_kontrak.map((k) => ({
          id: k.id,
          nik: k.nik,
          name: k.name,
          jenisKelamin: k.jenis_kelamin,
          tanggalLahir: k.tanggal_lahir,
          satuanKerjaId: k.satuan_kerja_id,
          unitKerjaId: k.unit_kerja_id,
          jabatanId: k.jabatan_id,
          status: k.status === "aktif",
        })),
      );
  }
}

/** Every employee with a NIP gets a login: the demo logins by name, the others by NIP. */
async function seedUsers(tx: DbOrTx) {
  const people = organisasi.satuan_kerja.flatMap((sk) => sk.pegawai);
  const hashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));
  const created = await tx
    .insert(users)
    .values(
      people.map((p, i) => ({
        username: p.login_demo ?? p.nip,
        passwordHash: hashes[i] as string,
        pegNip: p.nip,
        userLevel: demoLevels[p.login_demo ?? ""] ?? USER_LEVEL.pegawai,
      })),
    )
    .returning({ id: users.id, level: users.userLevel });
  const menus = await tx.select({ id: menu.id, levels: menu.defaultLevels }).from(menu);
  const grants = created.flatMap((u) =>
    menus.filter((m) => m.levels.includes(u.level)).map((m) => ({ userId: u.id, menuId: m.id })),
  );
  await tx.insert(userMenu).values(grants);
}

/** Moves identity sequences past the explicit ids the seed inserted (jabatan 99999 is reserved). */
async function resetSequences(tx: DbOrTx) {
  for (const [table, filter] of [
    ["satuan_kerja", ""],
    ["unit_kerja", ""],
    ["jabatan", "where id < 99999"],
    ["pegawai", ""],
  ] as const) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table} ${filter}), 1))`,
      ),
    );
  }
}

/**
 * Seeds the demo organisation of Kabupaten Contoh, its menus and logins (password `lontar123`)
 * into an empty database, in one transaction.
 * @throws DemoSeedRefused when `production` is true.
 */
export async function seedDemo(
  db: Db,
  options: { production: boolean; ca?: InstanceCa },
): Promise<void> {
  if (options.production) throw new DemoSeedRefused();
  await db.transaction(async (tx) => {
    await seedMenus(tx);
    await seedOrganisation(tx);
    await resetSequences(tx);
    await seedUsers(tx);
    await seedDemoKegiatan(tx);
    await tx
      .insert(pengaturan)
      .values([{ kunci: SETTING_GOVERNMENT, nilai: organisasi.pemerintah_daerah.nama }])
      .onConflictDoNothing();
    if (options.ca) await seedSigningKeys(tx, options.ca);
  });
}

/** DOMAIN.md: every demo login can sign at once, with the passphrase `lontar123`. */
async function seedSigningKeys(tx: DbOrTx, ca: InstanceCa) {
  const logins = organisasi.satuan_kerja.flatMap((sk) => sk.pegawai).filter((p) => p.login_demo);
  const accounts = await tx
    .select({ id: users.id, nip: users.pegNip })
    .from(users)
    .where(
      inArray(
        users.username,
        logins.map((p) => p.login_demo as string),
      ),
    );
  for (const account of accounts) {
    await issueSigningKey(
      tx,
      ca,
      account.id,
      await certificateHolder(tx, account.nip),
      DEMO_PASSWORD,
    );
  }
}
