import type { MenuItem } from "@lontar/contracts/menu";
import { Menu, type MenuProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../../lib/auth/auth-store";
import { menuIcon } from "./menu-icons";
import { menuKey, selectMenu } from "./menu-match";

type AntMenuItem = Required<MenuProps>["items"][number];

function toItems(menus: MenuItem[]): AntMenuItem[] {
  return menus.map((menu) => {
    const icon = menuIcon(menu.icon);
    if (menu.sub_link.length === 0 && menu.link) {
      return { key: menuKey(menu), icon, label: <Link to={menu.link}>{menu.name}</Link> };
    }
    return {
      key: menuKey(menu),
      icon,
      label: menu.name,
      children: menu.sub_link.map((sub) => ({
        key: sub.link,
        icon: menuIcon(sub.icon),
        label: <Link to={sub.link}>{sub.name}</Link>,
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
  const items = useMemo(() => toItems(menus), [menus]);
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
