import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { clearSession } from "./auth-store";
import { loginFor } from "./next-path";

/**
 * Ends the session in this browser: tokens, user info, cached data; then goes to login. After
 * Keluar the login page leads to the dashboard; `returnHere` (the overlay's Login after the
 * session ended) brings the user back to the page on screen once signed in again.
 */
export function useSignOut(): (options?: { returnHere?: boolean }) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (options = {}) => {
      const here = `${window.location.pathname}${window.location.search}`;
      clearSession(options.returnHere ? { returnTo: here } : { onPurpose: true });
      queryClient.removeQueries();
      navigate(options.returnHere ? loginFor(here) : "/", { replace: true });
    },
    [queryClient, navigate],
  );
}
