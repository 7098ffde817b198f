import { Button, Result } from "antd";
import { Link } from "react-router";

interface NotFoundProps {
  /** Where the way-back button leads. */
  homePath: string;
}

/** Spec 02 §2.1: any other path shows 'Not Found !'. */
export function NotFound({ homePath }: NotFoundProps) {
  return (
    <Result
      status="404"
      title="Not Found !"
      subTitle="Halaman yang anda cari tidak ditemukan."
      extra={
        <Link to={homePath}>
          <Button type="primary">Kembali ke beranda</Button>
        </Link>
      }
    />
  );
}
