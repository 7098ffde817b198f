import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button, Layout } from "antd";
import { lazy, Suspense } from "react";
import { NotificationBell } from "../../features/notifikasi/components/notification-bell";
import { useAuth } from "../../lib/auth/auth-store";
import { greetingFor } from "../../lib/greeting";
import { ProfileMenu } from "./profile-menu";

// Loaded after the shell: the search box must not weigh on the first render of any page.
const SearchBox = lazy(() =>
  import("../../features/pencarian/components/search-box").then((module) => ({
    default: module.SearchBox,
  })),
);

interface TopBarProps {
  isPhone: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
}

/** Top bar of the shell: sidebar toggle, greeting, search, notifications, profile menu. */
export function TopBar({ isPhone, collapsed, onToggleSidebar }: TopBarProps) {
  const name = useAuth((state) => state.user?.data_pegawai.peg_nama ?? "");
  const toggleIcon = isPhone ? (
    <MenuOutlined aria-hidden />
  ) : collapsed ? (
    <MenuUnfoldOutlined aria-hidden />
  ) : (
    <MenuFoldOutlined aria-hidden />
  );
  return (
    <Layout.Header className="top-bar">
      <Button
        type="text"
        icon={toggleIcon}
        onClick={onToggleSidebar}
        aria-label={isPhone ? "Buka menu" : collapsed ? "Lebarkan menu" : "Ciutkan menu"}
      />
      <div className="top-bar__greeting">
        {greetingFor(new Date().getHours())}, <strong>{name}</strong>
      </div>
      <Suspense fallback={null}>
        <SearchBox compact={isPhone} />
      </Suspense>
      <div className="top-bar__actions">
        <NotificationBell />
        <ProfileMenu showName={!isPhone} />
      </div>
    </Layout.Header>
  );
}
