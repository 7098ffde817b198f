import type { OutgoingMailDetail } from "@lontar/contracts/mail";
import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Form } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { PageSpinner } from "../../../components/page-spinner";
import { useUnsavedChangesGuard } from "../../../components/unsaved-changes-guard";
import { errorTexts, toApiError } from "../../../lib/api-error";
import { useAuth } from "../../../lib/auth/auth-store";
import { showBanner } from "../../../lib/banner-store";
import { initIdQuery, useInitId } from "../api/get-init-id";
import { useLetter } from "../api/get-letter";
import { useSaveLetter } from "../api/save-letter";
import { draftErrors } from "../model/draft-rules";
import {
  draftFromDetail,
  emptyDraft,
  type LetterDraft,
  type SaveStatus,
  senderOfUser,
  toRequest,
} from "../model/letter-draft";
import { FormTabs } from "./form-tabs";
import { IsiSuratTab } from "./isi-surat-tab";
import { JadwalTab } from "./jadwal-tab";
import { KepalaSuratTab } from "./kepala-surat-tab";
import { LampiranTab } from "./lampiran-tab";
import { PemeriksaTab } from "./pemeriksa-tab";
import { PenerimaTab } from "./penerima-tab";
import { PengirimTab } from "./pengirim-tab";
import { ReferensiTab } from "./referensi-tab";
import type { DraftChange } from "./tab-props";
import { useLocalLetterDraft } from "./use-local-letter-draft";
import "./letter-form.css";

export const ALERT_ID = "alert-surat-keluar";
/** Said under the leave question: the automatic draft keeps the letter in this browser. */
export const KEPT_LOCALLY =
  "Salinan otomatis surat ini tetap tersimpan di browser ini dan ditawarkan kembali saat formulir dibuka lagi, sampai Anda keluar dari aplikasi.";

interface LetterFormProps {
  /** The route section (konsep, persetujuan) of the edit screen. */
  section?: string;
  /** The letter being edited; absent on the create screen. */
  id?: string;
}

/** 'BUAT SURAT KELUAR' / 'EDIT SURAT KELUAR' (spec 01 §2 "Outgoing letter form"). */
export function LetterForm({ section, id }: LetterFormProps) {
  const letter = useLetter(id);
  const title = id ? "EDIT SURAT KELUAR" : "BUAT SURAT KELUAR";
  if (id && letter.isPending) return <PageSpinner />;
  if (id && letter.isError)
    return (
      <>
        <PageHeader title={title} />
        <Alert type="error" showIcon title={errorTexts.detail(toApiError(letter.error).message)} />
      </>
    );
  return <LetterFormBody title={title} section={section} detail={letter.data} />;
}

interface BodyProps {
  title: string;
  section?: string;
  detail?: OutgoingMailDetail;
}

function LetterFormBody({ title, section, detail }: BodyProps) {
  const user = useAuth((s) => s.user);
  const navigate = useNavigate();
  const isCreator = !detail || detail.user.peg_nip === user?.peg_nip;
  const [start] = useState<LetterDraft>(() => {
    if (!detail) return emptyDraft(user, null);
    const loaded = draftFromDetail(detail);
    // A draft saved without a sender is sent by its creator.
    return !loaded.pengirim && isCreator && user
      ? { ...loaded, pengirim: senderOfUser(user) }
      : loaded;
  });
  const [draft, setDraft] = useState<LetterDraft>(start);
  const local = useLocalLetterDraft({ letterId: detail?.id ?? null, draft, start, setDraft });
  const guard = useUnsavedChangesGuard(local.changed, { detail: KEPT_LOCALLY });
  const [active, setActive] = useState("kepala");
  const [messages, setMessages] = useState<string[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);
  const initId = useInitId(!detail);
  const save = useSaveLetter();
  const queryClient = useQueryClient();

  useEffect(() => {
    const fresh = initId.data;
    if (fresh) setDraft((d) => (d.id || d.initId ? d : { ...d, initId: fresh }));
  }, [initId.data]);

  useEffect(() => {
    if (messages.length) alertRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [messages]);

  const onChange = (change: DraftChange) =>
    setDraft((d) => (typeof change === "function" ? change(d) : { ...d, ...change }));

  const reviewing = section === "persetujuan";

  const submit = async (status: SaveStatus, target: (id: string) => string) => {
    const errors = draftErrors(draft, status);
    setMessages(errors);
    if (errors.length) return;
    let ready = draft;
    if (!ready.id && !ready.initId) {
      // Pressed before the new letter's id arrived: wait for it.
      try {
        ready = { ...ready, initId: await queryClient.fetchQuery(initIdQuery()) };
      } catch (error) {
        return setMessages([toApiError(error).message]);
      }
    }
    save.mutate(toRequest(ready, status), {
      onSuccess: (saved) => {
        local.forget();
        guard.release();
        showBanner({ type: "success", message: MAIL_MESSAGES.saved });
        navigate(target(saved.id));
      },
      onError: (error) => {
        const e = toApiError(error);
        const fieldMessages = Object.values(e.errors).flat();
        setMessages(e.status === 422 && fieldMessages.length ? fieldMessages : [e.message]);
      },
    });
  };

  const tabProps = { draft, onChange, disabled: save.isPending };
  const tabs = [
    { key: "kepala", label: "Kepala Surat", content: <KepalaSuratTab {...tabProps} /> },
    { key: "pengirim", label: "Pengirim", content: <PengirimTab {...tabProps} /> },
    { key: "penerima", label: "Penerima", content: <PenerimaTab {...tabProps} /> },
    {
      key: "pemeriksa",
      label: "Pemeriksa",
      content: <PemeriksaTab {...tabProps} canPick={isCreator} />,
    },
    { key: "referensi", label: "Referensi", content: <ReferensiTab {...tabProps} /> },
    { key: "isi", label: "Isi Surat", content: <IsiSuratTab {...tabProps} /> },
    { key: "lampiran", label: "Lampiran", content: <LampiranTab {...tabProps} /> },
    { key: "jadwal", label: "Info Jadwal", content: <JadwalTab {...tabProps} /> },
  ];

  return (
    <div className="letter-form">
      <PageHeader title={title} />
      {messages.length ? (
        <div ref={alertRef}>
          <Alert
            id={ALERT_ID}
            data-testid={ALERT_ID}
            type="error"
            showIcon
            closable={{ onClose: () => setMessages([]), "aria-label": "Tutup" }}
            title={messages.length === 1 ? messages[0] : "Surat belum dapat disimpan"}
            description={
              messages.length > 1 ? (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {messages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        </div>
      ) : null}
      <Card className="letter-form__card">
        <Form layout="vertical" component="div">
          <FormTabs tabs={tabs} active={active} onActive={setActive} />
        </Form>
      </Card>
      <div className="letter-form__actions" role="toolbar" aria-label="Aksi surat">
        {reviewing ? (
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => submit("pemeriksa", (id) => `/surat-keluar/persetujuan/detail/${id}`)}
          >
            Simpan & Revisi
          </Button>
        ) : (
          <>
            <Button
              loading={save.isPending}
              onClick={() => submit("draft", (id) => `/surat-keluar/konsep/detail/${id}`)}
            >
              Simpan & Lihat
            </Button>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => submit("pemeriksa", (id) => `/surat-keluar/telusuri/detail/${id}`)}
            >
              Kirim
            </Button>
          </>
        )}
      </div>
      {guard.dialog}
      {local.dialog}
    </div>
  );
}
