import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DateRange, defaultDateRange, ListSubHeader } from "./list-sub-header";

function Harness({
  onSearch,
  onRefresh,
}: {
  onSearch: (q: string) => void;
  onRefresh: () => void;
}) {
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  return (
    <>
      <ListSubHeader
        range={range}
        onRangeChange={setRange}
        onSearch={onSearch}
        onRefresh={onRefresh}
      />
      <output>{`${range.start_date}..${range.end_date}`}</output>
    </>
  );
}

describe("List sub-header", () => {
  afterEach(() => vi.useRealTimers());

  it("defaults to one month ago until today: shown DD/MM/YYYY, sent YYYY-MM-DD", () => {
    expect(defaultDateRange(dayjs("2026-03-31"))).toEqual({
      start_date: "2026-02-28",
      end_date: "2026-03-31",
    });
    render(<Harness onSearch={vi.fn()} onRefresh={vi.fn()} />);
    const today = dayjs();
    const month = today.subtract(1, "month");
    expect(screen.getByLabelText("Dari")).toHaveValue(month.format("DD/MM/YYYY"));
    expect(screen.getByLabelText("Hingga")).toHaveValue(today.format("DD/MM/YYYY"));
    expect(screen.getByRole("status")).toHaveTextContent(
      `${month.format("YYYY-MM-DD")}..${today.format("YYYY-MM-DD")}`,
    );
    expect(screen.getByPlaceholderText("Cari Berdasarkan perihal")).toBeInTheDocument();
  });

  it("searches by subject once typing pauses for 1 s, and refreshes on the icon", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const onRefresh = vi.fn();
    render(<Harness onSearch={onSearch} onRefresh={onRefresh} />);

    fireEvent.change(screen.getByPlaceholderText("Cari Berdasarkan perihal"), {
      target: { value: "undangan" },
    });
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith("undangan");

    fireEvent.click(screen.getByRole("button", { name: "Muat ulang" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // No print view yet: no dead print button.
    expect(screen.queryByRole("button", { name: "Cetak" })).not.toBeInTheDocument();
  });

  it("shows the print icon when there is a print view", () => {
    const onPrint = vi.fn();
    render(
      <ListSubHeader
        range={defaultDateRange()}
        onRangeChange={vi.fn()}
        onSearch={vi.fn()}
        onRefresh={vi.fn()}
        onPrint={onPrint}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cetak" }));
    expect(onPrint).toHaveBeenCalled();
  });

  describe("typing a date", () => {
    const type = (label: string, text: string, key: "Enter" | "Tab" = "Enter") => {
      const input = screen.getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      if (key === "Enter") fireEvent.keyDown(input, { key: "Enter" });
      else fireEvent.blur(input);
    };
    const sent = () => screen.getByRole("status").textContent;

    it("takes DD/MM/YYYY on Enter, and the ways people also type it on leaving the field", async () => {
      render(<Harness onSearch={vi.fn()} onRefresh={vi.fn()} />);
      type("Dari", "05/03/2020");
      await waitFor(() => expect(sent()).toMatch(/^2020-03-05\.\./));
      expect(screen.getByLabelText("Dari")).toHaveValue("05/03/2020");
      type("Dari", "7-4-2020", "Tab");
      await waitFor(() => expect(sent()).toMatch(/^2020-04-07\.\./));
      expect(screen.getByLabelText("Dari")).toHaveValue("07/04/2020");
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });

    it("refuses a date it cannot read, visibly, and keeps the list's range", async () => {
      render(<Harness onSearch={vi.fn()} onRefresh={vi.fn()} />);
      const before = sent();
      type("Hingga", "31/02/2026", "Tab");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        'Tanggal "31/02/2026" tidak dikenali. Ketik dengan format DD/MM/YYYY, misalnya 30/11/2026.',
      );
      // Still in the field, marked, not put back behind the user's back.
      expect(screen.getByLabelText("Hingga")).toHaveValue("31/02/2026");
      expect(screen.getByLabelText("Hingga")).toHaveAttribute("aria-invalid", "true");
      expect(sent()).toBe(before);
      // Enter says the same, and a readable date clears it.
      type("Hingga", "2026-13-01");
      expect(await screen.findByRole("alert")).toHaveTextContent('Tanggal "2026-13-01"');
      type("Hingga", "31/12/2030");
      await waitFor(() => expect(sent()).toMatch(/\.\.2030-12-31$/));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });

    it("refuses a Dari after Hingga with the message until the range is right again", async () => {
      render(<Harness onSearch={vi.fn()} onRefresh={vi.fn()} />);
      type("Dari", "01/03/2020");
      type("Hingga", "31/03/2020");
      await waitFor(() => expect(sent()).toBe("2020-03-01..2020-03-31"));

      type("Dari", "15/04/2020");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Tanggal Dari tidak boleh setelah tanggal Hingga",
      );
      expect(sent()).toBe("2020-03-01..2020-03-31");
      // What was chosen stays on screen, both ends marked.
      expect(screen.getByLabelText("Dari")).toHaveValue("15/04/2020");
      for (const label of ["Dari", "Hingga"])
        expect(screen.getByLabelText(label).closest(".ant-picker")).toHaveClass(
          "ant-picker-status-error",
        );

      type("Hingga", "30/04/2020");
      await waitFor(() => expect(sent()).toBe("2020-04-15..2020-04-30"));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });
});
