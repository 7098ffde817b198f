import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Alert, Button } from "antd";
// Deep imports keep TextArea, Search and OTP (the rest of `Input`) out of the login page,
// which has a 200 KB budget (ARCHITECTURE.md §6).
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { useLogin } from "../api/login";

// Loaded only when the server asks for it: the widget and its worker stay off the login
// page's budget (ARCHITECTURE.md §6).
const AltchaField = lazy(() =>
  import("../../../components/altcha-field").then((m) => ({ default: m.AltchaField })),
);

/** Whether a failed login asks for a solved captcha (an account with many failed logins). */
export const needsCaptcha = (error: unknown): boolean =>
  error != null && toApiError(error).code === "CAPTCHA_REQUIRED";

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
 * form rather than antd's Form, which would double the page's own code. Once the server
 * answers CAPTCHA_REQUIRED, the form shows the ALTCHA widget and sends its payload with every
 * further try; each payload serves once, so every try gets a fresh widget.
 */
export function LoginForm() {
  const login = useLogin();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending || (captchaShown && !captcha)) return;
    const data = new FormData(event.currentTarget);
    login.mutate(
      {
        username: String(data.get("username") ?? ""),
        password: String(data.get("password") ?? ""),
        captcha,
      },
      {
        onError: (error) => {
          if (needsCaptcha(error)) setCaptchaShown(true);
          if (captchaShown || needsCaptcha(error)) {
            setCaptcha(null);
            setAttempt((n) => n + 1);
          }
        },
      },
    );
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
      {captchaShown ? (
        <div className="login-form__field">
          <Suspense fallback={null}>
            <AltchaField key={attempt} onChange={setCaptcha} />
          </Suspense>
        </div>
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={login.isPending}
        disabled={captchaShown && !captcha}
      >
        {login.isPending ? "Sedang Masuk..." : "Masuk"}
      </Button>
    </form>
  );
}
