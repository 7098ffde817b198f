import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmail } from "../../db/schema/outbox";
import { newId } from "../../lib/ids";
import { PDF_BYTES } from "../../test/factories/files";
import { createTestApp, type TestApp } from "../../test/harness";
import { storeUpload } from "../files/files.service";
import { sendPending } from "./outbox.sender";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("outbox sender", () => {
  it("sends waiting messages with their PDF once, and keeps a failed one with its error", async () => {
    const file = await storeUpload(t.db, t.app.fileStorage, {
      source: PDF_BYTES,
      fileName: "surat.pdf",
      userId: 1,
      purpose: "surat-elektronik",
      attached: true,
    });
    const ok = newId();
    await t.db.insert(outboxEmail).values([
      {
        id: ok,
        to: "warga@contoh.example",
        subject: "Surat",
        body: "Nomor resi: ABCDEFGHJK",
        attachmentFileId: file._id,
      },
    ]);
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const delivered: string[] = [];
    const transport = {
      sendMail: async (message: Parameters<typeof stream.sendMail>[0]) => {
        const info = await stream.sendMail(message);
        delivered.push(String(info.message));
        return info;
      },
    } as unknown as typeof stream;
    expect(
      await sendPending(t.db, t.app.fileStorage, transport, "surat@kabupatencontoh.example"),
    ).toEqual({ sent: 1, failed: 0 });
    expect(delivered[0]).toContain("To: warga@contoh.example");
    expect(delivered[0]).toContain("Nomor resi: ABCDEFGHJK");
    expect(delivered[0]).toContain("filename=surat.pdf");
    const [row] = await t.db.select().from(outboxEmail).where(eq(outboxEmail.id, ok));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await sendPending(t.db, t.app.fileStorage, transport, "x@y.z")).toEqual({
      sent: 0,
      failed: 0,
    });

    const bad = newId();
    await t.db
      .insert(outboxEmail)
      .values({ id: bad, to: "lain@contoh.example", subject: "S", body: "B" });
    const failing = {
      sendMail: async () => {
        throw new Error("SMTP 451 coba lagi");
      },
    } as unknown as typeof stream;
    expect(await sendPending(t.db, t.app.fileStorage, failing, "x@y.z")).toEqual({
      sent: 0,
      failed: 1,
    });
    const [failed] = await t.db.select().from(outboxEmail).where(eq(outboxEmail.id, bad));
    expect(failed).toMatchObject({ sentAt: null, error: "SMTP 451 coba lagi" });
    // Not retried at once; ten minutes later it is.
    expect(await sendPending(t.db, t.app.fileStorage, transport, "x@y.z")).toEqual({
      sent: 0,
      failed: 0,
    });
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await sendPending(t.db, t.app.fileStorage, transport, "x@y.z", later)).toEqual({
      sent: 1,
      failed: 0,
    });
  });
});
