import { Card, Spin, Typography } from "antd";
import { useEsignStatus } from "../api/get-esign-status";
import { EsignStatusView } from "./esign-status-view";
import { PassphraseForm } from "./passphrase-form";
import { SpecimenSection } from "./specimen-section";
import "./esign.css";

/** 'Tanda Tangan Elektronik' on Personal Info: certificate, passphrase, specimen images. */
export function EsignCard() {
  const status = useEsignStatus();
  return (
    <Card title="Tanda Tangan Elektronik" style={{ marginTop: 16 }}>
      <section className="esign-card__section" aria-label="Status tanda tangan elektronik">
        {status.isLoading ? <Spin /> : null}
        {status.data ? <EsignStatusView status={status.data} /> : null}
      </section>
      <section className="esign-card__section" aria-labelledby="esign-passphrase-title">
        <Typography.Title level={5} id="esign-passphrase-title">
          {status.data?.has_key ? "Ganti Passphrase" : "Buat Passphrase"}
        </Typography.Title>
        <PassphraseForm replaces={status.data?.has_key ?? false} />
      </section>
      <section className="esign-card__section" aria-labelledby="esign-specimen-title">
        <Typography.Title level={5} id="esign-specimen-title">
          Spesimen Tanda Tangan
        </Typography.Title>
        <SpecimenSection />
      </section>
    </Card>
  );
}
