import { DEMO_PASSWORD } from "@lontar/contracts/auth";
import { USER_LEVEL } from "@lontar/contracts/user";
import type { DbOrTx } from "../db/client";
import { jabatan, satuanKerja, unitKerja } from "../db/schema";
import { hashPassword } from "../lib/password";
import { chance, intArray, lit, pickText, rnd, run, textArray } from "./bulk-sql";
import {
  DEGREES,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
  RANKS,
  WORK_UNITS,
} from "./bulk-words";

/** Units of every bulk work unit: [index of the parent unit or null, name]. */
const UNITS: [number | null, string][] = [
  [null, ""],
  [0, "Sekretariat"],
  [1, "Subbagian Umum dan Kepegawaian"],
  [1, "Subbagian Perencanaan dan Keuangan"],
  [0, "Bidang Perencanaan dan Pengembangan"],
  [4, "Seksi Perencanaan"],
  [4, "Seksi Pengembangan"],
  [0, "Bidang Pelayanan"],
  [7, "Seksi Pelayanan Teknis"],
  [0, "Bidang Pembinaan dan Pengawasan"],
  [9, "Seksi Pembinaan"],
];

/** Positions: [unit index, index of the superior position or null, type, eselon, name]. */
const POSITIONS: [number, number | null, string, string | null, string][] = [
  [0, null, "STRUKTURAL", "II.b", "Kepala"],
  [1, 0, "STRUKTURAL", "III.a", "Sekretaris"],
  [2, 1, "STRUKTURAL", "IV.a", "Kepala Subbagian Umum dan Kepegawaian"],
  [3, 1, "STRUKTURAL", "IV.a", "Kepala Subbagian Perencanaan dan Keuangan"],
  [4, 0, "STRUKTURAL", "III.b", "Kepala Bidang Perencanaan dan Pengembangan"],
  [5, 4, "STRUKTURAL", "IV.a", "Kepala Seksi Perencanaan"],
  [6, 4, "STRUKTURAL", "IV.a", "Kepala Seksi Pengembangan"],
  [7, 0, "STRUKTURAL", "III.b", "Kepala Bidang Pelayanan"],
  [8, 7, "STRUKTURAL", "IV.a", "Kepala Seksi Pelayanan Teknis"],
  [9, 0, "STRUKTURAL", "III.b", "Kepala Bidang Pembinaan dan Pengawasan"],
  [10, 9, "STRUKTURAL", "IV.a", "Kepala Seksi Pembinaan"],
  [2, 2, "JFU", null, "Pengadministrasi Umum"],
  [3, 3, "JFU", null, "Pengelola Keuangan"],
  [4, 4, "JFT", null, "Analis Kebijakan Ahli Pertama"],
  [7, 7, "JFU", null, "Pengolah Data"],
  [9, 9, "JFT", null, "Pranata Komputer Ahli Pertama"],
];

/** The head's title: Camat for a district, Kepala otherwise. */
const headTitle = (nama: string) =>
  nama.startsWith("Kecamatan ") ? `Camat ${nama.slice(10)}` : `Kepala ${nama}`;

const nextId = async (db: DbOrTx, table: string) =>
  Number(
    (await run<{ n: number }>(db, `select coalesce(max(id), 0) + 1 as n from ${table}`))[0]?.n,
  );

/** Adds work units (with their unit tree and positions) until there are `count`. */
async function addSatuanKerja(db: DbOrTx, count: number) {
  const existing = Number(
    (await run<{ n: number }>(db, "select count(*) as n from satuan_kerja"))[0]?.n,
  );
  const fresh = WORK_UNITS.slice(0, Math.max(0, count - existing));
  if (fresh.length === 0) return;
  let skId = await nextId(db, "satuan_kerja");
  let unitId = await nextId(db, "unit_kerja");
  let jabId = await nextId(db, "jabatan where id < 99999");
  const units: (typeof unitKerja.$inferInsert)[] = [];
  const positions: (typeof jabatan.$inferInsert)[] = [];
  const works = fresh.map(([nama, singkatan], n) => {
    const id = skId++;
    const unitIds = UNITS.map(() => unitId++);
    const jabIds = POSITIONS.map(() => jabId++);
    const code = singkatan.toUpperCase().replaceAll(".", "");
    UNITS.forEach(([parent, name], u) => {
      units.push({
        id: unitIds[u],
        satuanKerjaId: id,
        parentId: parent === null ? null : unitIds[parent],
        code: `${code}.${String(u + 1).padStart(2, "0")}`,
        name: name || nama,
        posisi: u,
      });
    });
    POSITIONS.forEach(([u, parent, jenis, eselon, name], j) => {
      const title = j === 0 ? headTitle(nama) : j === 1 ? `Sekretaris ${nama}` : name;
      positions.push({
        id: jabIds[j],
        satuanKerjaId: id,
        unitKerjaId: unitIds[u],
        parentId: parent === null ? null : jabIds[parent],
        code: `${code}.J${String(j + 1).padStart(2, "0")}`,
        name: title,
        jenisJabatan: jenis,
        eselon,
      });
    });
    return {
      id,
      kodeSkpd: `9.${String(n + 1).padStart(2, "0")}.0.00.0.00.01.0000`,
      nama,
      singkatan,
      alamat: `Jl. Pemuda No. ${n + 10}, Kabupaten Contoh`,
      kodePos: "59111",
      email: `${code.toLowerCase()}@contohkab.go.id`,
      telp: `(0291) ${String(400100 + n)}`,
      sapkId: `A5EB03E2${String(n).padStart(4, "0")}`,
    };
  });
  await db.insert(satuanKerja).values(works);
  await db.insert(unitKerja).values(units);
  await db.insert(jabatan).values(positions);
  for (const table of ["satuan_kerja", "unit_kerja"])
    await run(
      db,
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  await run(
    db,
    "select setval(pg_get_serial_sequence('jabatan', 'id'), (select max(id) from jabatan where id < 99999))",
  );
}

/** The columns of one generated civil servant numbered `n` (unique NIP and NIK). */
function pegawaiColumns(n: string) {
  const female = chance(11, 50, n);
  const birth = `(date '1966-01-01' + ${rnd(12, 12000, n)}::int)`;
  const first = `case when ${female} then ${pickText(FIRST_NAMES_FEMALE, 13, n)} else ${pickText(FIRST_NAMES_MALE, 13, n)} end`;
  const plain = `${first} || ' ' || ${pickText(LAST_NAMES, 14, n)}`;
  const rank = rnd(16, RANKS.length, n);
  return {
    nip: `to_char(${birth}, 'YYYYMMDD') || (extract(year from ${birth})::int + 24 + ${rnd(15, 8, n)})::text || '9' || lpad((${n})::text, 5, '0')`,
    nik: `'3299' || to_char(${birth}, 'DDMMYY') || lpad((${n})::text, 6, '0')`,
    name: `${plain} || ${pickText(DEGREES, 17, n)}`,
    plain,
    gender: `case when ${female} then 'P' else 'L' end`,
    birth,
    golongan: `(${textArray(RANKS.map((r) => r[0]))})[1 + ${rank}]`,
    pangkat: `(${textArray(RANKS.map((r) => r[1]))})[1 + ${rank}]`,
    telp: `'08' || lpad(${rnd(18, 1_000_000_000, n)}::text, 10, '1')`,
  };
}

const PEGAWAI_COLUMNS =
  "nip, nik, name, nama_tanpa_gelar, jenis_kelamin, tempat_lahir, tanggal_lahir, golongan, pangkat, satuan_kerja_id, unit_kerja_id, jabatan_id, alamat, telp, email";

const pegawaiValues = (n: string, sk: string, unit: string, jab: string) => {
  const p = pegawaiColumns(n);
  return `${p.nip}, ${p.nik}, ${p.name}, ${p.plain}, ${p.gender}, 'Contoh', ${p.birth}, ${p.golongan}, ${p.pangkat}, ${sk}, ${unit}, ${jab}, 'Kabupaten Contoh', ${p.telp}, 'pegawai' || (${n}) || '@contohkab.go.id'`;
};

/** Fills every empty structural position of the bulk units, then adds staff up to `total`. */
async function addPegawai(db: DbOrTx, total: number) {
  await run(
    db,
    `insert into pegawai (${PEGAWAI_COLUMNS})
     select ${pegawaiValues("j.n", "j.satuan_kerja_id", "j.unit_kerja_id", "j.id")}
     from (select j.*, row_number() over (order by j.id) as n from jabatan j
           where j.jenis_jabatan = 'STRUKTURAL' and j.satuan_kerja_id is not null
             and not exists (select 1 from pegawai p where p.jabatan_id = j.id)) j`,
  );
  const [row] = await run<{ n: number; last: number }>(
    db,
    "select count(*) as n, (select count(*) from pegawai where nik like '3299%') as last from pegawai",
  );
  const missing = total - Number(row?.n);
  if (missing <= 0) return;
  // Staff work in the non-structural positions of every unit, demo units included.
  await run(
    db,
    `create temp table bulk_staff_slot on commit drop as
     select row_number() over (order by j.satuan_kerja_id) - 1 as idx, j.satuan_kerja_id as sk,
            array_agg(j.id order by j.id) as jabs, array_agg(j.unit_kerja_id order by j.id) as units
     from jabatan j where j.jenis_jabatan <> 'STRUKTURAL' and j.satuan_kerja_id is not null
     group by j.satuan_kerja_id`,
  );
  const slots = Number(
    (await run<{ n: number }>(db, "select count(*) as n from bulk_staff_slot"))[0]?.n,
  );
  const offset = Number(row?.last);
  await run(
    db,
    `insert into pegawai (${PEGAWAI_COLUMNS})
     select ${pegawaiValues("g", "s.sk", "s.units[1 + x.k]", "s.jabs[1 + x.k]")}
     from generate_series(${offset + 1}, ${offset + missing}) g
     join bulk_staff_slot s on s.idx = g % ${slots}
     cross join lateral (select ${rnd(19, 1000)} % cardinality(s.jabs) as k) x`,
  );
}

/**
 * Every employee with a NIP gets a login (username = NIP, password `lontar123`, one hash for
 * all) with the default menus of the level; a work unit without a secretariat gets one.
 */
async function addLogins(db: DbOrTx) {
  const hash = await hashPassword(DEMO_PASSWORD);
  await run(
    db,
    `insert into users (username, password_hash, peg_nip, user_level)
     select p.nip, ${lit(hash)}, p.nip, ${USER_LEVEL.pegawai} from pegawai p
     where p.nip is not null and not exists (select 1 from users u where u.peg_nip = p.nip)`,
  );
  await run(
    db,
    `update users set user_level = ${USER_LEVEL.sekretariat} where id in (
       select min(u.id) from users u join pegawai p on p.nip = u.peg_nip
       join jabatan j on j.id = p.jabatan_id
       where j.jenis_jabatan <> 'STRUKTURAL' and u.user_level = ${USER_LEVEL.pegawai}
         and not exists (select 1 from users u8 join pegawai p8 on p8.nip = u8.peg_nip
                         where u8.user_level = ${USER_LEVEL.sekretariat} and p8.satuan_kerja_id = p.satuan_kerja_id)
       group by p.satuan_kerja_id)`,
  );
  await run(
    db,
    `insert into user_menu (user_id, menu_id)
     select u.id, m.id from users u join menu m on u.user_level = any(m.default_levels)
     where not exists (select 1 from user_menu um where um.user_id = u.id)`,
  );
}

/**
 * The people letters are routed through, per work unit (`bulk_sk`, numbered by `idx`): the
 * head, the secretary, the other heads of division, the staff, the secretariat login that
 * registers incoming letters, and the demo logins that get a larger share.
 */
async function describeSatuanKerja(db: DbOrTx) {
  await run(
    db,
    `create temp table bulk_login on commit drop as
     select p.id as pegawai_id, u.id as user_id, p.satuan_kerja_id as sk, u.user_level as level, u.username
     from pegawai p join users u on u.peg_nip = p.nip where u.status = 'aktif' and p.status`,
  );
  await run(db, "create unique index on bulk_login (pegawai_id)");
  await run(
    db,
    `create temp table bulk_sk on commit drop as
     with top as (
       select distinct on (j.satuan_kerja_id) j.satuan_kerja_id as sk, j.id as jab, l.pegawai_id as peg
       from jabatan j join pegawai p on p.jabatan_id = j.id join bulk_login l on l.pegawai_id = p.id
       where j.parent_id is null and j.jenis_jabatan = 'STRUKTURAL'
       order by j.satuan_kerja_id, j.id, p.id),
     second as (
       select t.sk, p.id as peg, j.name ilike 'Sekretaris%' as sekretaris
       from top t join jabatan j on j.parent_id = t.jab
       join pegawai p on p.jabatan_id = j.id join bulk_login l on l.pegawai_id = p.id),
     units as (
       select t.sk, t.peg as kepala, t.jab as kepala_jab,
              coalesce((select min(s.peg) from second s where s.sk = t.sk and s.sekretaris),
                       (select min(s.peg) from second s where s.sk = t.sk)) as sekretaris,
              array(select s.peg from second s where s.sk = t.sk and not s.sekretaris order by s.peg) as kabid_all,
              array(select l.pegawai_id from bulk_login l where l.sk = t.sk and l.pegawai_id <> t.peg
                      and not exists (select 1 from second s where s.peg = l.pegawai_id)
                    order by l.pegawai_id) as staf,
              (select min(l.user_id) from bulk_login l where l.sk = t.sk and l.level = ${USER_LEVEL.sekretariat}) as registrar,
              (select l.pegawai_id from bulk_login l where l.sk = t.sk and l.username = 'staf') as fav_staf,
              (select array_agg(l.pegawai_id) from bulk_login l where l.sk = t.sk and l.username in ('admin', 'sekretariat')) as fav_copy
       from top t)
     select row_number() over (order by u.sk)::int - 1 as idx, u.sk, u.kepala, u.kepala_jab, u.sekretaris,
            -- The secretary is never also a head of division, unless the unit has nobody else.
            coalesce(nullif(array_remove(u.kabid_all, u.sekretaris), ${intArray([])}), array[u.sekretaris]) as kabid,
            u.staf, cardinality(u.staf) as n_staf,
            coalesce(u.registrar, (select user_id from bulk_login where pegawai_id = u.sekretaris)) as registrar,
            coalesce(u.fav_staf, 0) as fav_staf, coalesce(u.fav_copy, ${intArray([])}) as fav_copy,
            coalesce(s.singkatan, s.kode_skpd) as singkatan
     from units u join satuan_kerja s on s.id = u.sk
     where u.sekretaris is not null and cardinality(u.staf) > 0`,
  );
}

/** The organisation of the bulk volume; leaves `bulk_sk` and `bulk_login` for the letters. */
export async function seedBulkOrganisation(
  db: DbOrTx,
  volume: { satuanKerja: number; pegawai: number },
) {
  await addSatuanKerja(db, volume.satuanKerja);
  await addPegawai(db, volume.pegawai);
  await addLogins(db);
  await describeSatuanKerja(db);
  // Statistics let the planner hash-join these small tables into a million-row statement
  // instead of sorting that statement's rows for a merge join.
  await run(db, "analyze bulk_sk");
  await run(db, "analyze bulk_login");
  const [row] = await run<{ n: number }>(db, "select count(*)::int as n from bulk_sk");
  return Number(row?.n);
}
