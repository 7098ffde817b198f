import type { BeritaAcaraItem, BeritaAcaraJenis } from "@lontar/contracts/berita-acara";
import type { BerkasItem, BerkasStatus } from "@lontar/contracts/berkas";
import { Button, Card, Space, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import {
  BerkasFilterFields,
  useBerkasListFilters,
} from "../../pemberkasan/components/berkas-list-filters";
import { BerkasPilihTable } from "./berkas-pilih-table";
import { UsulModal } from "./usul-modal";
import { UsulResult } from "./usul-result";

/** An act offered for the chosen berkas. */
export interface Tindakan {
  jenis: BeritaAcaraJenis;
  /** The button ('Pindahkan'); the dialog reads 'Pindahkan Berkas'. */
  label: string;
  icon: ReactNode;
  /** Which berkas it acts on (default: any listed); its button waits until all chosen do. */
  accepts?: (berkas: BerkasItem) => boolean;
  /** Said beside the buttons while a chosen berkas is not accepted. */
  hint?: string;
}

interface PenyusutanPageProps {
  title: string;
  /** The statuses listed: the first at first, a choice among them when there are several. */
  statuses: readonly [BerkasStatus, ...BerkasStatus[]];
  tindakan: readonly Tindakan[];
  /** Buttons of the header (the Daftar Arsip downloads), for the work unit listed. */
  headerExtra?: (satuanKerjaId: number | undefined) => ReactNode;
}

/**
 * A list of berkas due for an act of the JRA (Arsip Inaktif, Usul Musnah), filtered like the
 * daftar berkas. Berkas are chosen with their checkboxes, and each act proposes a Berita Acara
 * for them (UsulModal); once made, its link shows above the list. Administrators choose the
 * work unit; everybody else sees their own. A new filter drops the choice.
 */
export function PenyusutanPage({ title, statuses, tindakan, headerExtra }: PenyusutanPageProps) {
  const [selected, setSelected] = useState<BerkasItem[]>([]);
  const filters = useBerkasListFilters({
    initialStatus: statuses[0],
    onChange: () => setSelected([]),
  });
  const { master, list, unit } = filters;
  // Kept while the dialog closes, so that its title does not flip during the animation.
  const [acting, setActing] = useState<Tindakan | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [made, setMade] = useState<BeritaAcaraItem | null>(null);
  const blocked = tindakan.filter((t) => t.accepts && !selected.every(t.accepts));

  return (
    <>
      <PageHeader title={title} extra={headerExtra?.(unit)} />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <BerkasFilterFields filters={filters} statuses={statuses} />
          {made ? <UsulResult item={made} onClose={() => setMade(null)} /> : null}
          <div className="list-toolbar" style={{ marginBottom: 0 }}>
            <Typography.Text aria-live="polite">{`${selected.length} berkas dipilih`}</Typography.Text>
            <Space wrap>
              {selected.length > 0 ? (
                <Button onClick={() => setSelected([])}>Hapus Pilihan</Button>
              ) : null}
              {tindakan.map((t) => (
                <Button
                  key={t.jenis}
                  type="primary"
                  icon={t.icon}
                  disabled={selected.length === 0 || blocked.includes(t)}
                  onClick={() => {
                    setActing(t);
                    setDialogOpen(true);
                  }}
                >
                  {t.label}
                </Button>
              ))}
            </Space>
          </div>
          {selected.length > 0 && blocked.length > 0 ? (
            <Typography.Text type="secondary">
              {blocked.map((t) => t.hint).join(" ")}
            </Typography.Text>
          ) : null}
          <ErrorAlert error={list.isError ? list.error : null} />
          <BerkasPilihTable
            label={title}
            data={list.data?.items}
            meta={list.data?.meta}
            loading={list.isFetching}
            onPageChange={master.setPage}
            selected={selected}
            onSelectedChange={setSelected}
            emptyText="Tidak ada berkas"
          />
        </Space>
      </Card>
      {acting ? (
        <UsulModal
          open={dialogOpen}
          jenis={acting.jenis}
          title={`${acting.label} Berkas`}
          berkas={selected}
          onClose={() => setDialogOpen(false)}
          onDone={(item) => {
            setDialogOpen(false);
            setSelected([]);
            setMade(item);
          }}
        />
      ) : null}
    </>
  );
}
