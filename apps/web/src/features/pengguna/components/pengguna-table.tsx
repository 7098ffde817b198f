import { DeleteOutlined, KeyOutlined, SafetyOutlined, UserAddOutlined } from "@ant-design/icons";
import type { PageMeta } from "@lontar/contracts/common";
import { penggunaMessages as m, type PenggunaItem } from "@lontar/contracts/pengguna";
import { Button, Space, Tag, Typography } from "antd";
import { ConfirmButton } from "../../../components/confirm-button";
import { PagedTable } from "../../../components/paged-table";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { useChangeUserStatus } from "../api/change-user-status";
import { useResetPassword } from "../api/reset-password";
import type { PasswordResult } from "./password-result-modal";

interface PenggunaTableProps {
  items: PenggunaItem[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  onAccess: (item: PenggunaItem) => void;
  onCreateLogin: (item: PenggunaItem) => void;
  onPasswordReset: (result: PasswordResult) => void;
}

const statusTag = (u: PenggunaItem) => {
  if (!u.has_login) return <Tag>Belum ada login</Tag>;
  return u.status === "aktif" ? <Tag color="green">aktif</Tag> : <Tag color="red">nonaktif</Tag>;
};

/**
 * The users table of spec 02 §2.9: NIP, full name, position, status, access rights, reset
 * password and delete (which deactivates). An employee without a login gets 'Buat Login';
 * a deactivated user can be activated again.
 */
export function PenggunaTable(props: PenggunaTableProps) {
  const { items, meta, loading, onPageChange, onAccess, onCreateLogin, onPasswordReset } = props;
  const status = useChangeUserStatus();
  const reset = useResetPassword();

  const deactivate = async (u: PenggunaItem) => {
    await status.mutateAsync({ nip: u.peg_nip, status: "nonaktif" });
    showBanner({ type: "success", message: m.deleted });
  };
  const activate = async (u: PenggunaItem) => {
    await status.mutateAsync({ nip: u.peg_nip, status: "aktif" });
    showBanner({ type: "success", message: m.activated });
  };
  const resetPassword = async (u: PenggunaItem) => {
    try {
      const password = await reset.mutateAsync(u.peg_nip);
      onPasswordReset({ status: "success", username: u.username ?? u.peg_nip, password });
    } catch (error) {
      const apiError = toApiError(error);
      onPasswordReset({
        status: "danger",
        message: apiError.diagnosticMessage ?? apiError.message,
      });
    }
  };

  return (
    <PagedTable<PenggunaItem>
      label="Pengguna"
      cardTitleKey="nama"
      onOpen={(u) => (u.has_login ? onAccess(u) : onCreateLogin(u))}
      rowKey="pegawai_id"
      data={items}
      meta={meta}
      loading={loading}
      onPageChange={onPageChange}
      columns={[
        { title: "NIP", dataIndex: "peg_nip", key: "nip" },
        {
          title: "Nama Lengkap",
          key: "nama",
          width: 230,
          render: (_, u) => (
            <Space orientation="vertical" size={0}>
              <span>{u.peg_nama}</span>
              {u.username && u.username !== u.peg_nip ? (
                <Typography.Text type="secondary">{u.username}</Typography.Text>
              ) : null}
            </Space>
          ),
        },
        {
          title: "Jabatan",
          key: "jabatan",
          width: 220,
          render: (_, u) => (
            <Space orientation="vertical" size={0}>
              <span>{u.jabatan_nama ?? "-"}</span>
              {u.data_plt ? <Tag color="purple">Plt. {u.data_plt.jabatan_nama}</Tag> : null}
            </Space>
          ),
        },
        { title: "Status", key: "status", render: (_, u) => statusTag(u) },
        {
          title: "Hak Akses",
          key: "akses",
          fixed: "right",
          render: (_, u) =>
            u.has_login ? (
              <Button size="small" icon={<SafetyOutlined />} onClick={() => onAccess(u)}>
                Hak Akses
              </Button>
            ) : (
              <Button size="small" icon={<UserAddOutlined />} onClick={() => onCreateLogin(u)}>
                Buat Login
              </Button>
            ),
        },
        {
          title: "Atur Ulang Password",
          key: "reset",
          fixed: "right",
          render: (_, u) =>
            u.has_login ? (
              <ConfirmButton
                title="Atur ulang password pengguna ini ?"
                onConfirm={() => resetPassword(u)}
                icon={<KeyOutlined />}
                ariaLabel={`Reset password ${u.peg_nama}`}
              >
                Reset
              </ConfirmButton>
            ) : null,
        },
        {
          title: "Hapus",
          key: "hapus",
          fixed: "right",
          render: (_, u) => {
            if (!u.has_login) return null;
            if (u.status === "nonaktif")
              return (
                <ConfirmButton
                  title="Aktifkan kembali pengguna ini ?"
                  onConfirm={() => activate(u)}
                  ariaLabel={`Aktifkan ${u.peg_nama}`}
                >
                  Aktifkan
                </ConfirmButton>
              );
            return (
              <ConfirmButton
                title={m.deleteConfirm}
                onConfirm={() => deactivate(u)}
                failureMessage={m.deleteFailed}
                icon={<DeleteOutlined />}
                danger
                ariaLabel={`Hapus ${u.peg_nama}`}
              />
            );
          },
        },
      ]}
    />
  );
}
