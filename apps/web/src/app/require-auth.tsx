import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../components/page-spinner";
import { useAuth, useIsLoggedIn } from "../lib/auth/auth-store";
import { loginFor } from "../lib/auth/next-path";

/**
 * Sends anonymous visitors of a protected route to the login page (spec 01 §2), which returns
 * them to the page asked for once signed in, unless they just pressed Keluar; after a reload it
 * first waits for the session to be restored from the refresh cookie. After the overlay's Login
 * it returns to the address the user was on, which is ahead of the router while the next
 * page's code still loads.
 */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const restoring = useAuth((state) => state.restoring);
  const onPurpose = useAuth((state) => state.signedOutOnPurpose);
  const returnTo = useAuth((state) => state.returnTo);
  const { pathname, search } = useLocation();
  if (restoring) return <PageSpinner />;
  if (!loggedIn)
    return <Navigate to={onPurpose ? "/" : loginFor(returnTo ?? pathname + search)} replace />;
  return <Outlet />;
}
