import { MAIL_MESSAGES } from "@lontar/contracts/mail";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/auth";
import { act, detail, send, typicalLetter } from "../../test/factories/surat-keluar";
import { createTestApp, type TestApp } from "../../test/harness";
import { pdfText } from "../../test/pdf-tools";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const editNumber = (id: string, payload: { nomor_surat?: string; tanggal_surat?: string }) =>
  t.as("sekretariat")({ method: "POST", url: `/egs/master/update-mail/${id}`, payload });

describe("the secretariat corrects a sent letter's number or date", () => {
  it("refuses it for a letter signed electronically, whose PDF shows what was signed", async () => {
    const id = await sentLetterSignedBy("digital");
    const before = (await detail(t, "sekretariat", id)).json().items;
    expect(before.no_surat).toBeTruthy();
    expect(before.can.edit_number).toBe(false);

    const res = await editNumber(id, { nomor_surat: "000.1.2/999/Diskominfo/2026" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.nomor_surat).toEqual([MAIL_MESSAGES.signedNumberFixed]);
    const date = await editNumber(id, { tanggal_surat: "2026-01-02" });
    expect(date.statusCode).toBe(422);
    expect(date.json().errors.tanggal_surat).toEqual([MAIL_MESSAGES.signedNumberFixed]);

    const after = (await detail(t, "sekretariat", id)).json().items;
    expect(after.no_surat).toBe(before.no_surat);
    expect(after.tanggal_surat).toBe(before.tanggal_surat);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "mail_updated"), eq(auditLog.targetId, id)));
    expect(audits).toHaveLength(0);
  });

  it("lets it through for a wet-signed letter, and the PDF shows the new number", async () => {
    const id = await sentLetterSignedBy("basah");
    expect((await detail(t, "sekretariat", id)).json().items.can.edit_number).toBe(true);
    const res = await editNumber(id, { nomor_surat: "000.1.2/777/Diskominfo/2026" });
    expect(res.statusCode).toBe(200);
    const pdf = await t.as("staf")({ method: "GET", url: `/egs/mail/${id}/pdf` });
    expect(await pdfText(pdf.rawPayload)).toContain("000.1.2/777/Diskominfo/2026");
  });
});

/** Sent to kadis alone, who signs it (SETUJU) in `mode`; answers its id. */
async function sentLetterSignedBy(mode: "digital" | "basah") {
  const body = await typicalLetter(t, {}, ["kadis"]);
  body.penerima.type_tanda_tangan = mode;
  const sent = await send(t, body);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  const id = sent.json().items.id as string;
  const res = await act(t, "kadis", id, "setuju");
  if (res.statusCode !== 200) throw new Error(`SETUJU failed: ${res.statusCode} ${res.body}`);
  return id;
}
