import { FilePdfOutlined } from "@ant-design/icons";
import { Alert, Spin, Typography, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { toApiError } from "../../../lib/api-error";
import { useVerifyFile } from "../api/verify-file";
import { SignatureVerdict, VerifiedDocumentDetails } from "./verification-result";

export const PDF_ONLY_MESSAGE = "Berkas harus berupa PDF";

function isPdf(file: File): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

/** 'Periksa berkas PDF': uploads a PDF to the public check and shows its verdict. */
export function VerifyUpload() {
  const verify = useVerifyFile();
  const [fileName, setFileName] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (!isPdf(file)) {
      setRefused(PDF_ONLY_MESSAGE);
      verify.reset();
      return Upload.LIST_IGNORE;
    }
    setRefused(null);
    return true;
  };

  const customRequest: UploadProps["customRequest"] = ({ file }) => {
    const pdf = file as File;
    setFileName(pdf.name);
    verify.mutate(pdf);
  };

  const error = verify.isError ? toApiError(verify.error) : null;
  return (
    <section className="verification__upload" aria-labelledby="verify-upload-title">
      <Typography.Title level={4} id="verify-upload-title">
        Periksa berkas PDF
      </Typography.Title>
      <Upload.Dragger
        accept=".pdf,application/pdf"
        multiple={false}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={verify.isPending}
      >
        <p className="ant-upload-drag-icon">
          <FilePdfOutlined />
        </p>
        <p className="ant-upload-text">Klik atau seret berkas PDF ke area ini</p>
        <p className="ant-upload-hint">
          Berkas diperiksa tanda tangan elektroniknya dan dicocokkan dengan dokumen yang
          ditandatangani di sistem ini.
        </p>
      </Upload.Dragger>
      {refused ? <Alert type="error" showIcon title={refused} /> : null}
      {verify.isPending ? (
        <div className="verification__pending" role="status" aria-label="Memeriksa berkas">
          <Spin />
        </div>
      ) : null}
      {error ? (
        <Alert type="error" showIcon title={error.diagnosticMessage ?? error.message} />
      ) : null}
      {verify.data ? (
        <section className="verification__result" aria-label="Hasil pemeriksaan berkas">
          <Typography.Text type="secondary">Hasil pemeriksaan: {fileName}</Typography.Text>
          <SignatureVerdict signature={verify.data.signature} />
          {verify.data.document ? (
            <VerifiedDocumentDetails
              document={verify.data.document}
              signers={verify.data.signature.tanda_tangan}
            />
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
