import type { IncomingMailDetail } from "@lontar/contracts/mail";
import { USER_LEVEL } from "@lontar/contracts/user";
import { useQueryClient } from "@tanstack/react-query";
import { Tabs } from "antd";
import { useEffect, useState } from "react";
import { useAuth } from "../../../lib/auth/auth-store";
import { usePrefetchLetterPdf } from "../../surat/api/letter-pdf";
import { LampiranTab } from "../../surat/components/lampiran-tab";
import { LetterDetailFrame, LetterDetailPending } from "../../surat/components/letter-detail-frame";
import { LetterPreviewTab } from "../../surat/components/letter-preview-tab";
import { getInboxQueryOptions } from "../api/get-inbox";
import { type IncomingKind, useIncomingDetail } from "../api/get-incoming-detail";
import { DataPengirimTab } from "./data-pengirim-tab";
import { DispositionForm } from "./disposition-form";
import { IncomingDataTab } from "./incoming-data-tab";
import { IncomingNav } from "./incoming-nav";
import { hasLetterPdf, IncomingPreviewTab } from "./incoming-preview-tab";
import { InfoJadwalTab } from "./info-jadwal-tab";
import { RiwayatTindakanTab } from "./riwayat-tindakan-tab";
import "./surat-masuk.css";

const TITLE = "DETAIL SURAT MASUK";

interface IncomingDetailPageProps {
  kind: IncomingKind;
  id: string;
  /** The letter bank's detail: read only (no disposition, inline edit, withdraw). */
  readOnly?: boolean;
  backTo?: string;
}

/**
 * The incoming letter detail (spec 01 §2 "Letter detail"): sub-navigation and the tabs Tampilan
 * Surat, Data Surat, Lampiran, Disposisi/Teruskan, Riwayat Tindakan, Info Jadwal and Data
 * Pengirim. A load error replaces the tabs with 'Error Message : …'.
 */
export function IncomingDetailPage({ kind, id, readOnly, backTo }: IncomingDetailPageProps) {
  const detail = useIncomingDetail(kind, id);
  // A letter from inside always has a PDF; a registered one may have none.
  usePrefetchLetterPdf(id, kind === "non-sekretariat");
  const queryClient = useQueryClient();

  // Opening the letter marked it read: the inbox's unread marks are out of date.
  useEffect(() => {
    if (detail.dataUpdatedAt)
      void queryClient.invalidateQueries({ queryKey: getInboxQueryOptions().queryKey });
  }, [detail.dataUpdatedAt, queryClient]);

  if (detail.data)
    return <LoadedDetail kind={kind} letter={detail.data} readOnly={readOnly} backTo={backTo} />;
  return (
    <LetterDetailFrame
      title={TITLE}
      nav={<IncomingNav kind={kind} letter={undefined} pdfUrl={null} backTo={backTo} />}
    >
      <LetterDetailPending error={detail.isError ? detail.error : null} />
    </LetterDetailFrame>
  );
}

/** Whether the Disposisi/Teruskan tab shows (DOMAIN.md "Incoming letters and disposition"). */
export function mayDispose(letter: IncomingMailDetail, userLevel: number | undefined): boolean {
  if (!letter.can.dispose || letter.is_teruskan) return false;
  return !(letter.kategori_surat === "external" && userLevel === USER_LEVEL.sekretariat);
}

function LoadedDetail({
  kind,
  letter,
  readOnly,
  backTo,
}: {
  kind: IncomingKind;
  letter: IncomingMailDetail;
  readOnly?: boolean;
  backTo?: string;
}) {
  const [withKop, setWithKop] = useState(true);
  const userLevel = useAuth((s) => s.user?.user_level);
  const external = letter.kategori_surat === "external";
  const hasPdf = hasLetterPdf(letter);

  const tabs = [
    hasPdf && {
      key: "tampilan",
      label: "Tampilan Surat",
      children: external ? (
        <IncomingPreviewTab letter={letter} />
      ) : (
        <LetterPreviewTab letter={letter} withKop={withKop} onWithKopChange={setWithKop} />
      ),
    },
    {
      key: "data",
      label: "Data Surat",
      children: <IncomingDataTab letter={letter} readOnly={readOnly} />,
    },
    { key: "lampiran", label: "Lampiran", children: <LampiranTab letter={letter} /> },
    !readOnly &&
      mayDispose(letter, userLevel) && {
        key: "disposisi",
        label: "Disposisi/Teruskan",
        children: <DispositionForm id={letter.id} />,
      },
    {
      key: "riwayat",
      label: "Riwayat Tindakan",
      children: <RiwayatTindakanTab id={letter.id} readOnly={readOnly} />,
    },
    { key: "jadwal", label: "Info Jadwal", children: <InfoJadwalTab letter={letter} /> },
    external && {
      key: "pengirim",
      label: "Data Pengirim",
      children: <DataPengirimTab letter={letter} />,
    },
  ].filter((tab) => tab !== false);

  return (
    <LetterDetailFrame
      title={TITLE}
      nav={
        <IncomingNav
          kind={kind}
          letter={letter}
          pdfUrl={hasPdf ? letter.esign_document.url : null}
          backTo={backTo}
        />
      }
      subject={letter.kepala_surat.perihal}
      textPending={letter.teks_diproses}
    >
      <Tabs items={tabs} />
    </LetterDetailFrame>
  );
}
