import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { login, logout, tokenOf } from "./support/session";

interface MenuNode {
  _id: number;
  name: string;
  sub_link: { _id: number; name: string }[];
}

/** The menu ids a user holds, and a way to give them back. */
async function userMenus(request: APIRequestContext, username: string) {
  const admin = { Authorization: `Bearer ${await tokenOf(request, "admin")}` };
  const own = { Authorization: `Bearer ${await tokenOf(request, username)}` };
  const nip = (await (await request.get("/api/egs/user", { headers: own })).json()).data.peg_nip;
  const access = (await (await request.get(`/egs/master/menu/${nip}`, { headers: admin })).json())
    .items as { menu: number[] };
  const tree = (await (await request.get("/egs/master/users/menu", { headers: admin })).json())
    .items as MenuNode[];
  const save = async (menu: number[]) => {
    const res = await request.post("/egs/master/users/menu", {
      headers: admin,
      data: { peg_nip: nip, menu },
    });
    expect(res.ok()).toBe(true);
  };
  return { held: access.menu, tree, save };
}

test("a screen outside the user's menus shows 'Not Found !', never the screen", async ({
  page,
}) => {
  await login(page, "sekretariat");
  await page.goto("/manajemen-master/kop-surat");
  await expect(page.getByText("Not Found !")).toBeVisible();
  await expect(page.getByRole("button", { name: /Tambah/ })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // A list of the secretariat's own menus still opens, and so does its print view.
  await page.goto("/bank-surat/masuk");
  await expect(page.getByRole("heading", { name: /Bank Surat Masuk/i }).first()).toBeVisible();
  await page.goto("/surat-keluar/print-view/konsep");
  await expect(page.getByText("Not Found !")).toHaveCount(0);
});

test("a menu the administrator takes away closes its screen", async ({ page, request }) => {
  const { held, tree, save } = await userMenus(request, "kadisdik");
  const statistik = tree.find((menu) => menu.name === "Statistik");
  expect(statistik).toBeDefined();
  await save(held.filter((id) => id !== statistik?._id));
  try {
    await login(page, "kadisdik");
    await expect(page.getByRole("menu").getByText("Statistik", { exact: true })).toHaveCount(0);
    await page.goto("/statistik");
    await expect(page.getByText("Not Found !")).toBeVisible();
  } finally {
    await save(held);
  }
  // Given back, the screen opens again after the next sign-in.
  await logout(page);
  await login(page, "kadisdik");
  await page.goto("/statistik");
  await expect(page.getByText("Not Found !")).toHaveCount(0);
});

test("signing in from a deep link lands on the page asked for; Keluar forgets it", async ({
  page,
}) => {
  await page.goto("/surat-keluar/konsep?q=rapat");
  await expect(page).toHaveURL(/\/\?next=/);
  await page.getByLabel("Username").fill("staf");
  await page.getByLabel("Password", { exact: true }).fill("lontar123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/surat-keluar\/konsep\?q=rapat$/);
  await expect(page.getByRole("heading", { name: "KONSEP" })).toBeVisible();
  // A link that would lead off the site goes to the dashboard instead.
  await logout(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/?next=%2F%2Fevil.example%2Fx");
  await login(page, "staf");
});
