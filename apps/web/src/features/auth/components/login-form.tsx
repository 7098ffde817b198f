import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
// Deep imports keep TextArea, Search and OTP (the rest of `Input`) out of the login page,
// which has a 200 KB budget (ARCHITECTURE.md §6).
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import type { FormEvent } from "react";
import { toApiError } from "../../../lib/api-error";
import { useLogin } from "../api/login";

/**
 * Spec 01 §8: on a failed login the alert shows the server's diagnostic message
 * (401, 400 or any other answer); without an answer, the generic text.
 */
export function loginErrorText(error: unknown): string {
  const apiError = toApiError(error);
  return apiError.diagnosticMessage ?? apiError.message;
}

/**
 * Login form of spec 01 §2; no client validation, values are sent as typed. A plain
 * form rather than antd's Form, which would double the page's own code.
 */
export function LoginForm() {
  const login = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const data = new FormData(event.currentTarget);
    login.mutate({
      username: String(data.get("username") ?? ""),
      password: String(data.get("password") ?? ""),
    });
  };

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      {login.isError ? (
        <Alert type="error" role="alert" showIcon title={loginErrorText(login.error)} />
      ) : null}
      <div className="login-form__field">
        <label htmlFor="login-username">Username</label>
        <Input
          id="login-username"
          name="username"
          size="large"
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
      </div>
      <div className="login-form__field">
        <label htmlFor="login-password">Password</label>
        <Password
          id="login-password"
          name="password"
          size="large"
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
        />
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {login.isPending ? "Sedang Masuk..." : "Masuk"}
      </Button>
    </form>
  );
}
