import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Space, Tooltip } from "antd";
import { ConfirmButton } from "./confirm-button";

interface RowActionsProps {
  /** The record's name, for the buttons' accessible labels. */
  name: string;
  /** 'Tambah sub unit', 'Tambah bawahan'…: shows an add-child button when given with onAdd. */
  addLabel?: string;
  onAdd?: () => void;
  onEdit?: () => void;
  /** The delete confirmation, e.g. 'Apakah anda yakin akan menghapus jabatan ini ?'. */
  deleteTitle?: string;
  onDelete?: () => Promise<unknown>;
  deleteFailedMessage?: string;
}

/** The add-child, edit and delete buttons of a row in a master list or tree. */
export function RowActions({
  name,
  addLabel,
  onAdd,
  onEdit,
  deleteTitle,
  onDelete,
  deleteFailedMessage,
}: RowActionsProps) {
  return (
    <Space>
      {addLabel && onAdd ? (
        <Tooltip title={addLabel}>
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label={`${addLabel} ${name}`}
            onClick={onAdd}
          />
        </Tooltip>
      ) : null}
      {onEdit ? (
        <Button size="small" icon={<EditOutlined />} aria-label={`Ubah ${name}`} onClick={onEdit} />
      ) : null}
      {deleteTitle && onDelete ? (
        <ConfirmButton
          title={deleteTitle}
          onConfirm={onDelete}
          failureMessage={deleteFailedMessage}
          icon={<DeleteOutlined />}
          danger
          ariaLabel={`Hapus ${name}`}
        />
      ) : null}
    </Space>
  );
}
