import { readFileSync } from "node:fs";
import path from "node:path";

let list: Set<string> | undefined;

/** The bundled list (common-passwords.txt, lower case), read on first use. */
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(path.join(import.meta.dirname, "common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return list;
}

/** Whether a password is among the most common ones, whatever its letter case. */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.trim().toLowerCase());
