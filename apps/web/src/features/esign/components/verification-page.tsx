import { ESIGN_MESSAGES } from "@lontar/contracts/esign";
import { Alert, Divider, Spin } from "antd";
import { PublicPage } from "../../../components/public-page";
import { toApiError } from "../../../lib/api-error";
import { useVerification } from "../api/get-verification";
import { SignatureVerdict, VerifiedDocumentDetails } from "./verification-result";
import { VerifyUpload } from "./verify-upload";
import "./esign.css";

function VerifiedById({ id }: { id: string }) {
  const verification = useVerification(id);
  if (verification.isLoading) {
    return (
      <div className="verification__pending" role="status" aria-label="Memuat dokumen">
        <Spin />
      </div>
    );
  }
  if (verification.isError) {
    const error = toApiError(verification.error);
    return <Alert type="error" showIcon title={error.diagnosticMessage ?? error.message} />;
  }
  const result = verification.data;
  if (!result) return <Alert type="error" showIcon title={ESIGN_MESSAGES.verifyNotFound} />;
  return (
    <section className="verification__result" aria-label="Hasil verifikasi dokumen">
      <SignatureVerdict signature={result.signature} />
      {result.document ? (
        <VerifiedDocumentDetails
          document={result.document}
          signers={result.signature.tanda_tangan}
        />
      ) : null}
    </section>
  );
}

/**
 * `/verifikasi/:id` and `/verifikasi`: what the QR code of a signed letter opens. With an id,
 * the recorded document and its verdict; on both, a PDF upload checked the same way.
 */
export function VerificationPage({ id }: { id: string | undefined }) {
  return (
    <PublicPage
      title="Verifikasi Dokumen"
      subtitle="Keaslian dokumen yang ditandatangani secara elektronik."
      maxWidth={720}
    >
      <title>Verifikasi Dokumen · Lontar</title>
      {id ? (
        <>
          <VerifiedById id={id} />
          <Divider />
        </>
      ) : null}
      <VerifyUpload />
    </PublicPage>
  );
}
