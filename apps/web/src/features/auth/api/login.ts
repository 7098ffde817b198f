import type { LoginRequest } from "@lontar/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-error";
import { startSession } from "../../../lib/auth/auth-store";
import { createToken } from "./create-token";
import { getMenu, getMenuQueryOptions } from "./get-menu";
import { getUser, getUserQueryOptions } from "./get-user";

/** Spec 01 §8: the profile could not be fetched after a successful sign-in. */
export const PROFILE_FETCH_FAILED = "Gagal mengambil data profile";

/**
 * Signs in: token, then user info, then menus. The session starts only when all three
 * succeeded, so a half-finished login never leaves tokens behind.
 */
export async function login({
  username,
  password,
  captcha,
}: Pick<LoginRequest, "username" | "password" | "captcha">) {
  const tokens = await createToken({
    username,
    password,
    fcm_token: null,
    // Only once the server asked for it (an account under attack, CAPTCHA_REQUIRED).
    ...(captcha ? { captcha } : {}),
  });
  const user = await getUser(username, { token: tokens.access_token }).catch((error: unknown) => {
    throw new ApiError({
      kind: error instanceof ApiError ? error.kind : "unknown",
      message: PROFILE_FETCH_FAILED,
      status: error instanceof ApiError ? error.status : null,
      cause: error,
    });
  });
  const menus = await getMenu({ token: tokens.access_token });
  return { tokens, user, menus };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ tokens, user, menus }) => {
      queryClient.removeQueries();
      queryClient.setQueryData(getUserQueryOptions(user.user_name).queryKey, user);
      queryClient.setQueryData(getMenuQueryOptions().queryKey, menus);
      startSession(tokens, user, menus);
    },
  });
}
