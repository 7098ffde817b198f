import { Outlet } from "react-router";
import { OfflineBanner, StatusBanner } from "../components/status-banner";
import { clearBanner, useBanner } from "../lib/banner-store";
import { UnauthorizedOverlay } from "./unauthorized-overlay";

/** Wraps every page: the status banners on top and the unauthorized overlay. */
export function RootLayout() {
  const banner = useBanner();
  return (
    <>
      <div className="lontar-banners">
        <OfflineBanner />
        <StatusBanner banner={banner} onClear={clearBanner} />
      </div>
      <Outlet />
      <UnauthorizedOverlay />
    </>
  );
}
