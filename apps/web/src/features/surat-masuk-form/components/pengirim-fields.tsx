import { Col, Form, Input, Row } from "antd";
import type { IncomingDraft } from "../model/incoming-draft";
import type { DraftProps } from "./draft-props";

type Pengirim = IncomingDraft["data_pengirim"];

/** Data Pengirim: the outside sender, who receives the resi by e-mail. */
export function PengirimFields({ draft, onChange, disabled }: DraftProps) {
  const p = draft.data_pengirim;
  const set = (patch: Partial<Pengirim>) =>
    onChange((d) => ({ ...d, data_pengirim: { ...d.data_pengirim, ...patch } }));
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label="Nama" htmlFor="sm-pengirim-nama" required>
          <Input
            id="sm-pengirim-nama"
            disabled={disabled}
            value={p.nama}
            onChange={(e) => set({ nama: e.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Email" htmlFor="sm-pengirim-email" required>
          <Input
            id="sm-pengirim-email"
            type="email"
            inputMode="email"
            disabled={disabled}
            value={p.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Nomor WhatsApp" htmlFor="sm-pengirim-wa" required>
          <Input
            id="sm-pengirim-wa"
            type="tel"
            inputMode="tel"
            placeholder="08…"
            disabled={disabled}
            value={p.nomor_wa}
            onChange={(e) => set({ nomor_wa: e.target.value })}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
