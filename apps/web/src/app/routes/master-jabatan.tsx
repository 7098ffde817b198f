import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { JabatanMaster } from "../../features/jabatan/components/jabatan-master";

/** `/manajemen-master/jabatan` (spec 02 §2.4). */
export function Component() {
  return (
    <>
      <PageHeader title="Master Jabatan" />
      <Card>
        <JabatanMaster />
      </Card>
    </>
  );
}
