import { TrackingPage } from "../../features/tracking/components/tracking-page";

/** `/cari` (public): Cari Surat, tracking a letter by resi, e-mail and captcha. */
export function Component() {
  return <TrackingPage />;
}
