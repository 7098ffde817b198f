import { useParams } from "react-router";
import { VerificationPage } from "../../features/esign/components/verification-page";

/** `/verifikasi/:id` and `/verifikasi` (public): checks an electronically signed document. */
export function Component() {
  const { id } = useParams();
  return <VerificationPage id={id} />;
}
