import type { MenuOption, PenggunaItem, UserAccess } from "@lontar/contracts/pengguna";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { AccessRightsModal } from "./access-rights-modal";

const menus: MenuOption[] = [
  { _id: 1, name: "Dashboard", ico: null, link: "/dashboard", sub_link: [] },
  {
    _id: 50,
    name: "Manajemen Master",
    ico: null,
    link: null,
    sub_link: [
      { _id: 54, name: "Pegawai", ico: null, link: "/manajemen-master/pegawai" },
      { _id: 58, name: "Pengguna", ico: null, link: "/manajemen-master/pengguna" },
    ],
  },
];
const access: UserAccess = {
  peg_nip: "199506112020012003",
  username: "staf",
  user_level: 9,
  status: "aktif",
  menu: [1],
};
const staf = {
  pegawai_id: 14,
  peg_nip: access.peg_nip,
  peg_nama: "Putri Ayu Lestari",
  jabatan_nama: "Pengolah Data",
  unit_kerja_nama: null,
  satuan_kerja_id: 2,
  satuan_kerja_nama: "Dinas Komunikasi dan Informatika",
  is_plt: false,
  data_plt: null,
  has_login: true,
  user_id: 6,
  username: "staf",
  user_level: 9,
  status: "aktif",
} satisfies PenggunaItem;

function stubAccess(post: () => Response) {
  return stubFetch((url, init) => {
    if (init.method === "POST") return post();
    if (url === "/egs/master/users/menu") return jsonResponse(200, { items: menus });
    return jsonResponse(200, { items: access });
  });
}

function renderModal(onClose = vi.fn()) {
  renderAt("/", <AccessRightsModal user={staf} onClose={onClose} />, {
    user: { ...demoUser, user_level: 1 },
    banner: true,
  });
  return onClose;
}

const user = userEvent.setup({ delay: null });
const slow = { timeout: 8000 };
const checkboxOf = (dialog: HTMLElement, title: string) =>
  within(dialog)
    .getAllByText(title, { selector: ".ant-tree-title" })[0]
    ?.closest(".ant-tree-treenode")
    ?.querySelector(".ant-tree-checkbox");

describe("AccessRightsModal", { timeout: 90_000 }, () => {
  it("shows the menu tree, level and status; saves menus and really sets 'nonAktif'", async () => {
    const fetch = stubAccess(() =>
      jsonResponse(200, { items: { ...access, message: "Hak akses berhasil di tambah!" } }),
    );
    const onClose = renderModal();
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByText("Manajemen Master", {}, slow);
    expect(fetch.mock.calls.map(([u]) => u)).toContain(`/egs/master/menu/${access.peg_nip}`);
    expect(checkboxOf(dialog, "Dashboard")).toHaveClass("ant-tree-checkbox-checked");
    expect(checkboxOf(dialog, "Pegawai")).not.toHaveClass("ant-tree-checkbox-checked");
    expect(dialog.querySelector(".ant-select")).toHaveTextContent("Pegawai");
    expect(within(dialog).getByLabelText("aktif")).toBeChecked();

    await user.click(checkboxOf(dialog, "Pegawai") as HTMLElement);
    await user.click(within(dialog).getByLabelText("nonAktif"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    expect(
      await screen.findByText("success: Hak akses berhasil di tambah!", {}, slow),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/egs/master/users/menu");
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({ peg_nip: access.peg_nip, status: "nonaktif", user_level: 9 });
    expect([...body.menu].sort()).toEqual([1, 54]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows a refusal in a red alert and stays open", async () => {
    stubAccess(() =>
      errorResponse(403, "Anda hanya dapat memberikan menu yang anda miliki sendiri", "FORBIDDEN"),
    );
    const onClose = renderModal();
    const dialog = await screen.findByRole("dialog", {}, slow);
    await within(dialog).findByText("Manajemen Master", {}, slow);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByRole("alert", {}, slow)).toHaveTextContent(
      "Anda hanya dapat memberikan menu yang anda miliki sendiri",
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
