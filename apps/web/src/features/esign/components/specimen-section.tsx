import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { ESIGN_MESSAGES, type SpecimenItem } from "@lontar/contracts/esign";
import { Alert, Button, Empty, Spin, Tag, Typography, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { ConfirmButton } from "../../../components/confirm-button";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { formatDayTimeWib } from "../../../lib/dates";
import { useBlob, useObjectUrl } from "../../../lib/get-blob";
import { useDeleteSpecimen } from "../api/delete-specimen";
import { useSpecimens } from "../api/get-specimens";
import { useUploadSpecimen } from "../api/upload-specimen";

const IMAGE_TYPES = ["image/jpeg", "image/png"];

/** The browser's type when it gives one, else the extension. */
export function isSpecimenImage(file: File): boolean {
  if (file.type) return IMAGE_TYPES.includes(file.type);
  return /\.(jpe?g|png)$/i.test(file.name);
}

function SpecimenThumbnail({ item }: { item: SpecimenItem }) {
  const blob = useBlob(item.image);
  const url = useObjectUrl(blob.data);
  return (
    <div className="specimen-list__image">
      {url ? (
        <img src={url} alt={`Spesimen ${item.type.toUpperCase()}`} />
      ) : blob.isError ? (
        <Typography.Text type="secondary">Gambar tidak dapat dimuat</Typography.Text>
      ) : (
        <Spin size="small" />
      )}
    </div>
  );
}

/** The user's specimen signatures: thumbnails, delete with confirmation, upload. */
export function SpecimenSection() {
  const specimens = useSpecimens();
  const upload = useUploadSpecimen();
  const remove = useDeleteSpecimen();
  const [refused, setRefused] = useState<string | null>(null);

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (!isSpecimenImage(file)) {
      setRefused(ESIGN_MESSAGES.specimenType);
      return Upload.LIST_IGNORE;
    }
    setRefused(null);
    return true;
  };

  const customRequest: UploadProps["customRequest"] = ({ file }) => {
    upload.mutate(file as File, {
      onSuccess: () => showBanner({ type: "success", message: ESIGN_MESSAGES.specimenSaved }),
      onError: (error) => {
        const apiError = toApiError(error);
        setRefused(apiError.firstError("file") ?? apiError.diagnosticMessage ?? apiError.message);
      },
    });
  };

  const items = specimens.data ?? [];
  return (
    <div className="specimen-section">
      <Upload
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple={false}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          Unggah Spesimen
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ margin: "8px 0 16px" }}>
        Gambar tanda tangan JPEG atau PNG, sebaiknya berlatar transparan.
      </Typography.Paragraph>
      {refused ? (
        <Alert type="error" showIcon title={refused} style={{ marginBottom: 16 }} />
      ) : null}
      {specimens.isLoading ? <Spin /> : null}
      {specimens.isSuccess && items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada spesimen tanda tangan" />
      ) : null}
      {items.length > 0 ? (
        <ul className="specimen-list" aria-label="Spesimen tanda tangan">
          {items.map((item) => (
            <li key={item._id} className="specimen-list__item">
              <SpecimenThumbnail item={item} />
              <Tag>{item.type.toUpperCase()}</Tag>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDayTimeWib(item.created_at)}
              </Typography.Text>
              <ConfirmButton
                title="Apakah anda yakin akan menghapus spesimen ini ?"
                danger
                icon={<DeleteOutlined />}
                ariaLabel="Hapus spesimen"
                failureMessage="Gagal menghapus spesimen"
                onConfirm={async () => {
                  await remove.mutateAsync(item._id);
                  showBanner({ type: "success", message: ESIGN_MESSAGES.specimenDeleted });
                }}
              >
                Hapus
              </ConfirmButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
