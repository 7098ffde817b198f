import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { verifyPdfSignature } from "../../modules/esign/pdf-verification";
import { shardedPath } from "../../modules/files/files.rules";

/** What a fault run found; `problems` empty means every invariant held. */
export interface InvariantReport {
  approved: number;
  untouched: number;
  disposed: number;
  notDisposed: number;
  problems: string[];
}

const rows = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const ids = (list: string[]) =>
  sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Every outgoing letter is either fully sent (number, stored PDF whose bytes hash to the
 * recorded SHA-256 and carry a valid signature, one signed document, its recipients, their
 * notifications and its e-mail) or untouched (still with the reviewer, none of those); every
 * incoming letter has exactly one disposition with its recipient row and notification, or none.
 */
export async function checkLetters(
  db: Db,
  filesDir: string | null,
  caCertPem: string,
  outgoing: string[],
  incoming: string[],
): Promise<InvariantReport> {
  const problems: string[] = [];
  const report: InvariantReport = {
    approved: 0,
    untouched: 0,
    disposed: 0,
    notDisposed: 0,
    problems,
  };
  const letters = await rows<{
    id: string;
    status_surat: string;
    no_surat: string | null;
    signed: number;
    sha256: string | null;
    recipients: number;
    notified: number;
    emails: number;
    notes: number;
  }>(
    db,
    sql`select m.id, m.status_surat, m.no_surat,
      (select count(*)::int from signed_document d where d.mail_id = m.id) as signed,
      (select f.sha256 from signed_document d join stored_file f on f.id = d.file_id
        where d.mail_id = m.id and f.sha256 = d.sha256 limit 1) as sha256,
      (select count(*)::int from mail_recipient r where r.mail_id = m.id) as recipients,
      (select count(*)::int from notification n where n.mail_id = m.id
        and n.kategori = 'surat-masuk') as notified,
      (select count(*)::int from outbox_email e where e.mail_id = m.id) as emails,
      (select count(*)::int from mail_note n where n.mail_id = m.id and n.action = 'setuju') as notes
    from mail m where m.id in (${ids(outgoing)})`,
  );
  if (letters.length !== outgoing.length) problems.push("outgoing letters missing");
  for (const l of letters) {
    if (l.status_surat === "terkirim") {
      report.approved++;
      const whole =
        l.no_surat && l.signed === 1 && l.sha256 && l.recipients === 2 && l.notified === 2;
      if (!whole || l.emails !== 1 || l.notes !== 1)
        problems.push(`letter ${l.id} half done: ${JSON.stringify(l)}`);
      else if (filesDir) {
        const pdf = await readFile(path.join(filesDir, ...shardedPath(l.sha256 ?? ""))).catch(
          () => null,
        );
        if (!pdf) problems.push(`letter ${l.id}: PDF ${l.sha256} not stored`);
        else if (createHash("sha256").update(pdf).digest("hex") !== l.sha256)
          problems.push(`letter ${l.id}: PDF hash mismatch`);
        else {
          const v = verifyPdfSignature(pdf, caCertPem);
          if (!v.signed || !v.signatureValid || !v.coversWholeFile || !v.issuedByInstance)
            problems.push(`letter ${l.id}: signature not valid`);
        }
      }
    } else {
      report.untouched++;
      const clean =
        l.status_surat === "pemeriksa" &&
        !l.no_surat &&
        l.signed + l.recipients + l.notified + l.emails + l.notes === 0;
      if (!clean) problems.push(`letter ${l.id} neither done nor untouched: ${JSON.stringify(l)}`);
    }
  }
  const dispositions = await rows<{ id: string; n: number; targets: number; notified: number }>(
    db,
    sql`select m.id,
      (select count(*)::int from mail_disposition d where d.mail_id = m.id) as n,
      (select count(*)::int from mail_recipient r where r.mail_id = m.id
        and r.disposition_id is not null) as targets,
      (select count(*)::int from notification n where n.mail_id = m.id
        and n.type = 'disposisi') as notified
    from mail m where m.id in (${ids(incoming)})`,
  );
  for (const d of dispositions) {
    if (d.n === 0 && d.targets === 0 && d.notified === 0) report.notDisposed++;
    else if (d.n === 1 && d.targets === 1 && d.notified === 1) report.disposed++;
    else problems.push(`disposition of ${d.id} partial or repeated: ${JSON.stringify(d)}`);
  }
  problems.push(...(await checkNumbers(db)));
  return report;
}

/**
 * Numbers as users see them: no number twice in a work unit and year, and, where every
 * number was given by the counter (none reserved by hand), the numbers run 1…N without a gap
 * and the counter stands at N, so a crash never burns a number.
 */
export async function checkNumbers(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const twice = await rows<{ nomor: number }>(
    db,
    sql`select nomor_urut as nomor from mail where nomor_urut is not null
      and status_surat = 'terkirim' group by satuan_kerja_id, nomor_scope, tahun, nomor_urut having count(*) > 1`,
  );
  if (twice.length) problems.push(`numbers used twice: ${twice.map((t) => t.nomor).join(", ")}`);
  const series = await rows<{ unit: number; tahun: number; n: number; max: number; last: number }>(
    db,
    sql`select m.satuan_kerja_id as unit, m.tahun, count(distinct m.nomor_urut)::int as n,
      max(m.nomor_urut)::int as max, max(c.last)::int as last
    from mail m join nomor_counter c on c.satuan_kerja_id = m.satuan_kerja_id
      and c.scope = m.nomor_scope and c.tahun = m.tahun
    where m.status_surat = 'terkirim' and m.nomor_urut is not null
    group by m.satuan_kerja_id, m.nomor_scope, m.tahun having bool_and(not m.nomor_manual)`,
  );
  for (const s of series)
    if (s.n !== s.max || s.last !== s.max)
      problems.push(
        `numbers of unit ${s.unit}/${s.tahun} not 1…${s.last}: ${s.n} distinct, max ${s.max}`,
      );
  return problems;
}
