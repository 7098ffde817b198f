import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { isDatabaseUnavailable, isDataException, rethrowConstraint } from "./db-errors";

const wrapped = (code: string, constraint?: string) =>
  Object.assign(new Error("query failed"), {
    cause: Object.assign(new Error("pg"), { code, constraint }),
  });

describe("rethrowConstraint", () => {
  it("names the field of a unique violation", () => {
    try {
      rethrowConstraint(wrapped("23505", "pegawai_nip_unique"), {
        pegawai_nip_unique: ["nip", "NIP sudah digunakan"],
      });
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
      expect((error as AppError).errors).toEqual({ nip: ["NIP sudah digunakan"] });
    }
    expect.assertions(3);
  });
  it("answers a foreign-key violation as still referenced", () => {
    expect(() => rethrowConstraint(wrapped("23503"), {})).toThrow(/masih digunakan/);
  });
  it("rethrows anything else", () => {
    const other = new Error("boom");
    expect(() => rethrowConstraint(other, {})).toThrow(other);
  });
});

describe("isDataException", () => {
  it("recognises out-of-range numbers, NUL characters and impossible dates", () => {
    for (const code of ["22003", "22021", "22008", "22P02", "22001"])
      expect(isDataException(wrapped(code))).toBe(true);
  });
  it("leaves constraint violations and other errors alone", () => {
    expect(isDataException(wrapped("23505"))).toBe(false);
    expect(isDataException(new Error("boom"))).toBe(false);
  });
});

describe("isDatabaseUnavailable", () => {
  const withCode = (code: string) => Object.assign(new Error("driver"), { code });
  // drizzle wraps the driver's error: "Failed query: …" with the driver's as `cause`.
  const drizzled = (cause: unknown) =>
    Object.assign(new Error("Failed query: select 1"), { cause });

  it.each([
    ["connection refused", withCode("ECONNREFUSED")],
    ["connection reset", withCode("ECONNRESET")],
    ["server restarting (57P01 admin_shutdown)", withCode("57P01")],
    ["server starting up (57P03)", withCode("57P03")],
    ["connection exception (08006)", withCode("08006")],
    ["too many connections (53300)", withCode("53300")],
    ["connection cut by a restart", new Error("Connection terminated unexpectedly")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["PGlite closed", new Error("PGlite is closed")],
    ["PGlite's thread ended", new Error("PGlite thread ended (exit code 1)")],
    ["localhost's addresses all refused", new AggregateError([withCode("ECONNREFUSED")])],
  ])("%s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzled(error))).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", withCode("42601")],
    ["a data exception", withCode("22P02")],
    ["a bug", new TypeError("cannot read properties of undefined")],
  ])("not for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(drizzled(error))).toBe(false);
  });
});
