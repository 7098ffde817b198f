import { Card } from "antd";
import { PageHeader } from "../../components/page-header";
import { EsignLogTable } from "../../features/esign/components/esign-log-table";

/** `/bank-surat/daftar-log`: the e-sign activity log. */
export function Component() {
  return (
    <>
      <PageHeader title="Daftar Log" />
      <Card>
        <EsignLogTable />
      </Card>
    </>
  );
}
