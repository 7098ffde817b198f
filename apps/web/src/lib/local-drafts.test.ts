import { describe, expect, it } from "vitest";
import {
  readLocalDraft,
  removeAllLocalDrafts,
  removeLocalDraft,
  removeOtherUsersDrafts,
  writeLocalDraft,
} from "./local-drafts";

const STAF = 6;
const KABID = 4;
const at = new Date("2026-11-26T03:42:00Z");

describe("local drafts", () => {
  it("keeps one copy per user and form, with the time it was written", () => {
    writeLocalDraft(STAF, "surat-keluar.baru", { perihal: "Undangan" }, null, at);
    writeLocalDraft(KABID, "surat-keluar.baru", { perihal: "Nota dinas" }, null, at);
    expect(readLocalDraft(STAF, "surat-keluar.baru")).toEqual({
      savedAt: "2026-11-26T03:42:00.000Z",
      value: { perihal: "Undangan" },
      base: null,
    });
    expect(readLocalDraft(KABID, "surat-keluar.baru")?.value).toEqual({ perihal: "Nota dinas" });
    expect(readLocalDraft(STAF, "surat-keluar.01900000")).toBeNull();
    removeLocalDraft(STAF, "surat-keluar.baru");
    expect(readLocalDraft(STAF, "surat-keluar.baru")).toBeNull();
    expect(readLocalDraft(KABID, "surat-keluar.baru")).not.toBeNull();
  });

  it("drops a copy written by another version of the form, and unreadable text", () => {
    window.localStorage.setItem(
      `lontar.draf.${STAF}.surat-keluar.baru`,
      JSON.stringify({ v: 0, savedAt: at.toISOString(), value: {} }),
    );
    window.localStorage.setItem(`lontar.draf.${STAF}.surat-keluar.x`, "{rusak");
    expect(readLocalDraft(STAF, "surat-keluar.baru")).toBeNull();
    expect(window.localStorage.getItem(`lontar.draf.${STAF}.surat-keluar.baru`)).toBeNull();
    expect(readLocalDraft(STAF, "surat-keluar.x")).toBeNull();
  });

  it("removes every copy at Keluar, and leaves the session and other data alone", () => {
    writeLocalDraft(STAF, "surat-keluar.baru", { perihal: "Undangan" }, null);
    writeLocalDraft(KABID, "surat-keluar.01900000", { perihal: "Nota dinas" }, "abc");
    window.localStorage.setItem("lontar.session", "{}");
    removeAllLocalDrafts();
    expect(readLocalDraft(STAF, "surat-keluar.baru")).toBeNull();
    expect(readLocalDraft(KABID, "surat-keluar.01900000")).toBeNull();
    expect(window.localStorage.getItem("lontar.session")).toBe("{}");
  });

  it("removes the copies of everyone but one user", () => {
    writeLocalDraft(STAF, "surat-keluar.baru", { perihal: "Undangan" }, null);
    writeLocalDraft(KABID, "surat-keluar.baru", { perihal: "Nota dinas" }, null);
    // A user id that starts like the one kept is somebody else.
    writeLocalDraft(61, "surat-keluar.baru", { perihal: "x" }, null);
    removeOtherUsersDrafts(STAF);
    expect(readLocalDraft(STAF, "surat-keluar.baru")?.value).toEqual({ perihal: "Undangan" });
    expect(readLocalDraft(KABID, "surat-keluar.baru")).toBeNull();
    expect(readLocalDraft(61, "surat-keluar.baru")).toBeNull();
  });
});
