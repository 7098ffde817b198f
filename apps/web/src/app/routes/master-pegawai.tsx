import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { PegawaiMaster } from "../../features/pegawai/components/pegawai-master";

/** `/manajemen-master/pegawai` (spec 02 §2.5). */
export function Component() {
  return (
    <>
      <PageHeader title="Master Pegawai" />
      <Card>
        <PegawaiMaster />
      </Card>
    </>
  );
}
