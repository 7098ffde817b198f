import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { KontrakMaster } from "../../features/pegawai/components/kontrak-master";

/** `/manajemen-master/tenaga-kontrak` (spec 02 §2.6). */
export function Component() {
  return (
    <>
      <PageHeader title="Master Pegawai Kontrak" />
      <Card>
        <KontrakMaster />
      </Card>
    </>
  );
}
