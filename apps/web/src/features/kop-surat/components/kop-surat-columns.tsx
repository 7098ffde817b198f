import { DeleteOutlined, EyeOutlined, UploadOutlined } from "@ant-design/icons";
import type { FileRef } from "@lontar/contracts/files";
import { type KopSuratItem, PAPER_SIZES, type PaperSize } from "@lontar/contracts/kop-surat";
import { Button, Select, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { ConfirmButton } from "../../../components/confirm-button";

interface ColumnActions {
  /** Number of the first row of the page (meta.from). */
  from: number;
  onView: (file: FileRef) => void;
  onUpload: (item: KopSuratItem) => void;
  onDelete: (item: KopSuratItem) => Promise<unknown>;
  onPaper: (item: KopSuratItem, paper: PaperSize) => void;
}

/** Columns of Master Kop Surat: location, file and delete (spec 02 §2.8). */
export function kopSuratColumns(actions: ColumnActions): ColumnsType<KopSuratItem> {
  return [
    { title: "No", key: "no", width: 64, render: (_, __, index) => actions.from + index },
    {
      title: "Lokasi",
      key: "lokasi",
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <span>{item.satuan_kerja_nama}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.kode_skpd}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: "File",
      key: "file",
      render: (_, item) => {
        const file = item.file[0];
        return (
          <Space wrap>
            {file ? (
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() => actions.onView(file)}
                aria-label={`Lihat ${file.file_name}`}
              >
                {file.file_name}
              </Button>
            ) : (
              <Typography.Text type="secondary">Belum ada file</Typography.Text>
            )}
            <Button
              size="small"
              type="primary"
              ghost
              icon={<UploadOutlined />}
              onClick={() => actions.onUpload(item)}
            >
              {file ? "Ganti File" : "Unggah File"}
            </Button>
          </Space>
        );
      },
    },
    {
      title: "Kertas",
      key: "kertas",
      width: 110,
      render: (_, item) => (
        <Select
          size="small"
          value={item.ukuran_kertas}
          options={PAPER_SIZES.map((paper) => ({ value: paper, label: paper }))}
          onChange={(paper: PaperSize) => actions.onPaper(item, paper)}
          aria-label={`Ukuran kertas ${item.satuan_kerja_nama}`}
          style={{ width: 80 }}
        />
      ),
    },
    {
      title: "Hapus",
      key: "hapus",
      width: 80,
      fixed: "right",
      render: (_, item) => (
        <ConfirmButton
          title="Apakah anda yakin akan menghapus kop surat ini ?"
          onConfirm={() => actions.onDelete(item)}
          failureMessage="Data gagal dihapus"
          icon={<DeleteOutlined />}
          danger
          ariaLabel={`Hapus ${item.satuan_kerja_nama}`}
        />
      ),
    },
  ];
}
