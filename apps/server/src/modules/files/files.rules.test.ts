import { describe, expect, it } from "vitest";
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from "../../test/factories/files";
import {
  detectFileType,
  inlineDisposition,
  isSha256Key,
  nameForType,
  safeFileName,
  shardedPath,
} from "./files.rules";

describe("detectFileType", () => {
  it("recognises PDF, PNG and JPEG by their first bytes", () => {
    expect(detectFileType(PDF_BYTES)).toBe("application/pdf");
    expect(detectFileType(PNG_BYTES)).toBe("image/png");
    expect(detectFileType(JPEG_BYTES)).toBe("image/jpeg");
  });
  it("refuses text, other formats and truncated signatures", () => {
    expect(detectFileType(Buffer.from("Bukan PDF, hanya teks"))).toBeNull();
    expect(detectFileType(Buffer.from("PK\x03\x04zip"))).toBeNull();
    expect(detectFileType(Buffer.from("%PDF"))).toBeNull();
    expect(detectFileType(PNG_BYTES.subarray(0, 7))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(Buffer.from(" %PDF-1.4"))).toBeNull();
  });
});

describe("file names and keys", () => {
  it("keeps only the base name without control characters", () => {
    expect(safeFileName("C:\\Users\\x\\kop.pdf")).toBe("kop.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("a\u0000b\nc.pdf")).toBe("abc.pdf");
    expect(safeFileName(undefined)).toBe("file");
    expect(safeFileName("x".repeat(300))).toHaveLength(200);
    expect(safeFileName("foto\u202egpj.exe")).toBe("fotogpj.exe");
    expect(safeFileName("..")).toBe("file");
    expect(safeFileName("a/..")).toBe("file");
    expect(safeFileName("\u0085nama\u009f.pdf")).toBe("nama.pdf");
  });
  it("shards a key into two folder levels", () => {
    const key = "abcdef".padEnd(64, "0");
    expect(isSha256Key(key)).toBe(true);
    expect(isSha256Key("../x")).toBe(false);
    expect(shardedPath(key)).toEqual(["ab", "cd", key]);
  });
  it("writes an RFC 6266 inline disposition", () => {
    expect(inlineDisposition('Kop "Dinas".pdf')).toBe(
      `inline; filename="Kop _Dinas_.pdf"; filename*=UTF-8''Kop%20%22Dinas%22.pdf`,
    );
  });
});

describe("nameForType (issue 25, item 7)", () => {
  it("gives the name the extension of the type found in the content", () => {
    expect(nameForType("x.html", "image/png")).toBe("x.png");
    expect(nameForType("surat.pdf", "image/jpeg")).toBe("surat.jpg");
    expect(nameForType("scan", "application/pdf")).toBe("scan.pdf");
    expect(nameForType("laporan v1.2 final", "application/pdf")).toBe("laporan v1.2 final.pdf");
  });
  it("keeps a name whose extension already fits, in any case", () => {
    expect(nameForType("Foto.JPEG", "image/jpeg")).toBe("Foto.JPEG");
    expect(nameForType("x.html.png", "image/png")).toBe("x.html.png");
    expect(nameForType("Nota Dinas.pdf", "application/pdf")).toBe("Nota Dinas.pdf");
  });
  it("stays within 200 characters", () => {
    const name = nameForType("n".repeat(200), "image/png");
    expect(name).toHaveLength(200);
    expect(name.endsWith(".png")).toBe(true);
  });
});
