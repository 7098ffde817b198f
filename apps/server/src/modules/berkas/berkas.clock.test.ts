import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../config";
import { todayInJakarta } from "../../lib/jakarta-day";
import { dayFromFile } from "./berkas.clock";

const dir = mkdtempSync(path.join(tmpdir(), "lontar-day-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("RECORDS_DAY_FILE", () => {
  it("reads the records' day from the file on every call, today without a day in it", () => {
    const file = path.join(dir, "hari");
    const today = dayFromFile(file);
    expect(today()).toBe(todayInJakarta());
    writeFileSync(file, "2031-04-02\n");
    expect(today()).toBe("2031-04-02");
    writeFileSync(file, "besok");
    expect(today()).toBe(todayInJakarta());
  });

  it("is ignored in production", () => {
    const env = { DATA_DIR: dir, RECORDS_DAY_FILE: "hari", INIT_CWD: dir };
    expect(configFromEnv(env).recordsDayFile).toBe(path.join(dir, "hari"));
    expect(configFromEnv({ ...env, NODE_ENV: "production" }).recordsDayFile).toBeNull();
  });
});
