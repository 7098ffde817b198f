import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Card, Tabs, Typography } from "antd";
import { useEffect, useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { PageSpinner } from "../../../components/page-spinner";
import { errorTexts, toApiError } from "../../../lib/api-error";
import { useOutgoingDetail } from "../api/get-outgoing-detail";
import { getOutgoingListQueryOptions } from "../api/get-outgoing-list";
import { useLetterPdfUrl } from "../api/letter-pdf";
import type { OutgoingSection } from "../sections";
import { ApprovalBar } from "./approval-bar";
import { DetailNav } from "./detail-nav";
import { LampiranTab } from "./lampiran-tab";
import { LetterDataTab } from "./letter-data-tab";
import { LetterPreviewTab } from "./letter-preview-tab";
import { MailInfoModal } from "./mail-info-modal";
import { ReferensiTab } from "./referensi-tab";
import { RiwayatCatatanTab } from "./riwayat-catatan-tab";
import "./surat-keluar.css";

interface OutgoingDetailPageProps {
  section: OutgoingSection;
  id: string;
  /** The letter bank's detail: read only (no approval bar, no EDIT), Kembali to the bank. */
  readOnly?: boolean;
  backTo?: string;
}

const TITLE = "DETAIL SURAT KELUAR";

/**
 * The outgoing letter detail (spec 01 §2 "Letter detail"): sub-navigation, the reviewer's
 * action bar in the persetujuan section, and the tabs Tampilan Surat, Data Surat, Referensi,
 * Lampiran and Riwayat Catatan. A load error replaces the tabs with 'Error Message : …'.
 */
export function OutgoingDetailPage({ section, id, readOnly, backTo }: OutgoingDetailPageProps) {
  const detail = useOutgoingDetail(id);
  const queryClient = useQueryClient();

  // Opening the letter marked it read: the lists' unread marks are out of date.
  useEffect(() => {
    if (detail.dataUpdatedAt)
      void queryClient.invalidateQueries({ queryKey: getOutgoingListQueryOptions().queryKey });
  }, [detail.dataUpdatedAt, queryClient]);

  if (detail.data)
    return (
      <LoadedDetail section={section} letter={detail.data} readOnly={readOnly} backTo={backTo} />
    );
  const failure = detail.isError ? toApiError(detail.error) : null;
  return (
    <>
      <PageHeader title={TITLE} />
      <Card>
        <DetailNav
          section={section}
          letter={undefined}
          pdfUrl={null}
          onInfo={() => {}}
          backTo={backTo}
        />
        {failure ? (
          <Alert
            type="error"
            showIcon
            title={errorTexts.detail(failure.diagnosticMessage ?? failure.message)}
          />
        ) : (
          <PageSpinner />
        )}
      </Card>
    </>
  );
}

function LoadedDetail({
  section,
  letter,
  readOnly,
  backTo,
}: {
  section: OutgoingSection;
  letter: OutgoingMailDetail;
  readOnly?: boolean;
  backTo?: string;
}) {
  const [withKop, setWithKop] = useState(true);
  const [infoOpen, setInfoOpen] = useState(false);
  const pdfUrl = useLetterPdfUrl(letter, withKop);

  return (
    <>
      <PageHeader title={TITLE} />
      <Card>
        <DetailNav
          section={section}
          letter={letter}
          pdfUrl={pdfUrl}
          onInfo={() => setInfoOpen(true)}
          backTo={backTo}
          readOnly={readOnly}
        />
        <Typography.Title level={4} className="outgoing-detail__subject">
          {letter.kepala_surat.perihal || "(tanpa perihal)"}
        </Typography.Title>
        {!readOnly && section === "persetujuan" && letter.can.act ? (
          <ApprovalBar letter={letter} />
        ) : null}
        <Tabs
          items={[
            {
              key: "tampilan",
              label: "Tampilan Surat",
              children: (
                <LetterPreviewTab letter={letter} withKop={withKop} onWithKopChange={setWithKop} />
              ),
            },
            { key: "data", label: "Data Surat", children: <LetterDataTab letter={letter} /> },
            { key: "referensi", label: "Referensi", children: <ReferensiTab letter={letter} /> },
            { key: "lampiran", label: "Lampiran", children: <LampiranTab letter={letter} /> },
            {
              key: "riwayat",
              label: "Riwayat Catatan",
              children: <RiwayatCatatanTab letter={letter} />,
            },
          ]}
        />
      </Card>
      <MailInfoModal id={letter.id} open={infoOpen} onClose={() => setInfoOpen(false)} />
    </>
  );
}
