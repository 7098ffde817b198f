import { PlusOutlined } from "@ant-design/icons";
import type { KlasifikasiNode } from "@lontar/contracts/klasifikasi";
import { USER_LEVEL } from "@lontar/contracts/user";
import { Alert, Button, Card, Space } from "antd";
import { type Key, useMemo, useState } from "react";
import { PageHeader } from "../../../components/page-header";
import { SearchInput } from "../../../components/search-input";
import { TreeTable } from "../../../components/tree-table";
import { useAuth } from "../../../lib/auth/auth-store";
import { showBanner } from "../../../lib/banner-store";
import { useDeleteKlasifikasi } from "../api/delete-klasifikasi";
import { useKlasifikasiList } from "../api/get-klasifikasi";
import { klasifikasiColumns } from "./klasifikasi-columns";
import { KlasifikasiFormModal, type KlasifikasiModalTarget } from "./klasifikasi-form-modal";

/**
 * Master Klasifikasi (spec 02 §2.7): the tree of codes, five root codes per page, a search box
 * debounced 1 s (a result opens fully expanded), add-child, edit and delete.
 */
export function KlasifikasiPage() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [target, setTarget] = useState<KlasifikasiModalTarget | null>(null);
  const list = useKlasifikasiList({ q, page });
  const remove = useDeleteKlasifikasi();
  const canWrite = useAuth((s) => s.user?.user_level === USER_LEVEL.admin);
  // A search result shows every match expanded (once it has arrived, not on the previous
  // page's data); browsing keeps what the user opened.
  const searching = q !== "" && !list.isPlaceholderData;
  const columns = useMemo(
    () =>
      klasifikasiColumns({
        canWrite,
        onAddChild: (parent) => setTarget({ mode: "addChild", parent }),
        onEdit: (node) => setTarget({ mode: "edit", node }),
        onDelete: async (node: KlasifikasiNode) => {
          await remove.mutateAsync(node._id);
          showBanner({ type: "success", message: "Data berhasil dihapus" });
        },
      }),
    [canWrite, remove.mutateAsync],
  );

  return (
    <>
      <PageHeader
        title="Master Klasifikasi"
        extra={
          canWrite ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setTarget({ mode: "add" })}
            >
              Tambah
            </Button>
          ) : null
        }
      />
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
          <SearchInput
            placeholder="Cari kode atau nama"
            onSearch={(term) => {
              setQ(term);
              setPage(1);
            }}
          />
          {list.isError ? <Alert type="error" showIcon title="Gagal mengambil data" /> : null}
          <TreeTable<KlasifikasiNode>
            key={searching ? `q:${q}` : "browse"}
            rowKey="_id"
            columns={columns}
            data={list.data?.items}
            meta={list.data?.meta}
            loading={list.isFetching}
            onPageChange={(next) => setPage(next)}
            expandAll={searching}
            expandedRowKeys={searching ? undefined : expanded}
            onExpandedRowsChange={(keys) => setExpanded([...keys])}
            label="Klasifikasi"
            countNoun="klasifikasi"
          />
        </Space>
      </Card>
      <KlasifikasiFormModal
        target={target}
        onClose={() => setTarget(null)}
        onSaved={(parentId) => {
          if (parentId !== null) setExpanded((keys) => [...new Set([...keys, parentId])]);
        }}
      />
    </>
  );
}
