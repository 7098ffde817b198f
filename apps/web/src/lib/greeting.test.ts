import { describe, expect, it } from "vitest";
import { greetingFor, initialsOf } from "./greeting";

describe("greetingFor", () => {
  it.each([
    [5, "Selamat pagi"],
    [10, "Selamat pagi"],
    [11, "Selamat siang"],
    [14, "Selamat siang"],
    [15, "Selamat sore"],
    [17, "Selamat sore"],
    [18, "Selamat malam"],
    [2, "Selamat malam"],
  ])("at %i o'clock says %s", (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe("initialsOf", () => {
  it("skips titles before and degrees after the name", () => {
    expect(initialsOf("Dr. Budi Santoso, S.Kom., M.T.")).toBe("BS");
    expect(initialsOf("Rina")).toBe("R");
    expect(initialsOf("")).toBe("?");
  });
});
