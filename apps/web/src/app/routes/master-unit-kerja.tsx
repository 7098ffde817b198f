import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { UnitKerjaMaster } from "../../features/unit-kerja/components/unit-kerja-master";

/** `/manajemen-master/unit-kerja` (spec 02 §2.3). */
export function Component() {
  return (
    <>
      <PageHeader title="Master Unit Kerja" />
      <Card>
        <UnitKerjaMaster />
      </Card>
    </>
  );
}
