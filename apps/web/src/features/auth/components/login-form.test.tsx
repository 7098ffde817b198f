import { authMessages } from "@lontar/contracts/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getAuthState } from "../../../lib/auth/auth-store";
import { demoMenus, demoUser, tokenPair } from "../../../test/fixtures";
import { authHeader, errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderApp } from "../../../test/render";

// The real widget runs a proof of work in Web Workers; jsdom stands in with a button.
vi.mock("../../../components/altcha-field", () => ({
  AltchaField: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange("captcha-payload")}>
      Selesaikan captcha
    </button>
  ),
}));

async function submitLogin(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText("Username"), username);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: /Masuk/ }));
}

describe("login page", () => {
  it("reads 'Sedang Masuk...' while the login request is pending", async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderApp("/");

    await submitLogin("staf", "lontar123");

    expect(await screen.findByRole("button", { name: /Sedang Masuk\.\.\./ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Masuk$/ })).not.toBeInTheDocument();
  });

  it("shows the server's diagnostic message in a red alert on 401", async () => {
    stubFetch(() => errorResponse(401, authMessages.invalidCredentials, "INVALID_CREDENTIALS"));
    renderApp("/");

    await submitLogin("staf", "salah");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(authMessages.invalidCredentials);
    expect(alert).toHaveClass("ant-alert-error");
    expect(screen.getByRole("button", { name: /Masuk/ })).toHaveTextContent("Masuk");
    expect(getAuthState().accessToken).toBeNull();
  });

  it("shows the connection message when the server cannot be reached", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    renderApp("/");

    await submitLogin("staf", "lontar123");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error Message: Check your connection !",
    );
  });

  it("sends the values as typed, fetches user and menus, then opens the dashboard", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === "/api/egs/token") return jsonResponse(200, { data: tokenPair("a") });
      if (authHeader(init) !== "Bearer access-a") return errorResponse(401, "Unauthenticated");
      if (url === "/api/egs/user?username=+staf") return jsonResponse(200, { data: demoUser });
      if (url === "/egs/master/menu") return jsonResponse(200, { items: demoMenus });
      return errorResponse(404, "Tidak ditemukan");
    });
    renderApp("/");

    await submitLogin(" staf", "lontar123");

    expect(await screen.findByRole("heading", { name: "DASHBOARD" })).toBeInTheDocument();
    expect(screen.getAllByText(demoUser.data_pegawai.peg_nama).length).toBeGreaterThan(0);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: " staf",
      password: "lontar123",
      fcm_token: null,
    });
    expect(getAuthState().user?.user_name).toBe("staf");
    expect(getAuthState().menus).toEqual(demoMenus);
  });

  it("says 'Gagal mengambil data profile' and keeps no session when the profile fails", async () => {
    stubFetch((url) =>
      url === "/api/egs/token"
        ? jsonResponse(200, { data: tokenPair("a") })
        : errorResponse(500, "Kesalahan server"),
    );
    renderApp("/");

    await submitLogin("staf", "lontar123");

    expect(await screen.findByRole("alert")).toHaveTextContent("Gagal mengambil data profile");
    expect(getAuthState().accessToken).toBeNull();
  });

  it("asks for a captcha once the server wants one, and sends it with the next try", async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (url === "/api/egs/token") {
        bodies.push(JSON.parse(String(init?.body)));
        return bodies.length === 1
          ? errorResponse(428, authMessages.captchaRequired, "CAPTCHA_REQUIRED")
          : errorResponse(401, authMessages.invalidCredentials, "INVALID_CREDENTIALS");
      }
      return errorResponse(404, "Tidak ditemukan");
    });
    renderApp("/");

    await submitLogin("staf", "lontar123");

    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.captchaRequired);
    const submit = screen.getByRole("button", { name: /Masuk/ });
    expect(submit).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Selesaikan captcha" }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.invalidCredentials);
    expect(bodies).toEqual([
      { username: "staf", password: "lontar123", fcm_token: null },
      { username: "staf", password: "lontar123", fcm_token: null, captcha: "captcha-payload" },
    ]);
    // The payload was spent: the next try needs a fresh one.
    expect(screen.getByRole("button", { name: /Masuk/ })).toBeDisabled();
  });
});
