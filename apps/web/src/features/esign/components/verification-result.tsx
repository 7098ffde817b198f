import { CheckCircleFilled, CloseCircleFilled } from "@ant-design/icons";
import type { SignatureCheck, VerifiedDocument } from "@lontar/contracts/esign";
import { Alert, Descriptions, type DescriptionsProps, Grid, Space, Tag } from "antd";
import { formatDay, formatDayTimeWib } from "../../../lib/dates";

/** A document passes only when the signature is sound, untouched and issued here. */
export function isTrusted(signature: SignatureCheck): boolean {
  return signature.valid && signature.unchanged && signature.issued_by_instance;
}

function CheckTag({ ok, text }: { ok: boolean; text: string }) {
  return (
    <Tag color={ok ? "success" : "error"} icon={ok ? <CheckCircleFilled /> : <CloseCircleFilled />}>
      {text}
    </Tag>
  );
}

/** The verdict: green when the signature can be trusted, red otherwise, with the checks. */
export function SignatureVerdict({ signature }: { signature: SignatureCheck }) {
  const trusted = isTrusted(signature);
  return (
    <Alert
      className="verification__verdict"
      type={trusted ? "success" : "error"}
      showIcon
      title={signature.message}
      description={
        <Space size={[4, 8]} wrap>
          <CheckTag ok={signature.signed} text="Bertanda tangan" />
          <CheckTag ok={signature.valid} text="Tanda tangan sah" />
          <CheckTag ok={signature.unchanged} text="Tidak diubah" />
          <CheckTag ok={signature.issued_by_instance} text="Diterbitkan sistem ini" />
        </Space>
      }
    />
  );
}

type SignerInPdf = SignatureCheck["tanda_tangan"][number];

/** A joint letter's signers as the PDF's signatures name them, in signing order. */
function SignerList({ signers }: { signers: SignerInPdf[] }) {
  return (
    <ol className="verification__signers">
      {signers.map((signer) => (
        <li key={`${signer.waktu}-${signer.nama}`}>
          <div className="verification__signer">
            <strong>{signer.nama}</strong>
            {signer.jabatan ? <span>{signer.jabatan}</span> : null}
            {signer.nip ? <span>NIP {signer.nip}</span> : null}
            <span>{signer.waktu ? formatDayTimeWib(signer.waktu) : "-"}</span>
            <CheckTag
              ok={signer.sah}
              text={signer.sah ? "Tanda tangan sah" : "Tanda tangan tidak sah"}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * What the instance recorded of the signed document. `signers` are the signatures found in the
 * PDF: with more than one (a joint letter) every signer is listed with their signing time.
 */
export function VerifiedDocumentDetails({
  document,
  signers = [],
}: {
  document: VerifiedDocument;
  signers?: SignerInPdf[];
}) {
  const screens = Grid.useBreakpoint();
  const signer = document.penandatangan;
  const joint = signers.length > 1;
  const items: DescriptionsProps["items"] = [
    { key: "nomor", label: "Nomor", children: document.no_surat ?? "-" },
    { key: "hal", label: "Hal", children: document.perihal },
    { key: "tanggal", label: "Tanggal", children: formatDay(document.tanggal_surat) },
    {
      key: "penandatangan",
      label: "Penandatangan",
      children: joint ? (
        <SignerList signers={signers} />
      ) : (
        <div className="verification__signer">
          <strong>{signer.nama}</strong>
          <span>{signer.jabatan}</span>
          {signer.nip ? <span>NIP {signer.nip}</span> : null}
        </div>
      ),
    },
    ...(joint
      ? []
      : [
          {
            key: "waktu",
            label: "Waktu tanda tangan",
            children: formatDayTimeWib(document.signed_at),
          },
        ]),
  ];
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      layout={screens.sm === false ? "vertical" : "horizontal"}
      items={items}
    />
  );
}
