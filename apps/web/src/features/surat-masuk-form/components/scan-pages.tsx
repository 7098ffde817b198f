import { DeleteOutlined, LeftOutlined, RightOutlined, ScanOutlined } from "@ant-design/icons";
import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { Alert, Button, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";

/** Scanned page types the server turns into a PDF (spec 01 §5 'Scan accepts images only'). */
export const SCAN_MIME_TYPES = ["image/jpeg", "image/png"] as const;

export interface ScanPage {
  key: string;
  file: File;
}

let nextKey = 0;
const isImage = (file: File) => (SCAN_MIME_TYPES as readonly string[]).includes(file.type);

function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

interface ThumbProps {
  page: ScanPage;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
}

function ScanThumb({ page, index, count, disabled, onMove, onRemove }: ThumbProps) {
  const url = useObjectUrl(page.file);
  const n = index + 1;
  return (
    <li className="scan-pages__item" data-testid="scan-page">
      {url ? <img src={url} alt={`Halaman ${n}: ${page.file.name}`} /> : null}
      <Typography.Text className="scan-pages__caption" ellipsis={{ tooltip: page.file.name }}>
        {n}. {page.file.name}
      </Typography.Text>
      <Space size={2}>
        <Button
          size="small"
          icon={<LeftOutlined />}
          aria-label={`Geser halaman ${n} ke depan`}
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1)}
        />
        <Button
          size="small"
          icon={<RightOutlined />}
          aria-label={`Geser halaman ${n} ke belakang`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Hapus halaman ${n}`}
          disabled={disabled}
          onClick={() => onRemove(page.key)}
        />
      </Space>
    </li>
  );
}

interface ScanPagesProps {
  value: ScanPage[];
  onChange: (pages: ScanPage[]) => void;
  disabled?: boolean;
}

/**
 * 'Scan Image': the pages of the paper letter as JPEG/PNG images, in order (thumbnails that can
 * be moved and removed). Other files are refused here; the form sends the pages to
 * `egs/scan-pdf`, which makes one PDF of them.
 */
export function ScanPages({ value, onChange, disabled }: ScanPagesProps) {
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);

  const add = (files: File[]) => {
    setRefused(files.filter((f) => !isImage(f)).map((f) => f.name));
    const pages = files.filter(isImage).map((file) => ({ key: `scan-${nextKey++}`, file }));
    if (pages.length) onChange([...value, ...pages]);
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    const [page] = next.splice(from, 1);
    if (page) next.splice(to, 0, page);
    onChange(next);
  };

  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <Button icon={<ScanOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
          Scan Image
        </Button>
        <Typography.Text type="secondary">
          Gambar JPEG atau PNG, satu berkas per halaman; urutan di bawah menjadi urutan PDF.
        </Typography.Text>
      </Space>
      <input
        ref={input}
        type="file"
        style={{ display: "none" }}
        multiple
        accept={SCAN_MIME_TYPES.join(",")}
        aria-label="Berkas scan"
        data-testid="scan-input"
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
      {refused.length ? (
        <Alert
          type="warning"
          showIcon
          title={INCOMING_MESSAGES.scanImagesOnly}
          description={refused.join(", ")}
          closable={{ onClose: () => setRefused([]), "aria-label": "Tutup" }}
        />
      ) : null}
      {value.length ? (
        <ol className="scan-pages" aria-label="Halaman scan">
          {value.map((page, index) => (
            <ScanThumb
              key={page.key}
              page={page}
              index={index}
              count={value.length}
              disabled={disabled}
              onMove={move}
              onRemove={(key) => onChange(value.filter((p) => p.key !== key))}
            />
          ))}
        </ol>
      ) : null}
    </Space>
  );
}
