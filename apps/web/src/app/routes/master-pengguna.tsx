import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { PenggunaMaster } from "../../features/pengguna/components/pengguna-master";

/** `/manajemen-master/pengguna` (spec 02 §2.9). */
export function Component() {
  return (
    <>
      <PageHeader title="Master Pengguna" />
      <Card>
        <PenggunaMaster />
      </Card>
    </>
  );
}
