import {
  ACCESS_STATUS_OPTIONS,
  penggunaMessages as m,
  type PenggunaItem,
  type SetAccessInput,
  USER_LEVEL_OPTIONS,
} from "@lontar/contracts/pengguna";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Form, Radio, Select, Spin } from "antd";
import { useMemo } from "react";
import { FormModal } from "../../../components/form-modal";
import { useAuth } from "../../../lib/auth/auth-store";
import { useAllMenus } from "../api/get-all-menus";
import { useUserAccess } from "../api/get-user-access";
import { useSetUserAccess } from "../api/set-user-access";
import { MenuTreeField } from "./menu-tree-field";

type AccessValues = Required<Omit<SetAccessInput, "peg_nip">>;

interface AccessRightsModalProps {
  /** The user whose access is edited; null keeps the modal closed. */
  user: PenggunaItem | null;
  onClose: () => void;
}

/**
 * The access-rights modal: the menus as a checkbox tree, the status (aktif / nonAktif, which
 * really changes the status) and the level. Saving answers 'Hak akses berhasil di tambah!'.
 */
export function AccessRightsModal({ user, onClose }: AccessRightsModalProps) {
  const isAdmin = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  const nip = user?.peg_nip ?? null;
  const menus = useAllMenus(user !== null);
  const access = useUserAccess(nip);
  const save = useSetUserAccess();
  const initialValues = useMemo<AccessValues | undefined>(
    () =>
      access.data
        ? {
            menu: access.data.menu,
            status: access.data.status,
            user_level: access.data.user_level as AccessValues["user_level"],
          }
        : undefined,
    [access.data],
  );
  const loading = menus.isLoading || access.isLoading;

  return (
    <FormModal<AccessValues>
      title={user ? `Hak Akses: ${user.peg_nama}` : "Hak Akses"}
      open={user !== null}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={(values) => save.mutateAsync({ peg_nip: nip ?? "", ...values })}
      successMessage={m.accessSaved}
      okDisabled={!initialValues}
      width={620}
    >
      {loading ? (
        <Spin />
      ) : (
        <>
          <Form.Item label="Level" name="user_level">
            <Select
              options={USER_LEVEL_OPTIONS.map((o) => ({
                ...o,
                disabled: !isAdmin && o.value === USER_LEVEL.admin,
              }))}
            />
          </Form.Item>
          <Form.Item label="Status" name="status">
            <Radio.Group options={ACCESS_STATUS_OPTIONS.map((o) => ({ ...o }))} />
          </Form.Item>
          <Form.Item label="Menu" name="menu">
            <MenuTreeField menus={menus.data ?? []} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
