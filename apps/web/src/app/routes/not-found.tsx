import { lazy, Suspense } from "react";
import { NotFound } from "../../components/not-found";
import { PageSpinner } from "../../components/page-spinner";
import { PublicPage } from "../../components/public-page";
import { useIsLoggedIn } from "../../lib/auth/auth-store";

const AppShell = lazy(() =>
  import("../shell/app-shell").then((module) => ({ default: module.AppShell })),
);

/** Any unknown path: inside the shell with a session, standalone without one. */
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <PublicPage wide>
        <title>Not Found · Lontar</title>
        <NotFound homePath="/" homeLabel="Kembali ke halaman masuk" />
      </PublicPage>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <title>Not Found · Lontar</title>
      <AppShell>
        <NotFound homePath="/dashboard" homeLabel="Kembali ke dashboard" />
      </AppShell>
    </Suspense>
  );
}
