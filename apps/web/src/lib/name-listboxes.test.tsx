import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form, Select } from "antd";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { watchListboxes } from "./name-listboxes";

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = watchListboxes(document);
});
afterEach(() => stop());

const open = (label: string) => {
  const field = screen.getByRole("combobox", { name: label });
  fireEvent.mouseDown(field);
  return field;
};

describe("watchListboxes", () => {
  it("names an open list after its form label, also when nothing matches", async () => {
    render(
      <Form>
        <Form.Item label="Satuan Kerja" name="satuan_kerja_id">
          <Select showSearch options={[{ value: 1, label: "Dinas Komunikasi" }]} />
        </Form.Item>
      </Form>,
    );
    const field = open("Satuan Kerja");
    expect(await screen.findByRole("listbox", { name: "Satuan Kerja" })).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "tidak ada" } });
    await waitFor(() =>
      expect(screen.getByRole("listbox", { name: "Satuan Kerja" })).toHaveClass(
        "ant-select-item-empty",
      ),
    );
  });

  it("names the list of a field labelled with aria-label", async () => {
    render(<Select aria-label="Tahun" options={[{ value: 2026, label: "2026" }]} />);
    open("Tahun");
    expect(await screen.findByRole("listbox", { name: "Tahun" })).toBeInTheDocument();
  });

  it("leaves a list alone that already has a name", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<input role="combobox" aria-label="Lain" aria-controls="x_list"><div role="listbox" id="x_list" aria-label="Sendiri"></div>',
    );
    await waitFor(() => expect(screen.getByRole("listbox", { name: "Sendiri" })).toBeVisible());
    expect(screen.queryByRole("listbox", { name: "Lain" })).toBeNull();
  });
});
