import { Outlet, useNavigation } from "react-router";
import { OfflineBanner, StatusBanner } from "../components/status-banner";
import { clearBanner, useBanner } from "../lib/banner-store";
import { UnauthorizedOverlay } from "./unauthorized-overlay";

/** Wraps every page: the status banners on top and the unauthorized overlay. */
export function RootLayout() {
  const banner = useBanner();
  const navigating = useNavigation().state === "loading";
  return (
    <>
      {navigating ? (
        <div className="route-progress" role="progressbar" aria-label="Memuat" />
      ) : null}
      <div className="lontar-banners">
        <OfflineBanner />
        <StatusBanner banner={banner} onClear={clearBanner} />
      </div>
      <Outlet />
      <UnauthorizedOverlay />
    </>
  );
}
