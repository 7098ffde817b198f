import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Dropdown, type MenuProps } from "antd";
import { useNavigate } from "react-router";
import { askBeforeLeaving } from "../../components/unsaved-changes-guard";
import { UserAvatar } from "../../components/user-avatar";
import { useLogout } from "../../features/auth/api/revoke-token";
import { useAuth } from "../../lib/auth/auth-store";
import { useSignOut } from "../../lib/auth/use-sign-out";
import { removeAllLocalDrafts } from "../../lib/local-drafts";

interface ProfileMenuProps {
  /** Show the name beside the avatar (hidden on phones). */
  showName: boolean;
}

/** Profile menu of the top bar: Personal Info, Change Password, Keluar. */
export function ProfileMenu({ showName }: ProfileMenuProps) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Government PCs are shared: no letter text stays behind for the next user.
  const logout = useLogout(() => {
    removeAllLocalDrafts();
    signOut();
  });
  const name = useAuth((state) => state.user?.data_pegawai.peg_nama ?? "");
  const photo = useAuth((state) => state.user?.photo_url ?? null);

  const items: MenuProps["items"] = [
    { key: "/dashboard/personal-info", icon: <UserOutlined aria-hidden />, label: "Personal Info" },
    {
      key: "/dashboard/change-password",
      icon: <KeyOutlined aria-hidden />,
      label: "Change Password",
    },
    { type: "divider" },
    { key: "logout", icon: <LogoutOutlined aria-hidden />, label: "Keluar", danger: true },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "logout")
      void askBeforeLeaving().then((leave) => {
        if (leave) logout.mutate();
      });
    else navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={["click"]} placement="bottomRight">
      {/* Named by its content, the name it shows first (WCAG 2.5.3), then what it opens. */}
      <button type="button" className="profile-trigger">
        <span className="profile-trigger__avatar" aria-hidden>
          <UserAvatar name={name} photoUrl={photo} />
        </span>
        {showName ? <span className="profile-trigger__name">{name}</span> : null}
        <span className="visually-hidden">Menu profil</span>
        <DownOutlined className="profile-trigger__caret" aria-hidden />
      </button>
    </Dropdown>
  );
}
