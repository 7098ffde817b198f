import { SendOutlined } from "@ant-design/icons";
import { INCOMING_MESSAGES } from "@lontar/contracts/incoming";
import { Alert, Button, Card, Form } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { PegawaiPicker } from "../../../components/pegawai-picker";
import { useUnsavedChangesGuard } from "../../../components/unsaved-changes-guard";
import { toApiError } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth/auth-store";
import { showBanner } from "../../../lib/banner-store";
import { useUnitHead } from "../api/get-unit-head";
import { useRegisterIncoming } from "../api/register-incoming";
import { scanToPdf } from "../api/scan-pdf";
import {
  draftErrors,
  emptyDraft,
  errorMessages,
  type IncomingDraft,
  toRequest,
} from "../model/incoming-draft";
import { DataSuratFields } from "./data-surat-fields";
import { JadwalFields } from "./jadwal-fields";
import { LampiranFiles } from "./lampiran-files";
import { PengirimFields } from "./pengirim-fields";
import { type ScanPage, ScanPages } from "./scan-pages";
import "./surat-masuk-form.css";

export const ALERT_ID = "alert-surat-masuk";
export const TERKIRIM_PATH = "/surat-masuk/terkirim";

/** Router state the Terkirim list reads to show what was just registered. */
export interface RegisteredState {
  registered: { perihal: string; resi?: string; nomor_agenda?: number };
}

/**
 * 'Buat Surat Masuk' (spec 01 §2, §3, §5): the secretariat registers a letter from outside. It
 * is delivered at once; the scanned pages become one PDF first. On success: banner 'Success'
 * and the Terkirim list, which shows the resi and agenda number.
 */
export function IncomingFormPage() {
  const navigate = useNavigate();
  const satuanKerjaId = useAuth((s) => s.user?.data_pegawai.satuan_kerja?.satuan_kerja_id);
  const [draft, setDraft] = useState(() => emptyDraft());
  // What the form opened with: anything else is the user's, and leaving asks first.
  const [start, setStart] = useState(draft);
  const [pages, setPages] = useState<ScanPage[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // The PDF of the current pages, kept when the letter itself is refused and sent again.
  const scanned = useRef<{ key: string; id: string } | null>(null);
  const register = useRegisterIncoming();

  // The usual recipient is the head of the unit: offered once, while nobody is chosen.
  const head = useUnitHead();
  const headOffered = useRef(false);
  useEffect(() => {
    if (headOffered.current || !head.data) return;
    headOffered.current = true;
    const record = head.data;
    const offerHead = (d: IncomingDraft) => (d.penerima.length ? d : { ...d, penerima: [record] });
    setDraft(offerHead);
    setStart(offerHead);
  }, [head.data]);

  const changed = pages.length > 0 || JSON.stringify(draft) !== JSON.stringify(start);
  const guard = useUnsavedChangesGuard(changed);

  useEffect(() => {
    if (messages.length) alertRef.current?.scrollIntoView?.({ block: "center" });
  }, [messages]);

  const scanId = async () => {
    if (!pages.length) return null;
    const key = pages.map((p) => p.key).join(",");
    if (scanned.current?.key !== key)
      scanned.current = { key, id: (await scanToPdf(pages.map((p) => p.file)))._id };
    return scanned.current.id;
  };

  const send = async () => {
    const errors = errorMessages(draftErrors(draft));
    setMessages(errors);
    if (errors.length) return;
    setSending(true);
    try {
      const saved = await register.mutateAsync(toRequest(draft, await scanId()));
      guard.release();
      showBanner({ type: "success", message: INCOMING_MESSAGES.saved });
      const state: RegisteredState = {
        registered: { perihal: draft.perihal, resi: saved.resi, nomor_agenda: saved.nomor_agenda },
      };
      navigate(TERKIRIM_PATH, { state });
    } catch (error) {
      const apiError = toApiError(error);
      const fields = errorMessages(apiError.errors);
      setMessages(fields.length ? fields : [apiError.message]);
    } finally {
      setSending(false);
    }
  };

  const change = { draft, onChange: setDraft, disabled: sending };
  return (
    <div className="surat-masuk-form">
      <PageHeader title="BUAT SURAT MASUK" />
      {messages.length ? (
        <div id={ALERT_ID} data-testid={ALERT_ID} ref={alertRef}>
          <Alert
            type="error"
            showIcon
            title={
              <ul className="surat-masuk-form__messages">
                {messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            }
          />
        </div>
      ) : null}
      <Form layout="vertical" component="div" requiredMark>
        <Card title="Data Surat" size="small">
          <DataSuratFields {...change} />
        </Card>
        <Card title="Penerima" size="small">
          <Form.Item label="Penerima" required>
            <PegawaiPicker
              value={draft.penerima}
              onChange={(penerima) => setDraft((d) => ({ ...d, penerima }))}
              satuanKerjaId={satuanKerjaId}
              buttonLabel="Pilih Penerima"
              title="Pilih Penerima"
              disabled={sending}
            />
          </Form.Item>
          <Form.Item label="Tembusan" style={{ marginBottom: 0 }}>
            <PegawaiPicker
              value={draft.tembusan}
              onChange={(tembusan) => setDraft((d) => ({ ...d, tembusan }))}
              buttonLabel="Pilih Tembusan"
              title="Pilih Tembusan"
              disabled={sending}
            />
          </Form.Item>
        </Card>
        <Card title="Lampiran dan Scan" size="small">
          <Form.Item label="Berkas Lampiran" htmlFor="sm-lampiran-files">
            <LampiranFiles
              id="sm-lampiran-files"
              value={draft.lampiran}
              onChange={(update) => setDraft((d) => ({ ...d, lampiran: update(d.lampiran) }))}
              disabled={sending}
            />
          </Form.Item>
          <Form.Item label="Scan Surat" style={{ marginBottom: 0 }}>
            <ScanPages value={pages} onChange={setPages} disabled={sending} />
          </Form.Item>
        </Card>
        <Card title="Info Jadwal (opsional)" size="small">
          <JadwalFields {...change} />
        </Card>
        <Card title="Data Pengirim" size="small">
          <PengirimFields {...change} />
        </Card>
      </Form>
      <div className="surat-masuk-form__actions">
        <Button type="primary" icon={<SendOutlined />} loading={sending} onClick={send}>
          Kirim
        </Button>
      </div>
      {guard.dialog}
    </div>
  );
}
