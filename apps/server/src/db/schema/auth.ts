import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { pegawai } from "./org";

/** A login, linked to one employee by NIP. */
export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  pegNip: text("peg_nip")
    .notNull()
    .unique()
    .references(() => pegawai.nip),
  userLevel: integer("user_level").notNull().default(9),
  status: text("status", { enum: ["aktif", "nonaktif"] })
    .notNull()
    .default("aktif"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One signed-in device; the family of its refresh tokens. */
export const authSession = pgTable(
  "auth_session",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    fcmToken: text("fcm_token"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once. */
export const refreshToken = pgTable(
  "refresh_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSession.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("refresh_token_session_idx").on(t.sessionId)],
);

export const loginAttempt = pgTable(
  "login_attempt",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    success: boolean("success").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempt_lookup_idx").on(t.username, t.ip, t.createdAt)],
);

/** Sidebar menus; `parent_id` makes sub-menus. */
export const menu = pgTable("menu", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer("parent_id"),
  name: text("name").notNull(),
  icon: text("icon"),
  link: text("link"),
  component: text("component"),
  routeInclude: text("route_include").array().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  /** User levels that get this menu by default. */
  defaultLevels: integer("default_levels").array().notNull().default([]),
});

export const userMenu = pgTable(
  "user_menu",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menu.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] })],
);

/**
 * Append-only, hash-chained record of who did what (migration 0010: a trigger fills `seq`,
 * `prev_hash`, `hash` and the username snapshot under an advisory lock, and refuses UPDATE,
 * DELETE and TRUNCATE).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Position in the chain, 1, 2, 3… without gaps; set by the chain trigger. */
    seq: bigint("seq", { mode: "number" })
      .notNull()
      .$defaultFn(() => 0),
    userId: integer("user_id"),
    /** The actor's username at the time (for a failed sign-in: the username tried). */
    username: text("username"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    detail: jsonb("detail"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    prevHash: text("prev_hash")
      .notNull()
      .$defaultFn(() => ""),
    hash: text("hash")
      .notNull()
      .$defaultFn(() => ""),
  },
  (t) => [
    index("audit_log_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("audit_log_seq_uq").on(t.seq),
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_action_idx").on(t.action, t.seq),
  ],
);
