import { BellOutlined } from "@ant-design/icons";
import { pushTexts } from "@lontar/contracts/push-texts";
import { Button, Card, Space, Typography } from "antd";
import { useState } from "react";
import { registerPush } from "../../features/push/register-push";
import { pushSupported } from "../../lib/push-browser";

/** Set once the user answered, either way: the question is asked once per browser. */
export const PUSH_ASKED_KEY = "lontar.push-ditanya";

function shouldAsk(): boolean {
  if (!pushSupported() || Notification.permission !== "default") return false;
  try {
    return window.localStorage.getItem(PUSH_ASKED_KEY) === null;
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    window.localStorage.setItem(PUSH_ASKED_KEY, new Date().toISOString());
  } catch {
    // Storage disabled: the question may come back on the next visit.
  }
}

/**
 * Asks once, in Indonesian and with the reason, before the browser's own permission question
 * (which browsers let a site ask only a few times): Aktifkan asks the browser and subscribes;
 * Nanti saja leaves it to the switch on the Notifikasi page.
 */
export function PushPrompt() {
  const [open, setOpen] = useState(shouldAsk);
  const [busy, setBusy] = useState(false);
  if (!open) return null;

  const enable = async () => {
    setBusy(true);
    remember();
    const permission = await Notification.requestPermission().catch(() => "default" as const);
    if (permission === "granted") await registerPush().catch(() => undefined);
    setOpen(false);
  };
  const later = () => {
    remember();
    setOpen(false);
  };

  return (
    <section
      className="push-prompt"
      aria-labelledby="push-prompt-title"
      style={{ margin: "0 24px 16px", maxWidth: 640 }}
    >
      <Card size="small">
        <Space align="start">
          <BellOutlined aria-hidden style={{ fontSize: 20, marginTop: 4 }} />
          <div>
            <Typography.Title level={5} id="push-prompt-title" style={{ marginTop: 0 }}>
              {pushTexts.askTitle}
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              {pushTexts.askReason}
            </Typography.Paragraph>
            <Space wrap>
              <Button type="primary" loading={busy} onClick={() => void enable()}>
                {pushTexts.askYes}
              </Button>
              <Button onClick={later} disabled={busy}>
                {pushTexts.askLater}
              </Button>
            </Space>
          </div>
        </Space>
      </Card>
    </section>
  );
}
