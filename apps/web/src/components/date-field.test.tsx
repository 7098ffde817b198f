import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DateField } from "./date-field";

/** Types `text` into the field as a person does, then presses Enter or leaves the field. */
function type(label: string, text: string, end: "Enter" | "leave" = "Enter") {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  if (end === "Enter") fireEvent.keyDown(input, { key: "Enter" });
  fireEvent.blur(input);
}

function Controlled({ onChange, ...rest }: { onChange: (day: Dayjs | null) => void }) {
  const [value, setValue] = useState<Dayjs | null>(dayjs("2026-11-30"));
  return (
    <DateField
      aria-label="Tanggal"
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
      {...rest}
    />
  );
}

describe("a date field", () => {
  it("shows DD/MM/YYYY and takes a typed date, also as people write it", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByLabelText("Tanggal")).toHaveValue("30/11/2026");
    type("Tanggal", "01/12/2026");
    const lastDay = () => (onChange.mock.lastCall as [Dayjs])[0].format("YYYY-MM-DD");
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastDay()).toBe("2026-12-01");
    for (const [typed, day] of [
      ["2/1/2027", "2027-01-02"],
      ["03-01-2027", "2027-01-03"],
      ["04012027", "2027-01-04"],
    ] as const) {
      type("Tanggal", typed, "leave");
      await waitFor(() => expect(lastDay()).toBe(day));
    }
    expect(screen.getByLabelText("Tanggal")).toHaveValue("04/01/2027");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps a date it cannot read in the field and says how to type it", async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    type("Tanggal", "30 Nop 2026", "leave");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'Tanggal "30 Nop 2026" tidak dikenali. Ketik dengan format DD/MM/YYYY, misalnya 30/11/2026.',
    );
    const input = screen.getByLabelText("Tanggal");
    expect(input).toHaveValue("30 Nop 2026");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.closest(".ant-picker")).toHaveClass("ant-picker-status-error");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says so when the typed date is one the field does not allow", async () => {
    render(
      <DateField
        aria-label="Berakhir"
        value={null}
        onChange={vi.fn()}
        disabledDate={(day) => day.isBefore(dayjs("2026-12-10"), "day")}
        disabledMessage="Tanggal berakhir tidak boleh sebelum tanggal mulai"
      />,
    );
    type("Berakhir", "09/12/2026");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Tanggal berakhir tidak boleh sebelum tanggal mulai: 09/12/2026",
    );
  });

  it("works as a form control, and the form gets the day typed", async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item name="batas_waktu" label="Batas Waktu">
          <DateField />
        </Form.Item>
        <Button htmlType="submit">Kirim</Button>
      </Form>,
    );
    type("Batas Waktu", "15/12/2026");
    await waitFor(() => expect(screen.getByLabelText("Batas Waktu")).toHaveValue("15/12/2026"));
    fireEvent.click(screen.getByRole("button", { name: "Kirim" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    const [{ batas_waktu }] = onFinish.mock.lastCall as [{ batas_waktu: Dayjs }];
    expect(batas_waktu.format("YYYY-MM-DD")).toBe("2026-12-15");
  });
});
