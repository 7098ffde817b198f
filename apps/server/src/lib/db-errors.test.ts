import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { isDataException, rethrowConstraint } from "./db-errors";

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
