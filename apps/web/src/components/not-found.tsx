import { Button, Result } from "antd";
import { useNavigate } from "react-router";

interface NotFoundProps {
  /** Where the way-back button leads, and what it says. */
  homePath: string;
  homeLabel: string;
}

/** Spec 02 §2.1: any other path shows 'Not Found !'. */
export function NotFound({ homePath, homeLabel }: NotFoundProps) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Not Found !"
      subTitle="Halaman yang anda cari tidak ditemukan."
      extra={
        <Button type="primary" onClick={() => navigate(homePath)}>
          {homeLabel}
        </Button>
      }
    />
  );
}
