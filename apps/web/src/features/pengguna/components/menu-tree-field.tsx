import type { MenuOption } from "@lontar/contracts/pengguna";
import { Tree } from "antd";

interface MenuTreeFieldProps {
  menus: MenuOption[];
  value?: number[];
  onChange?: (ids: number[]) => void;
}

/**
 * A checkbox tree of every menu; a Form.Item control whose value is the checked menu ids.
 * Checking a menu checks its sub-menus; the server keeps the ones that open a screen.
 */
export function MenuTreeField({ menus, value = [], onChange }: MenuTreeFieldProps) {
  const treeData = menus.map((top) => ({
    key: top._id,
    title: top.name,
    children: top.sub_link.map((sub) => ({ key: sub._id, title: sub.name })),
  }));
  return (
    <div style={{ maxHeight: 340, overflow: "auto", border: "1px solid #f0f0f0", padding: 8 }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(keys.map(Number));
        }}
      />
    </div>
  );
}
