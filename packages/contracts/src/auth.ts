import { z } from "zod";

export const DEMO_PASSWORD = "lontar123";
/** Minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Failed logins allowed for one username from one address inside the window. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/**
 * Failed logins for one username from all addresses inside the window after which every
 * further login to it needs a solved captcha (ALTCHA proof of work), so guessing from many
 * addresses slows down while the owner, solving it too, is never locked out.
 */
export const LOGIN_ACCOUNT_CAPTCHA_FAILURES = 10;

export const loginRequest = z.object({
  username: z.string(),
  password: z.string(),
  fcm_token: z.string().nullish(),
  /** The ALTCHA payload, once the server asked for it (CAPTCHA_REQUIRED). */
  captcha: z.string().nullish(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenPair = z.object({
  token_type: z.literal("Bearer"),
  access_token: z.string(),
  refresh_token: z.string(),
  /** Lifetime of the access token in seconds. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const refreshRequest = z.object({ refresh_token: z.string().min(1) });
export const revokeRequest = z.object({ fcm_token: z.string().nullish() });

export const changePasswordRequest = z.object({
  old_password: z.string(),
  new_password: z.string(),
  new_password_confirmation: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Messages of the auth flows, word for word as the screens show them. */
export const authMessages = {
  invalidCredentials: "Username atau password salah",
  inactive: "Akun anda tidak aktif. Silakan hubungi administrator.",
  changePasswordSuccess: "Change Password Success !",
  oldPasswordWrong: "Password lama salah",
  newPasswordTooShort: `Password baru minimal ${PASSWORD_MIN_LENGTH} karakter`,
  newPasswordSameAsOld: "Password baru harus berbeda dengan password lama",
  newPasswordMismatch: "Konfirmasi password baru tidak sama",
  newPasswordCommon: "Password baru terlalu umum dan mudah ditebak, gunakan password lain",
  newPasswordPersonal: "Password baru tidak boleh sama dengan username atau NIP",
  captchaRequired:
    "Terlalu banyak percobaan login yang gagal untuk akun ini. Selesaikan captcha untuk melanjutkan.",
  captchaInvalid: "Captcha tidak valid atau sudah kedaluwarsa. Silakan selesaikan captcha kembali.",
  /** A 401 without a valid session (the overlay shows 'Unauthorized' beside it). */
  unauthenticated: "Sesi tidak valid, silakan login kembali.",
} as const;
