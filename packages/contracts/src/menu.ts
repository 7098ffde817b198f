import { z } from "zod";

export const subMenu = z.object({
  _id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  link: z.string(),
  /** Route patterns (`:id` parameters) this sub-menu also opens, e.g. its detail pages. */
  route_include: z.array(z.string()),
});
export type SubMenu = z.infer<typeof subMenu>;

/** One sidebar entry of `GET /egs/master/menu`. */
export const menuItem = z.object({
  _id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  link: z.string().nullable(),
  sub_link: z.array(subMenu),
  route_include: z.array(z.string()),
});
export type MenuItem = z.infer<typeof menuItem>;
