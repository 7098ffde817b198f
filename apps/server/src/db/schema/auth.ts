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

/** Who did what: sign-ins, signatures, deletions, permission changes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id"),
    action: text("action").notNull(),
    detail: jsonb("detail"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_user_idx").on(t.userId, t.createdAt)],
);
