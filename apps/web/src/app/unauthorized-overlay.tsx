import { DisconnectOutlined, LockOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { errorTexts } from "../lib/api-error";
import { setNetworkError, useAuth } from "../lib/auth/auth-store";
import { useSignOut } from "../lib/auth/use-sign-out";

/**
 * Spec 02 §2.17: a full-screen overlay with 'Unauthorized' and a Login button after a
 * 401, or the connection message with a Close button. Built without a lazy chunk so
 * that it still appears when the network is gone.
 */
export function UnauthorizedOverlay() {
  const unauthorized = useAuth((state) => state.unauthorized);
  const networkError = useAuth((state) => state.networkError);
  const signOut = useSignOut();

  if (!unauthorized && !networkError) return null;
  const message = unauthorized ? errorTexts.unauthorized : (networkError ?? "");
  return (
    <div className="lontar-overlay" role="dialog" aria-modal="true" aria-labelledby="overlay-title">
      <div className="lontar-overlay__panel">
        <div className="lontar-overlay__icon">
          {unauthorized ? <LockOutlined aria-hidden /> : <DisconnectOutlined aria-hidden />}
        </div>
        <h2 id="overlay-title" className="lontar-overlay__title">
          {message}
        </h2>
        {unauthorized ? (
          <Button
            type="primary"
            size="large"
            block
            autoFocus
            onClick={() => signOut({ returnHere: true })}
          >
            Login
          </Button>
        ) : (
          <Button size="large" block autoFocus onClick={() => setNetworkError(null)}>
            Close
          </Button>
        )}
      </div>
    </div>
  );
}
