import { act, fireEvent, render, screen } from "@testing-library/react";
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

  it("defaults to one month ago until today, as YYYY-MM-DD", () => {
    expect(defaultDateRange(dayjs("2026-03-31"))).toEqual({
      start_date: "2026-02-28",
      end_date: "2026-03-31",
    });
    render(<Harness onSearch={vi.fn()} onRefresh={vi.fn()} />);
    const today = dayjs();
    expect(screen.getByLabelText("Dari")).toHaveValue(
      today.subtract(1, "month").format("YYYY-MM-DD"),
    );
    expect(screen.getByLabelText("Hingga")).toHaveValue(today.format("YYYY-MM-DD"));
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
});
