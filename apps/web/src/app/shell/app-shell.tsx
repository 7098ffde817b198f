import { Drawer, Grid, Layout } from "antd";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { BrandMark } from "../../components/brand-mark";
import { PageSpinner } from "../../components/page-spinner";
import { registerPushIfGranted } from "../../features/push/register-push";
import { AllowedOutlet } from "../allowed-outlet";
import { LiveNotifications } from "./live-notifications";
import { PushPrompt } from "./push-prompt";
import { SidebarMenu } from "./sidebar-menu";
import { TopBar } from "./top-bar";
import { useSessionSync } from "./use-session-sync";

interface AppShellProps {
  /** Content to show instead of the matched child route (the Not Found page). */
  children?: ReactNode;
}

/** Logged-in layout: sidebar (a drawer on phones), top bar, page, footer. */
export function AppShell({ children }: AppShellProps) {
  useSessionSync();
  // Browser notifications the user allowed before reach this browser again (never asks here).
  useEffect(() => {
    void registerPushIfGranted().catch(() => undefined);
  }, []);
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggleSidebar = () => (isPhone ? setDrawerOpen(true) : setCollapsed((value) => !value));

  return (
    <Layout className="app-shell">
      {isPhone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={280}
          title={<BrandMark />}
          styles={{ body: { padding: 0 } }}
        >
          <SidebarMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={248}
          collapsedWidth={72}
          collapsed={collapsed}
          className="app-shell__sider"
          theme="light"
        >
          <div className="app-shell__brand">
            <BrandMark compact={collapsed} />
          </div>
          <SidebarMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar isPhone={isPhone} collapsed={collapsed} onToggleSidebar={toggleSidebar} />
        <LiveNotifications />
        <Layout.Content className="app-shell__content">
          <Suspense fallback={<PageSpinner />}>{children ?? <AllowedOutlet />}</Suspense>
        </Layout.Content>
        <PushPrompt />
        <Layout.Footer className="app-shell__footer">© 2026 Lontar</Layout.Footer>
      </Layout>
    </Layout>
  );
}
