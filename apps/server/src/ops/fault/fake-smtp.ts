import { once } from "node:events";
import net, { type AddressInfo } from "node:net";

export type ReceivedMail = { messageId: string | null; to: string[]; size: number };

/**
 * Just enough SMTP (RFC 5321, no extensions) for nodemailer to hand over messages, which are
 * recorded with their Message-ID: a stand-in mail server for counting deliveries.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(message)?.[1] ?? null;
          received.push({ messageId: id, to, size: message.length });
          to = [];
          reply("250 OK queued");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") reply("250 OK");
        else if (verb === "RCPT") {
          to.push(line.slice(8).trim());
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with .");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else if (verb === "RSET" || verb === "NOOP") reply("250 OK");
        else reply("502 not implemented");
      }
    });
    socket.on("error", () => undefined);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
