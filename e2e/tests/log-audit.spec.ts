import { expect, test } from "./support/a11y";
import { openFromSidebar, pickOption } from "./support/antd";
import { login } from "./support/session";

test("the administrator reads the audit log, filters it and checks its chain", async ({
  page,
  request,
}) => {
  // A failed sign-in to find in the log, with the username that was tried.
  const tried = `bukan-admin-${Date.now() % 100000}`;
  const refused = await request.post("/api/egs/token", {
    data: { username: tried, password: "salah" },
  });
  expect(refused.status()).toBe(401);

  await login(page, "admin");
  await openFromSidebar(
    page,
    page.getByRole("menuitem", { name: "Manajemen Master" }),
    page.getByRole("menuitem", { name: "Log Audit" }),
    /\/manajemen-master\/log-audit$/,
  );
  await expect(page.getByRole("heading", { name: "Log Audit" })).toBeVisible();

  const table = page.locator(".paged-table");
  const ownSignIn = table.locator("tr", { hasText: "admin" }).filter({ hasText: "Masuk" });
  await expect(ownSignIn.first()).toBeVisible();
  await expect(table.locator("tr", { hasText: tried })).toContainText("Gagal masuk");

  const action = page.getByRole("combobox", { name: "Aksi" });
  await action.click();
  await pickOption(page, "Gagal masuk");
  await expect(
    table.locator("tbody tr", { hasText: "Masuk" }).filter({ hasNotText: "Gagal" }),
  ).toHaveCount(0);
  await expect(table.locator("tbody tr", { hasText: tried })).toBeVisible();

  await page.getByRole("button", { name: "Periksa keutuhan log" }).click();
  await expect(page.getByText(/^Log utuh \(\d+ entri diperiksa\)$/)).toBeVisible();
});
