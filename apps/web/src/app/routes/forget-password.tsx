import { Link } from "react-router";
import { PublicPage } from "../../components/public-page";
import { ForgetPasswordForm } from "../../features/auth/components/forget-password-form";

/** `/forget-password`: static form, no submission. */
export function Component() {
  return (
    <PublicPage title="Lupa Password">
      <title>Lupa Password · Lontar</title>
      <ForgetPasswordForm />
      <div className="public-page__links">
        <Link to="/">Kembali ke halaman masuk</Link>
      </div>
    </PublicPage>
  );
}
