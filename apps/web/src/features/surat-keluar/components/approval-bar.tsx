import { CheckOutlined, CloseOutlined, RollbackOutlined, UploadOutlined } from "@ant-design/icons";
import type { ApprovalRequest, OutgoingMailDetail } from "@lontar/contracts/mail";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { Button, Form, Input, Popconfirm, Space, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { storeFile } from "../../../lib/store-file";
import { useApproveOutgoing } from "../api/approve-outgoing";
import { detailHref, listHref } from "../sections";
import { ApprovalModal } from "./approval-modal";

/** Success texts of the actions other than SETUJU (which reads 'Passphrase success !'). */
export const ACTION_DONE = {
  lanjutkan: "Surat diteruskan ke pemeriksa berikutnya",
  perbaikan: "Surat dikembalikan untuk perbaikan",
  batalkan: "Surat dibatalkan",
} as const satisfies Record<Exclude<ApprovalRequest["text"], "setuju">, string>;

type Dialog = "passphrase" | "signed" | "perbaikan" | "batalkan" | null;

/** The PDF chosen in the external-signature dialog (kept in the browser until SETUJU). */
type SignedFileValues = { signed_file: UploadFile[] };

/**
 * The reviewer's buttons on a letter waiting for them (spec 01 §4 "Approval actions"): SETUJU
 * for the last reviewer (with the passphrase when it signs digitally), LANJUTKAN for the others,
 * PERBAIKAN (back one level, note 'Perbaikan') and BATALKAN (reason required).
 */
export function ApprovalBar({ letter }: { letter: OutgoingMailDetail }) {
  const navigate = useNavigate();
  const approve = useApproveOutgoing();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { is_last_reviewer: last, needs_passphrase: needsPassphrase } = letter.can;
  const needsSignedFile = letter.can.needs_signed_file === true;
  // A joint letter: once signed, its content is fixed; a signer before the last passes it on.
  const signedAlready = letter.ditandatangani > 0;
  const nextSignerWaits = letter.ditandatangani < letter.jumlah_penandatangan - 1;

  /** Throws on failure, so a dialog can keep the message. */
  const send = async (body: ApprovalRequest) => {
    await approve.mutateAsync({ id: letter.id, body });
    setDialog(null);
    if (body.text === "setuju") {
      showBanner({ type: "success", message: MAIL_MESSAGES.signed });
      navigate(detailHref("telusuri", letter.id));
    } else {
      showBanner({ type: "success", message: ACTION_DONE[body.text] });
      navigate(listHref("persetujuan"));
    }
  };
  const sendFromBar = (body: ApprovalRequest) =>
    send(body).catch((error) => {
      const apiError = toApiError(error);
      showBanner({ type: "error", message: apiError.message, status: apiError.status });
    });

  const forward: ApprovalRequest = last
    ? { is_accepted: true, text: "setuju" }
    : { is_accepted: true, text: "lanjutkan" };

  return (
    <div className="approval-bar">
      <Space wrap>
        {last && (needsPassphrase || needsSignedFile) ? (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => setDialog(needsSignedFile ? "signed" : "passphrase")}
          >
            SETUJU
          </Button>
        ) : (
          <Popconfirm
            title={
              last
                ? "Setujui dan kirim surat ini ?"
                : "Lanjutkan surat ini ke pemeriksa berikutnya ?"
            }
            okText="Ya"
            cancelText="Batal"
            onConfirm={() => sendFromBar(forward)}
          >
            <Button type="primary" icon={<CheckOutlined />}>
              {last ? "SETUJU" : "LANJUTKAN"}
            </Button>
          </Popconfirm>
        )}
        {signedAlready ? null : (
          <Button icon={<RollbackOutlined />} onClick={() => setDialog("perbaikan")}>
            PERBAIKAN
          </Button>
        )}
        <Button danger icon={<CloseOutlined />} onClick={() => setDialog("batalkan")}>
          BATALKAN
        </Button>
      </Space>

      <ApprovalModal<{ passphrase: string }>
        title="Passphrase Tanda Tangan Elektronik"
        open={dialog === "passphrase"}
        onClose={() => setDialog(null)}
        initialValues={{ passphrase: "" }}
        okText="SETUJU"
        onSubmit={({ passphrase }) => send({ ...forward, passphrase })}
      >
        <Form.Item
          label="Passphrase"
          name="passphrase"
          rules={[{ required: true, message: "Passphrase wajib diisi" }]}
          extra={
            nextSignerWaits
              ? "Surat akan ditandatangani secara elektronik dan diteruskan ke penandatangan berikutnya."
              : "Surat akan diberi nomor, ditandatangani secara elektronik dan dikirim."
          }
        >
          <Input.Password autoComplete="off" autoFocus aria-label="Passphrase" />
        </Form.Item>
      </ApprovalModal>

      <ApprovalModal<SignedFileValues>
        title="Unggah Surat Bertanda Tangan"
        open={dialog === "signed"}
        onClose={() => setDialog(null)}
        initialValues={{ signed_file: [] }}
        okText="SETUJU"
        onSubmit={async ({ signed_file }) => {
          const file = signed_file[0]?.originFileObj;
          if (!file) return;
          const stored = await storeFile(file, { purpose: "surat-ttd" });
          await send({ ...forward, signed_file: stored._id });
        }}
      >
        <Form.Item
          label="Surat yang sudah ditandatangani secara elektronik (PDF)"
          name="signed_file"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[{ required: true, message: MAIL_MESSAGES.signedFileMissing }]}
          extra="Tanda tangan digital (eksternal): unggah PDF yang ditandatangani di luar aplikasi. Surat akan diberi nomor dan dikirim."
        >
          <Upload accept="application/pdf,.pdf" beforeUpload={() => false} maxCount={1}>
            <Button icon={<UploadOutlined />}>Pilih PDF</Button>
          </Upload>
        </Form.Item>
      </ApprovalModal>

      <ApprovalModal<{ keterangan: string }>
        title="Perbaikan"
        open={dialog === "perbaikan"}
        onClose={() => setDialog(null)}
        initialValues={{ keterangan: MAIL_MESSAGES.defaultRevisionNote }}
        okText="PERBAIKAN"
        onSubmit={({ keterangan }) =>
          send({
            is_accepted: false,
            text: "perbaikan",
            back_to_previous_level: true,
            keterangan,
          })
        }
      >
        <Form.Item label="Catatan Perbaikan" name="keterangan">
          <Input.TextArea rows={4} aria-label="Catatan Perbaikan" />
        </Form.Item>
      </ApprovalModal>

      <ApprovalModal<{ keterangan: string }>
        title="Batalkan Surat"
        open={dialog === "batalkan"}
        onClose={() => setDialog(null)}
        initialValues={{ keterangan: "" }}
        okText="BATALKAN"
        okDanger
        onSubmit={({ keterangan }) =>
          send({
            is_accepted: false,
            text: "batalkan",
            back_to_previous_level: false,
            keterangan,
          })
        }
      >
        <Form.Item
          label="Alasan Pembatalan"
          name="keterangan"
          rules={[{ required: true, whitespace: true, message: MAIL_MESSAGES.reasonRequired }]}
        >
          <Input.TextArea rows={4} aria-label="Alasan Pembatalan" />
        </Form.Item>
      </ApprovalModal>
    </div>
  );
}
