import { CheckOutlined, LockOutlined, RollbackOutlined } from "@ant-design/icons";
import { type HistoryItem, INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { Alert, Button, Empty, Input, Modal, Space, Spin, Tag, Typography } from "antd";
import { useState } from "react";
import { ConfirmButton } from "../../../components/confirm-button";
import { UserAvatar } from "../../../components/user-avatar";
import { errorTexts, toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { formatDay, formatDayTime } from "../../../lib/dates";
import { ReadStatusTag } from "../../surat/components/read-status-tag";
import { useDispositionActions } from "../api/act-on-disposition";
import { historyEntries, useDispositionHistory } from "../api/get-disposition-history";

export const PRIVATE_TEXT = "Disposisi tertutup";

type Target = HistoryItem["kepada"][number];

function TargetLine({ target }: { target: Target }) {
  return (
    <li>
      {target.peg_nama}
      {target.jabatan_nama ? (
        <Typography.Text type="secondary">
          {" "}
          — {target.is_plt ? "Plt. " : ""}
          {target.jabatan_nama}
        </Typography.Text>
      ) : null}{" "}
      <ReadStatusTag value={target.status_baca} />
      {target.selesai ? (
        <div>
          <Tag color="success" icon={<CheckOutlined />}>
            {INCOMING_MESSAGES.done}
          </Tag>
          <Typography.Text className="riwayat__note">{target.selesai.note}</Typography.Text>
        </div>
      ) : null}
    </li>
  );
}

interface EntryProps {
  entry: HistoryItem;
  /** The reader is a target of this entry who has not finished it yet. */
  canFinish: boolean;
  onWithdraw: () => Promise<unknown>;
  onFinish: () => void;
}

function Entry({ entry, canFinish, onWithdraw, onFinish }: EntryProps) {
  const { action } = entry;
  return (
    <div className="riwayat__entry">
      <UserAvatar name={entry.data_pegawai.peg_nama} photoUrl={entry.photo_url} size={44} />
      <div className="riwayat__body">
        <div className="riwayat__head">
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>{entry.data_pegawai.peg_nama}</Typography.Text>
            <Typography.Text type="secondary">
              {entry.data_pegawai.jabatan_nama ?? "-"}
            </Typography.Text>
          </Space>
          <Space wrap size={4}>
            <Tag color={action.is_disposisi ? "purple" : "cyan"}>
              {action.is_disposisi ? "Disposisi" : "Teruskan"}
            </Tag>
            {action.is_private ? <Tag icon={<LockOutlined />}>Tertutup</Tag> : null}
            {action.withdrawn_at ? <Tag color="red">Ditarik</Tag> : null}
            <Typography.Text type="secondary">{formatDayTime(action.created_at)}</Typography.Text>
          </Space>
        </div>
        <div>Kepada:</div>
        <ul className="riwayat__targets">
          {entry.kepada.map((target) => (
            <TargetLine key={`${target.peg_nama}-${target.is_plt}`} target={target} />
          ))}
        </ul>
        {action.visible ? (
          <>
            {action.is_disposisi && action.text.length > 0 ? (
              <div>Petunjuk: {action.text.join(", ")}</div>
            ) : null}
            {action.keterangan ? (
              <div className="riwayat__note">Catatan: {action.keterangan}</div>
            ) : null}
            {action.batas_waktu ? <div>Batas waktu: {formatDay(action.batas_waktu)}</div> : null}
          </>
        ) : (
          <Typography.Text type="secondary" italic>
            <LockOutlined /> {PRIVATE_TEXT}
          </Typography.Text>
        )}
        {entry.can_withdraw || canFinish ? (
          <Space wrap style={{ marginTop: 8 }}>
            {entry.can_withdraw ? (
              <ConfirmButton
                title="Tarik disposisi ini ?"
                onConfirm={onWithdraw}
                icon={<RollbackOutlined />}
              >
                Tarik
              </ConfirmButton>
            ) : null}
            {canFinish ? (
              <Button size="small" icon={<CheckOutlined />} onClick={onFinish}>
                Tandai selesai
              </Button>
            ) : null}
          </Space>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Riwayat Tindakan: every disposition and forward in time order, with the targets' read and
 * follow-up state; a private entry the reader may not see says only 'Disposisi tertutup'.
 */
export function RiwayatTindakanTab({ id, readOnly }: { id: string; readOnly?: boolean }) {
  const history = useDispositionHistory(id);
  const actions = useDispositionActions(id);
  const [finishing, setFinishing] = useState(false);
  const [note, setNote] = useState("");

  if (history.isError) {
    const failure = toApiError(history.error);
    return (
      <Alert
        type="error"
        showIcon
        title={errorTexts.detail(failure.diagnosticMessage ?? failure.message)}
      />
    );
  }
  if (!history.data) return <Spin />;
  const entries = historyEntries(history.data);
  if (entries.length === 0) return <Empty description="Belum ada tindakan" />;

  const finish = async () => {
    try {
      await actions.done.mutateAsync(note.trim());
      showBanner({ type: "success", message: INCOMING_MESSAGES.done });
      setFinishing(false);
      setNote("");
    } catch (error) {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    }
  };
  return (
    <>
      {entries.map((entry) => (
        <Entry
          key={entry.id}
          entry={readOnly ? { ...entry, can_withdraw: false } : entry}
          canFinish={!readOnly && entry.can_finish}
          onWithdraw={async () => {
            await actions.withdraw.mutateAsync(entry.id);
            showBanner({ type: "success", message: INCOMING_MESSAGES.withdrawn });
          }}
          onFinish={() => setFinishing(true)}
        />
      ))}
      <Modal
        title="Tandai selesai ditindaklanjuti"
        open={finishing}
        onCancel={() => setFinishing(false)}
        onOk={finish}
        okText="Simpan"
        cancelText="Batal"
        okButtonProps={{ disabled: !note.trim(), loading: actions.done.isPending }}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label="Catatan tindak lanjut"
          placeholder="Catatan (wajib)"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Modal>
    </>
  );
}
