import { SyncOutlined } from "@ant-design/icons";
import { SEARCH_MESSAGES } from "@lontar/contracts/search-constants";
import { Alert, Card, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header";
import { PageSpinner } from "../../../components/page-spinner";
import { errorTexts, toApiError } from "../../../lib/api-error";
import "./surat.css";

interface LetterDetailFrameProps {
  title: string;
  /** The sub-navigation (`LetterDetailNav`). */
  nav: ReactNode;
  /** The letter's subject, once loaded. */
  subject?: string;
  /** A file of the letter is still being read for the search (text layer or OCR). */
  textPending?: boolean;
  children: ReactNode;
}

/** A letter detail page: the header, a card with the sub-navigation, the subject and the rest. */
export function LetterDetailFrame({
  title,
  nav,
  subject,
  textPending,
  children,
}: LetterDetailFrameProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        {nav}
        {subject === undefined ? null : (
          <Typography.Title level={4} className="letter-detail__subject">
            {subject || "(tanpa perihal)"}
          </Typography.Title>
        )}
        {textPending ? (
          <Tag icon={<SyncOutlined spin />} color="processing" role="status">
            {SEARCH_MESSAGES.processing}
          </Tag>
        ) : null}
        {children}
      </Card>
    </>
  );
}

/** Until the letter arrives: a spinner, or 'Error Message : …' when it failed to load. */
export function LetterDetailPending({ error }: { error: unknown }) {
  if (!error) return <PageSpinner />;
  const failure = toApiError(error);
  return (
    <Alert
      type="error"
      showIcon
      title={errorTexts.detail(failure.diagnosticMessage ?? failure.message)}
    />
  );
}
