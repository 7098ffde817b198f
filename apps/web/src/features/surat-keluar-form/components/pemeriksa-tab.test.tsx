import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { emptyDraft, type LetterDraft, toRequest } from "../model/letter-draft";
import { kabid, kadis, sekdis } from "./letter-form.fixtures";
import { PemeriksaTab } from "./pemeriksa-tab";

function Harness({ initial }: { initial: Partial<LetterDraft> }) {
  const [draft, setDraft] = useState<LetterDraft>({ ...emptyDraft(null, null), ...initial });
  return (
    <>
      <PemeriksaTab
        draft={draft}
        onChange={(change) =>
          setDraft((current) =>
            typeof change === "function" ? change(current) : { ...current, ...change },
          )
        }
        disabled={false}
        canPick
      />
      <output data-testid="request">{JSON.stringify(toRequest(draft, "pemeriksa"))}</output>
    </>
  );
}

const request = () => JSON.parse(screen.getByTestId("request").textContent ?? "{}");

describe("Pemeriksa: several signers", () => {
  it("marks the last reviewers as signers in order and sends how many sign", async () => {
    stubFetch(() => jsonResponse(200, { items: [] }));
    renderAt(
      "/surat-keluar/buat",
      <Harness initial={{ pemeriksa: [kabid, sekdis, kadis], cara_tanda_tangan: "an" }} />,
    );
    expect(screen.getByText("Pemeriksa terakhir adalah penandatangan surat.")).toBeVisible();
    const count = screen.getByLabelText("Jumlah Penandatangan");
    fireEvent.change(count, { target: { value: "2" } });
    fireEvent.blur(count);

    expect(
      await screen.findByText("2 pemeriksa terakhir menandatangani surat bersama, berurutan."),
    ).toBeVisible();
    const list = screen.getByTestId("daftar-pemeriksa");
    expect(within(list).getByText("Penandatangan 1").closest("li")).toHaveTextContent(
      sekdis.peg_nama,
    );
    expect(within(list).getByText("Penandatangan 2").closest("li")).toHaveTextContent(
      kadis.peg_nama,
    );
    // Joint signers sign in their own positions: the a.n. choice is gone with its field.
    expect(screen.queryByText("Cara tanda tangan")).not.toBeInTheDocument();
    expect(request()).toMatchObject({ jumlah_penandatangan: 2, cara_tanda_tangan: "langsung" });

    // Removing a reviewer never leaves more signers than reviewers.
    fireEvent.click(screen.getByRole("button", { name: `Hapus ${kabid.peg_nama}` }));
    fireEvent.click(screen.getByRole("button", { name: `Hapus ${sekdis.peg_nama}` }));
    expect(request()).toMatchObject({ jumlah_penandatangan: 1 });
    expect(screen.queryByLabelText("Jumlah Penandatangan")).not.toBeInTheDocument();
  });
});
