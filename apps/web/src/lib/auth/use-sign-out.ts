import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { clearSession } from "./auth-store";

/** Ends the session in this browser: tokens, user info, cached data; then goes to login. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.removeQueries();
    navigate("/", { replace: true });
  }, [queryClient, navigate]);
}
