import { Navigate, Outlet } from "react-router";
import { useIsLoggedIn } from "../lib/auth/auth-store";

/** Sends anonymous visitors of a protected route to the login page (spec 01 §2). */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}
