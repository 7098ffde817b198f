import { authMessages } from "@lontar/contracts/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authHeader, errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { ChangePasswordForm } from "./change-password-form";

function renderForm() {
  renderAt("/", <ChangePasswordForm />);
}

async function fillAndSubmit(oldPassword: string, newPassword: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText("Password Lama"), oldPassword);
  await user.type(screen.getByLabelText("Password Baru"), newPassword);
  await user.type(screen.getByLabelText("Ulangi Password Baru"), confirmation);
  await user.click(screen.getByRole("button", { name: /Simpan/ }));
}

describe("change password", () => {
  it("shows the first new_password error of a 422", async () => {
    stubFetch(() =>
      errorResponse(422, "Data tidak valid", "VALIDATION_FAILED", {
        new_password: [authMessages.newPasswordTooShort, authMessages.newPasswordMismatch],
        old_password: [authMessages.oldPasswordWrong],
      }),
    );
    renderForm();

    await fillAndSubmit("lontar123", "pendek", "lain");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(authMessages.newPasswordTooShort);
    expect(alert).not.toHaveTextContent(authMessages.newPasswordMismatch);
    expect(alert).toHaveClass("ant-alert-error");
  });

  it.each([authMessages.newPasswordCommon, authMessages.newPasswordPersonal])(
    "shows the refusal of a weak password: %s",
    async (message) => {
      stubFetch(() =>
        errorResponse(422, message, "VALIDATION_FAILED", { new_password: [message] }),
      );
      renderForm();

      await fillAndSubmit("lontar123", "Password1", "Password1");

      expect(await screen.findByRole("alert")).toHaveTextContent(message);
    },
  );

  it("shows the diagnostic message when there is no new_password error", async () => {
    stubFetch(() =>
      errorResponse(422, authMessages.oldPasswordWrong, "VALIDATION_FAILED", {
        old_password: [authMessages.oldPasswordWrong],
      }),
    );
    renderForm();

    await fillAndSubmit("salah", "rahasia-baru-1", "rahasia-baru-1");

    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.oldPasswordWrong);
  });

  it("sends the three fields, says 'Change Password Success !' and clears the form", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(200, { items: { message: authMessages.changePasswordSuccess } }),
    );
    renderForm();

    await fillAndSubmit("lontar123", "rahasia-baru-1", "rahasia-baru-1");

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Change Password Success !");
    expect(status).toHaveClass("ant-alert-success");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/egs/pegawai-egs/api/user/change-password");
    expect(authHeader(init)).toBe("Bearer access-a");
    expect(JSON.parse(String(init?.body))).toEqual({
      old_password: "lontar123",
      new_password: "rahasia-baru-1",
      new_password_confirmation: "rahasia-baru-1",
    });
    expect(screen.getByLabelText("Password Lama")).toHaveValue("");
    expect(screen.getByLabelText("Password Baru")).toHaveValue("");
    expect(screen.getByLabelText("Ulangi Password Baru")).toHaveValue("");
  });
});
