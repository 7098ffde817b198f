import { masterMessages } from "@lontar/contracts/org";
import type { PegawaiItem, PltPosition } from "@lontar/contracts/pegawai";
import { Alert, Button, Divider, Select, Space, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { ConfirmButton } from "../../../components/confirm-button";
import { DateField } from "../../../components/date-field";
import { toApiError } from "../../../lib/api-error";
import { showBanner } from "../../../lib/banner-store";
import { useAssignPlt } from "../api/assign-plt";
import { useEndPlt } from "../api/end-plt";
import { useJabatanOptions } from "../api/get-jabatan-options";

/**
 * PLT (pelaksana tugas) of an employee: shows the acting position, assigns one (a position of
 * the same work unit; a position has at most one active PLT) or ends it. Saved at once.
 */
export function PegawaiPltSection({ pegawai }: { pegawai: PegawaiItem }) {
  const [plt, setPlt] = useState<PltPosition | null>(pegawai.data_plt);
  const [jabatanId, setJabatanId] = useState<number | undefined>();
  const [mulai, setMulai] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = useJabatanOptions({ satuan_kerja_id: pegawai.satuan_kerja_id });
  const assign = useAssignPlt();
  const end = useEndPlt();

  const save = async () => {
    if (jabatanId === undefined) return;
    setError(null);
    try {
      const body = { jabatan_id: jabatanId, mulai: mulai?.format("YYYY-MM-DD") };
      const saved = await assign.mutateAsync({ id: pegawai.id, body });
      setPlt(saved.data_plt);
      setJabatanId(undefined);
      showBanner({ type: "success", message: masterMessages.updated });
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(apiError.diagnosticMessage ?? apiError.message);
    }
  };
  const stop = async () => {
    await end.mutateAsync(pegawai.id);
    setPlt(null);
    showBanner({ type: "success", message: masterMessages.updated });
  };

  return (
    <section aria-label="PLT">
      <Divider titlePlacement="start">PLT (Pelaksana Tugas)</Divider>
      <Typography.Paragraph type="secondary">
        Jabatan kedua yang dijabat sementara; perubahan PLT langsung disimpan.
      </Typography.Paragraph>
      {plt ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text>
            Plt. <strong>{plt.jabatan_nama}</strong>
            {plt.mulai ? ` sejak ${plt.mulai}` : ""}
          </Typography.Text>
          <ConfirmButton
            title="Akhiri PLT pegawai ini ?"
            onConfirm={stop}
            failureMessage={masterMessages.updateFailed}
            danger
          >
            Akhiri PLT
          </ConfirmButton>
        </Space>
      ) : (
        <Typography.Paragraph>Tidak sedang menjabat PLT.</Typography.Paragraph>
      )}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Space wrap>
        <Select
          aria-label="Jabatan PLT"
          showSearch={{ optionFilterProp: "label" }}
          placeholder="Pilih jabatan PLT"
          style={{ minWidth: 320 }}
          value={jabatanId}
          onChange={setJabatanId}
          loading={options.isLoading}
          options={options.data
            ?.filter((o) => o.id !== pegawai.jabatan_id)
            .map((o) => ({
              value: o.id,
              label: o.plt_nama ? `${o.name} (Plt: ${o.plt_nama})` : o.name,
              disabled: o.plt_nama !== null && o.plt_nama !== pegawai.name,
            }))}
        />
        <DateField aria-label="Mulai" placeholder="Mulai" value={mulai} onChange={setMulai} />
        <Button onClick={save} disabled={jabatanId === undefined} loading={assign.isPending}>
          {plt ? "Ganti PLT" : "Tetapkan PLT"}
        </Button>
      </Space>
    </section>
  );
}
