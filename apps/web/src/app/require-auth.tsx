import { Navigate, Outlet } from "react-router";
import { PageSpinner } from "../components/page-spinner";
import { useAuth, useIsLoggedIn } from "../lib/auth/auth-store";

/**
 * Sends anonymous visitors of a protected route to the login page (spec 01 §2); after a
 * reload it first waits for the session to be restored from the refresh cookie.
 */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const restoring = useAuth((state) => state.restoring);
  if (restoring) return <PageSpinner />;
  if (!loggedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}
