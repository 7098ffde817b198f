import {
  NUMBER_PATTERN_PARTS,
  numberPatternProblem,
  PENOMORAN_MESSAGES,
} from "@lontar/contracts/nomor-pattern";
import type { PenomoranItem } from "@lontar/contracts/penomoran";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Descriptions, Form, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import { SatuanKerjaSelect } from "../../../components/satuan-kerja-select";
import { useUnsavedChangesGuard } from "../../../components/unsaved-changes-guard";
import { useAuth } from "../../../lib/auth/auth-store";
import { showBanner } from "../../../lib/banner-store";
import { penomoranQuery, useSavePenomoran } from "../api/penomoran";
import { type Draft, PatternTable } from "./pattern-table";

const keyOf = (item: Pick<PenomoranItem, "tipe_surat">) => String(item.tipe_surat ?? "");

const draftOf = (items: PenomoranItem[]): Draft =>
  Object.fromEntries(items.map((item) => [keyOf(item), item.pattern ?? ""]));

/**
 * `/manajemen-master/penomoran`: an administrator sets a work unit's letter-number pattern,
 * the default and per letter type, and sees the next number of each as it is typed.
 */
export function PenomoranPage() {
  const ownUnit = useAuth((state) => state.user?.data_pegawai.satuan_kerja.satuan_kerja_id);
  const [unit, setUnit] = useState<number | undefined>(ownUnit);
  const list = useQuery({ ...penomoranQuery(unit ?? 0), enabled: unit !== undefined });
  const save = useSavePenomoran(unit ?? 0);
  // Only what was typed; everything else shows as saved.
  const [edits, setEdits] = useState<Draft>({});
  const saved = list.data ? draftOf(list.data) : {};
  const draft: Draft = { ...saved, ...edits };
  const dirty = Object.keys(edits).some((key) => edits[key] !== saved[key]);
  const guard = useUnsavedChangesGuard(dirty);

  // Another unit, or the set as saved: nothing typed is left over.
  useEffect(() => {
    if (list.data) setEdits({});
  }, [list.data]);

  const problems = Object.fromEntries(
    (list.data ?? []).map((item) => {
      const text = (draft[keyOf(item)] ?? "").trim();
      const needed = item.tipe_surat === null || text !== "";
      return [keyOf(item), needed ? numberPatternProblem(text) : null];
    }),
  );
  const blocked = Object.values(problems).some((problem) => problem !== null);

  const submit = () => {
    if (!list.data || blocked) return;
    const items = list.data.map((item) => {
      const text = (draft[keyOf(item)] ?? "").trim();
      return { tipe_surat: item.tipe_surat, pattern: text === "" ? null : text };
    });
    save.mutate(
      { items },
      { onSuccess: () => showBanner({ type: "success", message: PENOMORAN_MESSAGES.saved }) },
    );
  };

  return (
    <>
      <PageHeader title="Penomoran Surat" />
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical">
          <Form.Item
            label="Satuan Kerja"
            htmlFor="penomoran-satuan-kerja"
            style={{ maxWidth: 480 }}
          >
            <SatuanKerjaSelect
              id="penomoran-satuan-kerja"
              value={unit}
              onChange={(next) => setUnit(next)}
            />
          </Form.Item>
        </Form>
        <Typography.Paragraph>
          Jenis surat tanpa pola sendiri memakai pola bawaan dan nomor urutnya. Jenis surat dengan
          pola sendiri mempunyai nomor urut sendiri. Nomor urut mulai dari 1 setiap tahun; mengubah
          pola tidak mengubah nomor surat yang sudah terkirim.
        </Typography.Paragraph>
        <ErrorAlert error={list.isError ? list.error : save.error} style={{ marginBottom: 16 }} />
        <PatternTable
          items={list.data ?? []}
          loading={list.isLoading}
          draft={draft}
          problems={problems}
          onChange={(key, value) => setEdits((current) => ({ ...current, [key]: value }))}
        />
        <Space style={{ marginTop: 16 }}>
          <Button
            type="primary"
            onClick={submit}
            loading={save.isPending}
            disabled={!list.data || blocked || !dirty}
          >
            Simpan
          </Button>
          <Button disabled={!dirty} onClick={() => setEdits({})}>
            Batalkan perubahan
          </Button>
        </Space>
      </Card>
      <Card title="Bagian pola">
        <Descriptions column={1} size="small" bordered>
          {Object.entries(NUMBER_PATTERN_PARTS).map(([part, meaning]) => (
            <Descriptions.Item key={part} label={<code>{`{${part}}`}</code>}>
              {meaning}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      {guard.dialog}
    </>
  );
}
