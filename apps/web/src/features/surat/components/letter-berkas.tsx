import type { SuratBerkas } from "@lontar/contracts/berkas-status";
import type { DescriptionsProps } from "antd";
import { Link } from "react-router";
import { useRouteAllowed } from "../../../lib/auth/allowed-routes";

type Items = NonNullable<DescriptionsProps["items"]>;

/** Where a berkas opens (the Pemberkasan screen's detail). */
const berkasHref = (id: string) => `/arsip/pemberkasan/${id}`;

/** The berkas as text, a link for those whose menus open the Pemberkasan screen. */
function BerkasName({ berkas }: { berkas: SuratBerkas }) {
  const href = berkasHref(berkas.id);
  const text = `${berkas.nomor_berkas}/${berkas.tahun} · ${berkas.klasifikasi_kode} ${berkas.judul}`;
  return useRouteAllowed(href) ? <Link to={href}>{text}</Link> : <span>{text}</span>;
}

/**
 * Data Surat's 'Berkas' row: the case file the letter was filed in, '12/2026 · 000.1 Rapat
 * koordinasi', linking to it. No row while it is not filed, or for readers of another work unit
 * (the server leaves the field out or null).
 */
export const berkasItems = (berkas: SuratBerkas | null | undefined): Items =>
  berkas
    ? [
        {
          key: "berkas",
          label: "Berkas",
          children: <BerkasName berkas={berkas} />,
        },
      ]
    : [];
