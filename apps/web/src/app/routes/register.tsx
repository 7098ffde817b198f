import { Link } from "react-router";
import { PublicPage } from "../../components/public-page";
import { RegisterForm } from "../../features/auth/components/register-form";

/** `/register`: static form, no submission. */
export function Component() {
  return (
    <PublicPage title="Daftar Akun">
      <title>Daftar Akun · Lontar</title>
      <RegisterForm />
      <div className="public-page__links">
        <Link to="/">Kembali ke halaman masuk</Link>
      </div>
    </PublicPage>
  );
}
