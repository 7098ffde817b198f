import { expect, test } from "./support/a11y";

const CHANGED = "rahasia-baru-9";

// Whatever fails above, sekdis gets the demo password back: later tests sign in with it.
test.afterEach(async ({ request }) => {
  const token = await request.post("/api/egs/token", {
    data: { username: "sekdis", password: CHANGED },
  });
  if (!token.ok()) return;
  const { access_token } = (await token.json()).data;
  await request.post("/egs/pegawai-egs/api/user/change-password", {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      old_password: CHANGED,
      new_password: "lontar123",
      new_password_confirmation: "lontar123",
    },
  });
});

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
      new_password: CHANGED,
      new_password_confirmation: CHANGED,
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
  // Signed in again, the user returns to the page the session ended on.
  await expect(page).toHaveURL(/\/\?next=%2Fdashboard%2Fpersonal-info$/);
  // A reload does not bring the ended session back.
  await page.goto("/dashboard");
  await expect(page.getByLabel("Username")).toBeVisible();

  await page.getByLabel("Username").fill("sekdis");
  await page.getByLabel("Password", { exact: true }).fill(CHANGED);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Back to the demo password through the Change Password screen.
  await page.goto("/dashboard/change-password");
  await expect(page.getByText("Personal Info").first()).toBeVisible();
  await page.getByLabel("Password Lama").fill(CHANGED);
  await page.getByLabel("Password Baru", { exact: true }).fill("pendek");
  await page.getByLabel("Ulangi Password Baru").fill("pendek");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Password baru minimal 8 karakter")).toBeVisible();
  await page.getByLabel("Password Baru", { exact: true }).fill("lontar123");
  await page.getByLabel("Ulangi Password Baru").fill("lontar123");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Change Password Success !")).toBeVisible();
});
