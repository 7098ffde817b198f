/** Outgoing letters (spec 01 §2 "Outgoing letter form", §3, §4, §5, §7, §8; DOMAIN.md). */

// Texts and constants, kept free of zod so that a page showing them need not load it.
export * from "./mail-constants";
export * from "./mail-detail";
export * from "./mail-draft";
export * from "./mail-lists";
