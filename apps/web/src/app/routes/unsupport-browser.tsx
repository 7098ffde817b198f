import { AndroidOutlined, WarningOutlined } from "@ant-design/icons";
import { Space, Typography } from "antd";
import { Link, Navigate } from "react-router";
import { PublicPage } from "../../components/public-page";
import { useAppLinks } from "../../features/app-links/api/get-app-links";

export const UNSUPPORTED_BROWSER_TEXT =
  "Browser anda tidak support untuk mengakses EGS, silahkan gunakan browser chrome atau firefox.";

/** The link's text (spec 02 §2.1 asks for 'an Android app download link', wording not given). */
export const ANDROID_DOWNLOAD_TEXT = "Unduh aplikasi Android";

function supportsPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window;
}

/** The Android app's download link, when the operator set its address (ANDROID_APP_URL). */
function AndroidLink() {
  const android = useAppLinks().data?.android;
  if (!android) return null;
  return (
    <Typography.Paragraph>
      <a href={android} rel="noopener">
        <AndroidOutlined aria-hidden /> {ANDROID_DOWNLOAD_TEXT}
      </a>
    </Typography.Paragraph>
  );
}

/**
 * `/unsupport-browser` (spec 02 §2.1): asks for Chrome or Firefox and offers the Android app's
 * download link (hidden while the server has no address for it).
 */
export function Component() {
  if (supportsPush()) return <Navigate to="/" replace />;
  return (
    <PublicPage>
      <title>Browser tidak didukung · Lontar</title>
      <div className="unsupported">
        <WarningOutlined className="unsupported__icon" aria-hidden />
        <Typography.Paragraph strong>{UNSUPPORTED_BROWSER_TEXT}</Typography.Paragraph>
        <Space orientation="vertical" size={0}>
          <AndroidLink />
          <Link to="/">Coba lagi</Link>
        </Space>
      </div>
    </PublicPage>
  );
}
