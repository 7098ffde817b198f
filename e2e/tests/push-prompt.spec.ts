import { expect, test } from "./support/a11y";
import { login } from "./support/session";

test("the service worker registers at start-up; notifications are asked about once, in Indonesian", async ({
  page,
}) => {
  await page.goto("/");
  // Registered on the login page already, before anyone signs in (spec 01 §1).
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  const asked = await page.evaluate(() => Notification.permission);
  test.skip(asked !== "default", "this browser answers the permission itself");

  await login(page, "staf");
  const prompt = page.getByRole("region", { name: "Aktifkan notifikasi?" });
  await expect(prompt).toContainText("meskipun tab ini tertutup");
  await prompt.getByRole("button", { name: "Nanti saja" }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.locator(".top-bar__greeting")).toBeVisible();
  await expect(page.getByRole("region", { name: "Aktifkan notifikasi?" })).toHaveCount(0);
});
