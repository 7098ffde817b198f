import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { useQueryClient } from "@tanstack/react-query";
import { Tabs } from "antd";
import { useEffect, useState } from "react";
import { useLetterPdfUrl, usePrefetchLetterPdf } from "../../surat/api/letter-pdf";
import { LampiranTab } from "../../surat/components/lampiran-tab";
import { LetterDetailFrame, LetterDetailPending } from "../../surat/components/letter-detail-frame";
import { LetterPreviewTab } from "../../surat/components/letter-preview-tab";
import { useOutgoingDetail } from "../api/get-outgoing-detail";
import { getOutgoingListQueryOptions } from "../api/get-outgoing-list";
import type { OutgoingSection } from "../sections";
import { ApprovalBar } from "./approval-bar";
import { DetailNav } from "./detail-nav";
import { LetterDataTab } from "./letter-data-tab";
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
  usePrefetchLetterPdf(id);
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
  return (
    <LetterDetailFrame
      title={TITLE}
      nav={<DetailNav section={section} letter={undefined} pdfUrl={null} backTo={backTo} />}
    >
      <LetterDetailPending error={detail.isError ? detail.error : null} />
    </LetterDetailFrame>
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
  const pdfUrl = useLetterPdfUrl(letter, withKop);

  return (
    <LetterDetailFrame
      title={TITLE}
      nav={
        <DetailNav
          section={section}
          letter={letter}
          pdfUrl={pdfUrl}
          backTo={backTo}
          readOnly={readOnly}
        />
      }
      subject={letter.kepala_surat.perihal}
      textPending={letter.teks_diproses}
    >
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
    </LetterDetailFrame>
  );
}
