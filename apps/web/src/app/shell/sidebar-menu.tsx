import type { MenuItem } from "@lontar/contracts/menu";
import type { NotificationCounters } from "@lontar/contracts/notification";
import { Badge, Menu, type MenuProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { useCounters } from "../../features/notifikasi/api/get-counters";
import { useAuth } from "../../lib/auth/auth-store";
import { menuIcon } from "./menu-icons";
import { menuKey, selectMenu } from "./menu-match";

type AntMenuItem = Required<MenuProps>["items"][number];

/** The unread count shown beside a menu entry: 'Surat Masuk' and 'Persetujuan' (spec 01 §2). */
export function menuBadge(
  menu: Pick<MenuItem, "link" | "sub_link">,
  counters: NotificationCounters,
) {
  if (menu.link === "/surat-keluar/persetujuan") return counters.persetujuan_count;
  const links = [menu.link, ...menu.sub_link.map((sub) => sub.link)];
  if (menu.sub_link.length > 0 && links.includes("/surat-masuk/daftar-surat"))
    return counters.surat_masuk;
  return 0;
}

const withBadge = (text: string, count: number) =>
  count > 0 ? (
    <span className="sidebar-badge">
      <span>{text}</span>
      <Badge count={count} size="small" overflowCount={99} />
    </span>
  ) : (
    text
  );

function toItems(
  menus: MenuItem[],
  counters: NotificationCounters,
  collapsed: boolean,
): AntMenuItem[] {
  return menus.map((menu) => {
    const icon = menuIcon(menu.icon);
    const badge = menuBadge(menu, counters);
    if (menu.sub_link.length === 0 && menu.link) {
      return {
        key: menuKey(menu),
        icon,
        label: <Link to={menu.link}>{withBadge(menu.name, badge)}</Link>,
      };
    }
    return {
      key: menuKey(menu),
      // Collapsed, only the icon shows: a dot says something waits inside.
      icon: collapsed && badge > 0 ? <Badge dot>{icon}</Badge> : icon,
      label: withBadge(menu.name, badge),
      children: menu.sub_link.map((sub) => ({
        key: sub.link,
        icon: menuIcon(sub.icon),
        label: (
          <Link to={sub.link}>
            {withBadge(sub.name, menuBadge({ link: sub.link, sub_link: [] }, counters))}
          </Link>
        ),
      })),
    };
  });
}

interface SidebarMenuProps {
  /** Called after an entry is chosen (closes the phone drawer). */
  onNavigate?: () => void;
  collapsed?: boolean;
}

/** The sidebar built from `GET /egs/master/menu` (spec 01 §2 Shell). */
export function SidebarMenu({ onNavigate, collapsed }: SidebarMenuProps) {
  const menus = useAuth((state) => state.menus);
  const { pathname } = useLocation();
  const counters = useCounters();
  const items = useMemo(
    () => toItems(menus, counters, Boolean(collapsed)),
    [menus, counters, collapsed],
  );
  const { selectedKey, openKey } = useMemo(() => selectMenu(menus, pathname), [menus, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(openKey ? [openKey] : []);

  // Collapsed, sub-menus open as pop-ups on hover; expanded, the current one stays open.
  useEffect(() => {
    if (collapsed) setOpenKeys([]);
    else if (openKey) setOpenKeys((keys) => (keys.includes(openKey) ? keys : [...keys, openKey]));
  }, [openKey, collapsed]);

  return (
    <nav aria-label="Menu utama">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={onNavigate}
        style={{ borderInlineEnd: "none" }}
      />
    </nav>
  );
}
