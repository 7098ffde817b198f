import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { configFromEnv } from "../../config";

const dir = mkdtempSync(path.join(os.tmpdir(), "lontar-vapid-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("VAPID configuration", () => {
  it("adds a key pair to an older secrets file, keeps the other secrets, and reuses it", () => {
    const dataDir = path.join(dir, "old");
    mkdirSync(dataDir);
    const file = path.join(dataDir, "secrets.json");
    writeFileSync(file, JSON.stringify({ jwtSecret: "kept-jwt", captchaSecret: "kept-captcha" }));
    const first = configFromEnv({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ jwtSecret: "kept-jwt", captchaSecret: "kept-captcha" });
    expect(Buffer.from(first.vapid.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.vapid.privateKey, "base64url")).toHaveLength(32);
    expect(first.vapid.subject).toBe("mailto:admin@localhost");
    // web-push accepts the pair: it can sign the VAPID header with it.
    const headers = webpush.getVapidHeaders(
      "https://push.example",
      first.vapid.subject,
      first.vapid.publicKey,
      first.vapid.privateKey,
      "aes128gcm",
    );
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({
      jwtSecret: "kept-jwt",
      vapidPublicKey: first.vapid.publicKey,
    });
    expect(configFromEnv({ DATA_DIR: dataDir }).vapid).toEqual(first.vapid);
  });

  it("takes the keys and subject from the environment, the subject from an https PUBLIC_URL", () => {
    const env = {
      DATA_DIR: path.join(dir, "env"),
      VAPID_PUBLIC_KEY: "pub",
      VAPID_PRIVATE_KEY: "priv",
    };
    expect(configFromEnv({ ...env, VAPID_SUBJECT: "mailto:tu@contoh.go.id" }).vapid).toEqual({
      publicKey: "pub",
      privateKey: "priv",
      subject: "mailto:tu@contoh.go.id",
    });
    expect(configFromEnv({ ...env, PUBLIC_URL: "https://surat.contoh.go.id" }).vapid.subject).toBe(
      "https://surat.contoh.go.id",
    );
    expect(configFromEnv({ ...env, PUBLIC_URL: "http://10.0.0.5" }).vapid.subject).toBe(
      "mailto:admin@localhost",
    );
    expect(() => configFromEnv({ DATA_DIR: env.DATA_DIR, VAPID_PUBLIC_KEY: "pub" })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
  });
});
