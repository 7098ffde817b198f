import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { SatuanKerjaMaster } from "../../features/satuan-kerja/components/satuan-kerja-master";

/** `/manajemen-master/satuan-kerja` (spec 02 §2.2). */
export function Component() {
  return (
    <>
      <PageHeader title="Master Satuan Kerja" />
      <Card>
        <SatuanKerjaMaster />
      </Card>
    </>
  );
}
