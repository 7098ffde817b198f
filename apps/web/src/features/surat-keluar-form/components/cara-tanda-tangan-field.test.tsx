import type { CaraTandaTanganOption } from "@lontar/contracts/mail-draft";
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { pegawaiRecord } from "../../../test/fixtures";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { emptyDraft, type LetterDraft } from "../model/letter-draft";
import { CaraTandaTanganField } from "./cara-tanda-tangan-field";

const sekdis = pegawaiRecord("Dewi Anggraini Lubis", "197709022002122003", "Sekretaris Dinas");
const options: CaraTandaTanganOption[] = [
  { value: "langsung", label: "Jabatan sendiri", baris: ["Sekretaris Dinas,"] },
  {
    value: "an",
    label: "a.n. (atas nama pimpinan)",
    baris: ["a.n. Kepala Dinas,", "Sekretaris Dinas,"],
  },
];

function Harness({ initial }: { initial: LetterDraft["cara_tanda_tangan"] }) {
  const [draft, setDraft] = useState<LetterDraft>({
    ...emptyDraft(null, null),
    cara_tanda_tangan: initial,
  });
  return (
    <>
      <CaraTandaTanganField
        draft={draft}
        onChange={(change) =>
          setDraft((current) =>
            typeof change === "function" ? change(current) : { ...current, ...change },
          )
        }
        signer={sekdis}
        editable
      />
      <output data-testid="chosen">{draft.cara_tanda_tangan}</output>
    </>
  );
}

describe("Cara tanda tangan", () => {
  it("offers what the signer may use, with the lines it prints, and records the choice", async () => {
    const asked: string[] = [];
    stubFetch((url) => {
      asked.push(url);
      return jsonResponse(200, { items: options });
    });
    renderAt("/surat-keluar/buat", <Harness initial="langsung" />);
    const an = await screen.findByRole("radio", { name: /^a\.n\./ });
    expect(screen.getByText("a.n. Kepala Dinas, Sekretaris Dinas,")).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /^u\.b\./ })).not.toBeInTheDocument();
    fireEvent.click(an);
    expect(screen.getByTestId("chosen")).toHaveTextContent("an");
    expect(asked[0]).toContain(`nip=${sekdis.peg_nip}`);
  });

  it("says so when the chosen way is not open to the signer", async () => {
    stubFetch(() => jsonResponse(200, { items: options }));
    renderAt("/surat-keluar/buat", <Harness initial="ub" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Penandatangan terpilih tidak dapat menandatangani dengan cara ini.",
    );
  });
});
