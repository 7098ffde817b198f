import {
  KLASIFIKASI_KEAMANAN,
  namaKlasifikasiKeamanan,
} from "@lontar/contracts/klasifikasi-keamanan";
import { Radio, Tag } from "antd";

const OPTIONS = KLASIFIKASI_KEAMANAN.map((k) => ({ value: k.kode, label: k.nama }));

interface KlasifikasiKeamananFieldProps {
  value?: string;
  onChange?: (kode: string) => void;
  disabled?: boolean;
  /** The name screen readers announce: the label of its form item. */
  label: string;
}

/**
 * The four security and access classes (Biasa/Terbuka, Terbatas, Rahasia, Sangat Rahasia) as one
 * row of buttons: letters' Sifat Pengamanan, the Klasifikasi Keamanan of archive items and berkas.
 */
export function KlasifikasiKeamananField({
  value,
  onChange,
  disabled,
  label,
}: KlasifikasiKeamananFieldProps) {
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      disabled={disabled}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      options={OPTIONS}
    />
  );
}

/** Solid tags with white text, each above 4.5:1 (WCAG AA), darker as the class is stricter. */
const TAG_COLOR: Record<string, string> = {
  Terbatas: "#0958d9",
  Rahasia: "#ad4e00",
  "Sangat Rahasia": "#a8071a",
};

/** A record's class beside its name in a list; nothing for Biasa, the open class. */
export function KlasifikasiKeamananTag({ kode }: { kode: string }) {
  if (kode === "Biasa") return null;
  return (
    <Tag color={TAG_COLOR[kode]} style={{ marginInlineStart: 8 }}>
      {namaKlasifikasiKeamanan(kode)}
    </Tag>
  );
}
