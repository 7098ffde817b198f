import { LAMPIRAN_UNITS, SIFAT_PENYAMPAIAN } from "@lontar/contracts/mail-constants";
import { Col, Form, Input, InputNumber, Radio, Row, Space } from "antd";
import { DateField } from "../../../components/date-field";
import { KlasifikasiKeamananField } from "../../../components/klasifikasi-keamanan-field";
import { KlasifikasiPicker } from "../../../components/klasifikasi-picker";
import { dayjs } from "../../../lib/dayjs-id";
import { DAY_FORMAT, type IncomingDraft } from "../model/incoming-draft";
import type { DraftProps } from "./draft-props";

const toDay = (value: string | null) => (value ? dayjs(value) : null);

/** Number, agenda year, dates, sender, subject, attachments, classification and natures. */
export function DataSuratFields({ draft, onChange, disabled }: DraftProps) {
  const set = (patch: Partial<IncomingDraft>) => onChange((d) => ({ ...d, ...patch }));
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Nomor Surat" htmlFor="sm-no-surat" required>
          <Input
            id="sm-no-surat"
            disabled={disabled}
            value={draft.no_surat}
            onChange={(e) => set({ no_surat: e.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Tahun Agenda" htmlFor="sm-tahun-agenda" required>
          <InputNumber
            id="sm-tahun-agenda"
            style={{ width: "100%" }}
            min={1900}
            max={9999}
            precision={0}
            disabled={disabled}
            value={draft.tahun_agenda}
            onChange={(value) => set({ tahun_agenda: value ?? null })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Tanggal Surat" htmlFor="sm-tanggal-surat">
          <DateField
            id="sm-tanggal-surat"
            style={{ width: "100%" }}
            disabled={disabled}
            value={toDay(draft.tanggal_surat)}
            onChange={(value) => set({ tanggal_surat: value ? value.format(DAY_FORMAT) : null })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Tanggal Terima" htmlFor="sm-tanggal-terima">
          <DateField
            id="sm-tanggal-terima"
            style={{ width: "100%" }}
            disabled={disabled}
            value={toDay(draft.tanggal_terima)}
            onChange={(value) => set({ tanggal_terima: value ? value.format(DAY_FORMAT) : null })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Dari" htmlFor="sm-dari" required>
          <Input
            id="sm-dari"
            placeholder="Instansi atau orang pengirim surat"
            disabled={disabled}
            value={draft.dari}
            onChange={(e) => set({ dari: e.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Klasifikasi" htmlFor="sm-klasifikasi">
          <KlasifikasiPicker
            id="sm-klasifikasi"
            disabled={disabled}
            value={draft.klasifikasi}
            onChange={(klasifikasi) => set({ klasifikasi })}
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Perihal" htmlFor="sm-perihal" required>
          <Input.TextArea
            id="sm-perihal"
            autoSize={{ minRows: 2, maxRows: 5 }}
            disabled={disabled}
            value={draft.perihal}
            onChange={(e) => set({ perihal: e.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Lampiran" htmlFor="sm-lampiran" required>
          <Space wrap size={8}>
            <InputNumber
              id="sm-lampiran"
              min={0}
              precision={0}
              style={{ width: 96 }}
              disabled={disabled}
              value={draft.lampiran_jumlah}
              onChange={(value) => set({ lampiran_jumlah: value ?? null })}
            />
            <Radio.Group
              aria-label="Jenis Lampiran"
              optionType="button"
              disabled={disabled}
              value={draft.lampiran_jenis}
              onChange={(e) => set({ lampiran_jenis: e.target.value })}
              options={LAMPIRAN_UNITS.map((u) => ({ value: u, label: u }))}
            />
          </Space>
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item label="Sifat Pengamanan" required>
          <KlasifikasiKeamananField
            label="Sifat Pengamanan"
            disabled={disabled}
            value={draft.sifat_pengamanan}
            onChange={(kode) => set({ sifat_pengamanan: kode as typeof draft.sifat_pengamanan })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} md={8}>
        <Form.Item label="Sifat Penyampaian" required>
          <Radio.Group
            aria-label="Sifat Penyampaian"
            optionType="button"
            disabled={disabled}
            value={draft.sifat_penyampaian}
            onChange={(e) => set({ sifat_penyampaian: e.target.value })}
            options={SIFAT_PENYAMPAIAN.map((s) => ({ value: s, label: s }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
