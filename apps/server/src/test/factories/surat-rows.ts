import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { jabatan, pegawai } from "../../db/schema/org";
import { type AddresseeSelection, mail } from "../../db/schema/surat";
import { mailRecipient } from "../../db/schema/surat-penerima";
import { mailReviewer } from "../../db/schema/surat-reviewer";
import type { AuthUser } from "../../lib/auth-user";
import { newId } from "../../lib/ids";
import { findMail, type MailRow } from "../../modules/surat/surat.repository";

/** Demo logins with their user and employee ids. */
export async function demoPegawai(db: DbOrTx, usernames: string[]) {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      userLevel: users.userLevel,
      pegNip: users.pegNip,
      pegawaiId: pegawai.id,
      satuanKerjaId: pegawai.satuanKerjaId,
    })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, r]));
}

/** A demo login's employee name and position title, as letters and lists print them. */
export async function nameAndPositionOf(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ nama: pegawai.name, jabatan: jabatan.name })
    .from(users)
    .innerJoin(pegawai, eq(pegawai.nip, users.pegNip))
    .leftJoin(jabatan, eq(jabatan.id, pegawai.jabatanId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no demo login ${username}`);
  return row;
}

export const asAuthUser = (p: {
  userId: number;
  username: string;
  userLevel: number;
  pegNip: string;
  pegawaiId: number;
  satuanKerjaId: number;
}): AuthUser => ({ ...p, sessionId: "test" });

const none: AddresseeSelection = { user: [], plt: [], user_eksternal: [] };

/**
 * Inserts a letter as the outgoing workflow would leave it: written by `author`, reviewed
 * in order by `reviewers` (the last signs), for `penerima`, with recipient rows once sent.
 */
export async function insertLetter(
  db: DbOrTx,
  input: {
    author: string;
    reviewers: string[];
    penerima?: string[];
    tembusan?: string[];
    external?: string[];
    status?: MailRow["statusSurat"];
    values?: Partial<typeof mail.$inferInsert>;
  },
): Promise<MailRow> {
  const names = [
    input.author,
    ...input.reviewers,
    ...(input.penerima ?? []),
    ...(input.tembusan ?? []),
  ];
  const people = await demoPegawai(db, names);
  const who = (name: string) => {
    const p = people.get(name);
    if (!p) throw new Error(`no demo login ${name}`);
    return p;
  };
  const author = who(input.author);
  const status = input.status ?? "pemeriksa";
  const id = newId();
  await db.insert(mail).values({
    id,
    satuanKerjaId: author.satuanKerjaId,
    createdBy: author.userId,
    statusSurat: status,
    perihal: "Undangan Rapat Koordinasi",
    isiSurat: "<p>Dengan hormat,</p><p>Isi surat uji.</p>",
    noSurat: status === "terkirim" ? `000.1.2/${Math.floor(Math.random() * 1e6)}/Uji/2026` : null,
    tanggalSurat: "2026-11-22",
    penerima: {
      ...none,
      user: (input.penerima ?? []).map((n) => who(n).pegawaiId),
      user_eksternal: input.external ?? [],
    },
    tembusan: { ...none, user: (input.tembusan ?? []).map((n) => who(n).pegawaiId) },
    orderNow: input.reviewers.length,
    ...input.values,
  });
  if (input.reviewers.length) {
    await db.insert(mailReviewer).values(
      input.reviewers.map((name, i) => ({
        mailId: id,
        urutan: i + 1,
        pegawaiId: who(name).pegawaiId,
      })),
    );
  }
  if (status === "terkirim") {
    const rows = [
      ...(input.penerima ?? []).map((n) => ({
        mailId: id,
        pegawaiId: who(n).pegawaiId,
        role: "penerima" as const,
      })),
      ...(input.tembusan ?? []).map((n) => ({
        mailId: id,
        pegawaiId: who(n).pegawaiId,
        role: "tembusan" as const,
      })),
    ];
    if (rows.length)
      await db
        .insert(mailRecipient)
        .values(
          rows.map((r) => ({ ...r, kategoriSurat: input.values?.kategoriSurat ?? "internal" })),
        );
  }
  const letter = await findMail(db, id);
  if (!letter) throw new Error("letter not inserted");
  return letter;
}
