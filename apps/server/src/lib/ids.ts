import { createHash, randomBytes } from "node:crypto";
import { v7 } from "uuid";

/** Time-ordered identifier for letters, files, sessions and notifications. */
export const newId = (): string => v7();

/** A random opaque token (URL-safe). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString("base64url");

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");
