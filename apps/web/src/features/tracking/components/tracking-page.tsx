import { TRACKING_MESSAGES } from "@lontar/contracts/tracking";
import { Alert } from "antd";
import { useState } from "react";
import { PublicPage } from "../../../components/public-page";
import { toApiError } from "../../../lib/api-error";
import { useTrackLetter } from "../api/track-letter";
import { TrackingForm, type TrackingFormValues } from "./tracking-form";
import { TrackingResult } from "./tracking-result";
import "./tracking.css";

/** What a failed search says: the rate limit explains itself, anything else is 'not found'. */
function failureMessage(error: unknown) {
  const apiError = toApiError(error);
  if (apiError.status === 429) return apiError.diagnosticMessage ?? TRACKING_MESSAGES.rateLimited;
  return TRACKING_MESSAGES.notFound;
}

/** `/cari` (public): a visitor tracks a letter with its resi, their e-mail and a captcha. */
export function TrackingPage() {
  const search = useTrackLetter();
  const [attempt, setAttempt] = useState(0);
  const onSearch = (values: TrackingFormValues) =>
    search.mutate(values, { onSettled: () => setAttempt((n) => n + 1) });

  return (
    <PublicPage
      title="Cari Surat"
      subtitle="Lacak surat anda dengan nomor resi dan alamat e-mail yang menerima resi."
      maxWidth={search.data ? 860 : 480}
    >
      <title>Cari Surat · Lontar</title>
      <TrackingForm onSearch={onSearch} searching={search.isPending} attempt={attempt} />
      {search.isError ? (
        <Alert
          className="tracking-page__message"
          type="error"
          showIcon
          role="alert"
          title={failureMessage(search.error)}
        />
      ) : null}
      {search.data && !search.isPending ? <TrackingResult detail={search.data} /> : null}
    </PublicPage>
  );
}
