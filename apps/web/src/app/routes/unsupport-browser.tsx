import { WarningOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { Link, Navigate } from "react-router";
import { PublicPage } from "../../components/public-page";

export const UNSUPPORTED_BROWSER_TEXT =
  "Browser anda tidak support untuk mengakses EGS, silahkan gunakan browser chrome atau firefox.";

function supportsPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window;
}

/**
 * `/unsupport-browser` (spec 02 §2.1). The Android download link is left out: no
 * address for the app is known (spec 02 §9).
 */
export function Component() {
  if (supportsPush()) return <Navigate to="/" replace />;
  return (
    <PublicPage>
      <title>Browser tidak didukung · Lontar</title>
      <div className="unsupported">
        <WarningOutlined className="unsupported__icon" aria-hidden />
        <Typography.Paragraph strong>{UNSUPPORTED_BROWSER_TEXT}</Typography.Paragraph>
        <Link to="/">Coba lagi</Link>
      </div>
    </PublicPage>
  );
}
