import { IncomingFormPage } from "../../features/surat-masuk-form/components/incoming-form-page";

/** /surat-masuk/buat: 'Buat Surat Masuk'. */
export function Component() {
  return <IncomingFormPage />;
}
