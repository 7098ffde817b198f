import { useParams } from "react-router";
import { LetterForm } from "../../features/surat-keluar-form/components/letter-form";

/** `/surat-keluar/buat` and `/surat-keluar/{konsep|persetujuan}/detail/edit/{id}`. */
export function Component() {
  const { section, id } = useParams();
  return <LetterForm key={id ?? "baru"} section={section} id={id} />;
}
