import { BellOutlined, CheckCircleOutlined } from "@ant-design/icons";
import { pushTexts } from "@lontar/contracts/push-texts";
import { Button, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { currentPushSubscription, pushSupported } from "../../../lib/push-browser";
import { registerPush } from "../register-push";

type PushState = "checking" | "off" | "busy" | "active" | "denied" | "unsupported" | "failed";

function initialState(): PushState {
  if (!pushSupported()) return "unsupported";
  return Notification.permission === "denied" ? "denied" : "checking";
}

/**
 * Turns on browser notifications for this device: asks the permission only on a click, then
 * subscribes this browser to the user's notifications (Web Push).
 */
export function PushToggle() {
  const [state, setState] = useState<PushState>(initialState);

  useEffect(() => {
    if (state !== "checking") return;
    let live = true;
    void currentPushSubscription().then((subscription) => {
      if (!live) return;
      setState(subscription && Notification.permission === "granted" ? "active" : "off");
    });
    return () => {
      live = false;
    };
  }, [state]);

  const enable = async () => {
    setState("busy");
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setState(permission === "denied" ? "denied" : "off");
      return;
    }
    try {
      await registerPush();
      setState("active");
    } catch {
      setState("failed");
    }
  };

  if (state === "active")
    return (
      <Typography.Text type="success" role="status">
        <CheckCircleOutlined aria-hidden /> {pushTexts.active}
      </Typography.Text>
    );
  if (state === "unsupported" || state === "denied")
    return (
      <Typography.Text type="secondary" role="status">
        {pushTexts[state]}
      </Typography.Text>
    );
  return (
    <Space wrap>
      <Button
        icon={<BellOutlined aria-hidden />}
        loading={state === "busy" || state === "checking"}
        onClick={() => void enable()}
      >
        {pushTexts.enable}
      </Button>
      {state === "failed" ? (
        <Typography.Text type="danger" role="alert">
          {pushTexts.failed}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
