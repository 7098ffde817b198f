import { expect } from "vitest";
import type { TestApp } from "../harness";

/** GET egs/search as the test sees its answer. */
export type Found = {
  items: {
    jenis: string;
    id: string;
    judul: string;
    tanggal: string;
    cuplikan: string;
    tautan: string;
  }[];
  meta: { total: number };
};

/** GET egs/search as `username` with these query parameters: the answer, checked 200. */
export async function find(t: TestApp, username: string, query: Record<string, string>) {
  const res = await t.as(username)({
    method: "GET",
    url: `/egs/search?${new URLSearchParams(query)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Found;
}
