import { MAIL_MESSAGES } from "@lontar/contracts/mail-constants";
import type { MailTypeOption } from "@lontar/contracts/options";
import { Form, Modal, Radio, Select } from "antd";
import { lazy, Suspense } from "react";
import { PageSpinner } from "../../../components/page-spinner";
import { useMailTypes } from "../api/get-mail-types";
import { hasBody, withLetterForm } from "../model/draft-rules";
import type { LetterForm } from "../model/letter-draft";
import { SoftcopySection } from "./softcopy-section";
import type { TabProps } from "./tab-props";

// The editor (Tiptap and ProseMirror, about 150 KB gzipped) loads when this tab first shows
// it, not with the form: the form opens on another tab, and routes have a 600 KB budget.
const RichTextEditor = lazy(() =>
  import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The types offered for a letter form: those of that form; when there are none of it (types
 * are usually all text-editor templates) every type, since a softcopy only names its type.
 */
export function typesFor(types: MailTypeOption[], form: LetterForm): MailTypeOption[] {
  const own = types.filter((t) => t.type === form);
  return own.length ? own : types;
}

/** Tab 6: letter form, letter type, and the body (text editor) or the PDF (softcopy). */
export function IsiSuratTab({ draft, onChange, disabled }: TabProps) {
  const [modal, modalHolder] = Modal.useModal();
  const types = useMailTypes();
  const offered = typesFor(types.data ?? [], draft.bentuk_surat);

  const chooseType = (id: number | null) => {
    const type = offered.find((t) => t.id === id);
    const load = () =>
      onChange((d) => ({
        ...d,
        tipe_surat: id,
        isi_surat: d.bentuk_surat === "text-editor" && type ? type.template : d.isi_surat,
      }));
    if (draft.bentuk_surat === "text-editor" && hasBody(draft.isi_surat) && type) {
      modal.confirm({
        title: MAIL_MESSAGES.typeChangeConfirm,
        okText: "Ya",
        cancelText: "Tidak",
        onOk: load,
      });
    } else load();
  };

  return (
    <>
      {modalHolder}
      <Form.Item label="Bentuk Surat">
        <Radio.Group
          aria-label="Bentuk Surat"
          optionType="button"
          disabled={disabled}
          value={draft.bentuk_surat}
          onChange={(e) => onChange((d) => withLetterForm(d, e.target.value))}
          options={[
            { value: "text-editor", label: "Editor Teks" },
            { value: "softcopy", label: "Softcopy (PDF)" },
          ]}
        />
      </Form.Item>
      <Form.Item label="Jenis Surat" htmlFor="sk-jenis-surat">
        <Select
          id="sk-jenis-surat"
          style={{ maxWidth: 420 }}
          placeholder="Pilih jenis surat"
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          loading={types.isLoading}
          disabled={disabled}
          value={draft.tipe_surat ?? undefined}
          options={offered.map((t) => ({ value: t.id, label: t.nama }))}
          onChange={(id?: number) => chooseType(id ?? null)}
        />
      </Form.Item>
      {draft.bentuk_surat === "text-editor" ? (
        <Form.Item label="Isi Surat">
          <Suspense fallback={<PageSpinner />}>
            <RichTextEditor
              label="Isi Surat"
              value={draft.isi_surat}
              disabled={disabled}
              onChange={(isi_surat) => onChange({ isi_surat })}
            />
          </Suspense>
        </Form.Item>
      ) : (
        <SoftcopySection draft={draft} onChange={onChange} disabled={disabled} />
      )}
    </>
  );
}
