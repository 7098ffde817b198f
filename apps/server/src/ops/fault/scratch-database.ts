import pg from "pg";

/** A fresh, empty PostgreSQL database next to `url`'s, dropped afterwards. */
export async function scratchDatabase(url: string) {
  const name = `lontar_fault_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
