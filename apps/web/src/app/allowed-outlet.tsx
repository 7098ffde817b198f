import { lazy } from "react";
import { Outlet, useLocation } from "react-router";
import { useRouteAllowed } from "../lib/auth/allowed-routes";

// Loaded only when needed: its illustration would weigh on every page of the shell.
const NotFound = lazy(() =>
  import("../components/not-found").then((module) => ({ default: module.NotFound })),
);

interface AllowedOutletProps {
  /** Where Not Found's way-back button leads: the dashboard inside the shell. */
  homePath?: string;
}

/**
 * The matched page when the user's menus open its path, 'Not Found !' otherwise (spec 02
 * §2.1): a screen outside the menus is never drawn, not even with its buttons refused.
 */
export function AllowedOutlet({ homePath = "/dashboard" }: AllowedOutletProps) {
  const { pathname } = useLocation();
  if (useRouteAllowed(pathname)) return <Outlet />;
  return (
    <>
      <title>Not Found · Lontar</title>
      <NotFound homePath={homePath} homeLabel="Kembali ke dashboard" />
    </>
  );
}
