import { Link, Navigate, useLocation } from "react-router";
import { PageSpinner } from "../../components/page-spinner";
import { PublicPage } from "../../components/public-page";
import { LoginForm } from "../../features/auth/components/login-form";
import { useAuth, useIsLoggedIn } from "../../lib/auth/auth-store";
import { nextPath } from "../../lib/auth/next-path";

/**
 * `/`: login; a logged-in user goes to the dashboard, or to the page asked for before signing
 * in (`?next=`, a deep link).
 */
export function Component() {
  const loggedIn = useIsLoggedIn();
  const restoring = useAuth((state) => state.restoring);
  const next = nextPath(useLocation().search);
  if (restoring) return <PageSpinner />;
  if (loggedIn) return <Navigate to={next ?? "/dashboard"} replace />;
  return (
    <PublicPage title="Masuk" subtitle="Masuk dengan akun Lontar instansi anda.">
      <title>Masuk · Lontar</title>
      <LoginForm />
      <div className="public-page__links">
        <Link to="/forget-password">Lupa password?</Link>
        <span className="public-page__muted">
          Belum punya akun? <Link to="/register">Daftar</Link>
        </span>
      </div>
    </PublicPage>
  );
}
