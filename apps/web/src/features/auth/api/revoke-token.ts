import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { currentPushSubscription, unsubscribePushLocally } from "../../../lib/push-browser";

/** Spec 01 §8: logout failed with 400 or 401. */
export const LOGOUT_FAILED = "Login Gagal";

/**
 * POST /api/egs/revoke: ends the session on the server with this browser's push subscription
 * (sent as `fcm_token`), which then ends here too, whether or not the call succeeded.
 */
export async function revokeToken(): Promise<void> {
  const subscription = await currentPushSubscription();
  try {
    await api.post(
      "/api/egs/revoke",
      { fcm_token: subscription ? JSON.stringify(subscription) : null },
      { flagUnauthorized: false },
    );
  } finally {
    if (subscription) await unsubscribePushLocally();
  }
}

function logoutErrorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === 400 || apiError.status === 401) {
    return LOGOUT_FAILED;
  }
  return apiError.message;
}

/**
 * Keluar: revokes the session, reports a failure in the status banner, and calls
 * `onDone` either way so that the local session always ends.
 */
export function useLogout(onDone: () => void) {
  return useMutation({
    mutationFn: revokeToken,
    onError: (error) => showBanner({ type: "error", message: logoutErrorText(error) }),
    onSettled: onDone,
  });
}
