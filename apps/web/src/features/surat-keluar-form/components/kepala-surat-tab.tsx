import { LAMPIRAN_UNITS, SIFAT_PENYAMPAIAN } from "@lontar/contracts/mail-constants";
import { SEARCH_DEBOUNCE_MS } from "@lontar/contracts/timing";
import { Form, Input, InputNumber, Radio, Select, Space } from "antd";
import { useState } from "react";
import { KlasifikasiKeamananField } from "../../../components/klasifikasi-keamanan-field";
import { KlasifikasiPicker } from "../../../components/klasifikasi-picker";
import { useAuth } from "../../../lib/auth/auth-store";
import { useDebounced } from "../../../lib/use-debounced";
import { useKegiatan } from "../api/get-kegiatan";
import { ManualNumberField } from "./manual-number-field";
import type { TabProps } from "./tab-props";

/** Tab 1: subject, attachment count and unit, activity, classification, natures. */
export function KepalaSuratTab({ draft, onChange, disabled }: TabProps) {
  return (
    <>
      <Form.Item label="Perihal" htmlFor="sk-perihal" required>
        <Input.TextArea
          id="sk-perihal"
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={draft.perihal}
          disabled={disabled}
          onChange={(e) => onChange({ perihal: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Jumlah Lampiran" htmlFor="sk-lampiran" required>
        <Space wrap>
          <InputNumber
            id="sk-lampiran"
            min={0}
            precision={0}
            value={draft.lampiran_value}
            disabled={disabled}
            onChange={(value) => onChange({ lampiran_value: Number(value ?? 0) })}
          />
          <Radio.Group
            aria-label="Satuan Lampiran"
            optionType="button"
            disabled={disabled}
            value={draft.lampiran_type}
            onChange={(e) => onChange({ lampiran_type: e.target.value })}
            options={LAMPIRAN_UNITS.map((u) => ({ value: u, label: u }))}
          />
        </Space>
      </Form.Item>
      <KegiatanField draft={draft} onChange={onChange} disabled={disabled} />
      <Form.Item label="Klasifikasi" htmlFor="sk-klasifikasi">
        <KlasifikasiPicker
          id="sk-klasifikasi"
          disabled={disabled}
          value={
            draft.klasifikasi
              ? { kode: draft.klasifikasi.code, nama: draft.klasifikasi.name }
              : null
          }
          onChange={(c) => onChange({ klasifikasi: { code: c.kode, name: c.nama } })}
        />
      </Form.Item>
      <ManualNumberField draft={draft} onChange={onChange} disabled={disabled} />
      <Form.Item label="Sifat Penyampaian" required>
        <Radio.Group
          aria-label="Sifat Penyampaian"
          optionType="button"
          disabled={disabled}
          value={draft.sifat_penyampaian}
          onChange={(e) => onChange({ sifat_penyampaian: e.target.value })}
          options={SIFAT_PENYAMPAIAN.map((s) => ({ value: s, label: s }))}
        />
      </Form.Item>
      <Form.Item label="Sifat Pengamanan" required>
        <KlasifikasiKeamananField
          label="Sifat Pengamanan"
          disabled={disabled}
          value={draft.sifat_pengamanan}
          onChange={(kode) => onChange({ sifat_pengamanan: kode as typeof draft.sifat_pengamanan })}
        />
      </Form.Item>
    </>
  );
}

/** The activity of the work unit, searched on the server (10 a page, debounced 1 s). */
function KegiatanField({ draft, onChange, disabled }: TabProps) {
  const kodeSkpd = useAuth((s) => s.user?.data_pegawai.satuan_kerja.kode_skpd);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const q = useDebounced(term, SEARCH_DEBOUNCE_MS);
  const list = useKegiatan(kodeSkpd, q, open);
  const options = (list.data?.data ?? []).map((k) => ({
    value: k.code,
    label: `${k.code} - ${k.name}`,
    name: k.name,
  }));
  const chosen = draft.kegiatan;
  if (chosen && !options.some((o) => o.value === chosen.code))
    options.unshift({
      value: chosen.code,
      label: `${chosen.code} - ${chosen.name}`,
      name: chosen.name,
    });
  return (
    <Form.Item label="Kegiatan" htmlFor="sk-kegiatan">
      <Select
        id="sk-kegiatan"
        showSearch={{ filterOption: false, onSearch: setTerm }}
        allowClear
        placeholder="Pilih kegiatan"
        disabled={disabled}
        loading={list.isFetching}
        onOpenChange={(next) => next && setOpen(true)}
        value={chosen?.code}
        options={options}
        onChange={(code, option) => {
          const picked = Array.isArray(option) ? option[0] : option;
          onChange({ kegiatan: code && picked ? { code, name: picked.name } : null });
        }}
        notFoundContent={list.isFetching ? "Memuat…" : "Tidak ada kegiatan"}
      />
    </Form.Item>
  );
}
