import { expect, test } from "@playwright/test";

test("change password, then a session ended elsewhere shows the Unauthorized overlay", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByLabel("Username").fill("sekdis");
  await page.getByLabel("Password", { exact: true }).fill("lontar123");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Another device of the same user changes the password: this browser's session ends.
  const token = await request.post("/api/egs/token", {
    data: { username: "sekdis", password: "lontar123" },
  });
  const { access_token } = (await token.json()).data;
  const changed = await request.post("/egs/pegawai-egs/api/user/change-password", {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      old_password: "lontar123",
      new_password: "rahasia-baru-9",
      new_password_confirmation: "rahasia-baru-9",
    },
  });
  expect(changed.status()).toBe(200);

  // The next call with the token in memory is refused, and so is the refresh cookie.
  // (An in-app navigation, not a reload: the page's own background calls may get there first.)
  await page.evaluate(() => {
    window.history.pushState({}, "", "/dashboard/personal-info");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByText("Unauthorized", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/$/);
  // A reload does not bring the ended session back.
  await page.goto("/dashboard");
  await expect(page.getByLabel("Username")).toBeVisible();

  await page.getByLabel("Username").fill("sekdis");
  await page.getByLabel("Password", { exact: true }).fill("rahasia-baru-9");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Back to the demo password through the Change Password screen.
  await page.goto("/dashboard/change-password");
  await expect(page.getByText("Personal Info").first()).toBeVisible();
  await page.getByLabel("Password Lama").fill("rahasia-baru-9");
  await page.getByLabel("Password Baru", { exact: true }).fill("pendek");
  await page.getByLabel("Ulangi Password Baru").fill("pendek");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Password baru minimal 8 karakter")).toBeVisible();
  await page.getByLabel("Password Baru", { exact: true }).fill("lontar123");
  await page.getByLabel("Ulangi Password Baru").fill("lontar123");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Change Password Success !")).toBeVisible();
});
