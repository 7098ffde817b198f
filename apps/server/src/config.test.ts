import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFromEnv } from "./config";

const dir = mkdtempSync(path.join(os.tmpdir(), "lontar-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("configFromEnv", () => {
  it("uses port 8080 and ./data of the folder npm was started in", () => {
    const config = configFromEnv({ INIT_CWD: dir });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.join(dir, "data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.production).toBe(false);
  });

  it("generates the secrets into DATA_DIR on first start and keeps them", () => {
    const first = configFromEnv({ DATA_DIR: path.join(dir, "d1") });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(existsSync(path.join(dir, "d1", "secrets.json"))).toBe(true);
    expect(configFromEnv({ DATA_DIR: path.join(dir, "d1") }).jwtSecret).toBe(first.jwtSecret);
    expect(configFromEnv({ DATA_DIR: path.join(dir, "d1") }).captchaSecret).toBe(
      first.captchaSecret,
    );
    expect(JSON.parse(readFileSync(path.join(dir, "d1", "secrets.json"), "utf8")).jwtSecret).toBe(
      first.jwtSecret,
    );
  });

  it("takes PORT, DATABASE_URL, JWT_SECRET, CAPTCHA_SECRET and NODE_ENV from the environment", () => {
    const config = configFromEnv({
      PORT: "9090",
      DATA_DIR: path.join(dir, "d2"),
      DATABASE_URL: "postgres://u@h/db",
      JWT_SECRET: "from-env",
      CAPTCHA_SECRET: "captcha-from-env",
      VAPID_PUBLIC_KEY: "vapid-public",
      VAPID_PRIVATE_KEY: "vapid-private",
      NODE_ENV: "production",
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: "postgres://u@h/db",
      jwtSecret: "from-env",
      captchaSecret: "captcha-from-env",
      vapid: { publicKey: "vapid-public", privateKey: "vapid-private" },
      production: true,
    });
    expect(existsSync(path.join(dir, "d2", "secrets.json"))).toBe(false);
  });

  it("caps logins at 60 a minute per address unless LOGIN_RATE_PER_MINUTE says otherwise", () => {
    expect(configFromEnv({ DATA_DIR: path.join(dir, "d5") }).loginPerMinute).toBe(60);
    const env = { DATA_DIR: path.join(dir, "d5"), LOGIN_RATE_PER_MINUTE: "600" };
    expect(configFromEnv(env).loginPerMinute).toBe(600);
    expect(() => configFromEnv({ ...env, LOGIN_RATE_PER_MINUTE: "0" })).toThrow(
      "LOGIN_RATE_PER_MINUTE harus berupa angka lebih dari 0.",
    );
  });

  it("opens 8 + 8 PostgreSQL connections unless DATABASE_POOL_SIZE and its twin say otherwise", () => {
    const env = { DATA_DIR: path.join(dir, "d5") };
    expect(configFromEnv(env).databasePool).toEqual({ statements: 8, transactions: 8 });
    const sized = { ...env, DATABASE_POOL_SIZE: "4", DATABASE_TRANSACTION_POOL_SIZE: "12" };
    expect(configFromEnv(sized).databasePool).toEqual({ statements: 4, transactions: 12 });
    expect(() => configFromEnv({ ...env, DATABASE_POOL_SIZE: "0" })).toThrow(
      "DATABASE_POOL_SIZE harus berupa angka lebih dari 0.",
    );
  });

  it("keeps files on disk without S3_BUCKET, in the bucket with it", () => {
    expect(configFromEnv({ DATA_DIR: path.join(dir, "d3") }).s3).toBeNull();
    const env = {
      DATA_DIR: path.join(dir, "d3"),
      S3_BUCKET: "lontar",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    };
    expect(configFromEnv(env).s3).toEqual({
      endpoint: "http://minio:9000",
      region: "us-east-1",
      bucket: "lontar",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
      prefix: undefined,
    });
    expect(() => configFromEnv({ ...env, S3_SECRET_ACCESS_KEY: "" })).toThrow("S3_ACCESS_KEY_ID");
  });

  it("serves the API docs outside production; in production only with API_DOCS=true", () => {
    const env = { DATA_DIR: path.join(dir, "docs") };
    expect(configFromEnv(env).apiDocs).toBe(true);
    expect(configFromEnv({ ...env, NODE_ENV: "production" }).apiDocs).toBe(false);
    expect(configFromEnv({ ...env, NODE_ENV: "production", API_DOCS: "true" }).apiDocs).toBe(true);
    expect(configFromEnv({ ...env, API_DOCS: "false" }).apiDocs).toBe(false);
  });

  it("reads the Android app's download address from ANDROID_APP_URL; none when unset", () => {
    const env = { DATA_DIR: path.join(dir, "android") };
    expect(configFromEnv(env).androidAppUrl).toBeNull();
    expect(configFromEnv({ ...env, ANDROID_APP_URL: " " }).androidAppUrl).toBeNull();
    const url = "https://unduh.example.go.id/lontar.apk";
    expect(configFromEnv({ ...env, ANDROID_APP_URL: url }).androidAppUrl).toBe(url);
    expect(() => configFromEnv({ ...env, ANDROID_APP_URL: "javascript:alert(1)" })).toThrow(
      "ANDROID_APP_URL",
    );
  });
});
