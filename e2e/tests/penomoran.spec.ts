import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/a11y";
import { openFromSidebar } from "./support/antd";
import { login, tokenOf } from "./support/session";

/**
 * The agency's number pattern (tata naskah dinas, the number): an administrator sets it on the
 * Penomoran screen, sees the next number as it is typed, and the next letter carries it.
 */
const KADISDIK = "197001231996031001";
const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
const DEFAULT = "{kode_klasifikasi}/{nomor}/{kode_unit}/{tahun}";

const auth = async (request: APIRequestContext, username: string) => ({
  authorization: `Bearer ${await tokenOf(request, username)}`,
});

/** staf writes a letter kadis signs at once; answers its number. */
async function approvedNumber(request: APIRequestContext) {
  const staf = await auth(request, "staf");
  const me = (await (await request.get("/api/egs/user", { headers: staf })).json()).data;
  const kadis = await auth(request, "kadis");
  const boss = (await (await request.get("/api/egs/user", { headers: kadis })).json()).data;
  const initId = (await (await request.get("/egs/initId", { headers: staf })).json()).items.initId;
  const res = await request.post("/egs/mail", {
    headers: staf,
    data: {
      initId,
      status_surat: "pemeriksa",
      kepala_surat: {
        perihal: "Penomoran E2E",
        lampiran: { type: "Lembar", value: 0 },
        klasifikasi: { code: "000.1.2", name: "Rapat" },
        sifat: { pengamanan: "Biasa", penyampaian: "Biasa" },
      },
      pengirim: { user: me.peg_nip, jabatan_id: null },
      penerima: { type_tanda_tangan: "digital", user: [KADISDIK], plt: [], user_eksternal: [] },
      pemeriksa: { user: [boss.peg_nip] },
      isi_surat: "<p>Dengan hormat,</p>",
    },
  });
  expect(res.status()).toBe(200);
  const id = (await res.json()).items.id as string;
  const signed = await request.post(`/egs/riw-catatan/create/${id}`, {
    headers: kadis,
    data: {
      is_accepted: true,
      text: "setuju",
      back_to_previous_level: false,
      keterangan: "",
      passphrase: "lontar123",
    },
  });
  expect(signed.status()).toBe(200);
  return (await signed.json()).items.no_surat as string;
}

/** Clicks Simpan and waits for the server's answer. */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "PUT" && response.url().includes("/penomoran/"),
  );
  await page.getByRole("button", { name: "Simpan" }).click();
  expect((await answered).status()).toBe(200);
}

test("an administrator sets the number pattern and the next letter carries it", async ({
  page,
  request,
}) => {
  await login(page, "admin");
  await openFromSidebar(
    page,
    page.getByRole("menuitem", { name: "Manajemen Master" }),
    page.getByRole("menuitem", { name: "Penomoran" }),
    /\/manajemen-master\/penomoran$/,
  );
  await expect(page.getByRole("heading", { name: "Penomoran Surat" })).toBeVisible();
  const pattern = page.getByLabel("Pola nomor bawaan");
  await expect(pattern).toHaveValue(DEFAULT);
  const month = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Jakarta", month: "numeric" });
  const roman = ROMAN[Number(month.format(new Date())) - 1];

  await pattern.fill("{kode_unit}");
  await expect(page.getByRole("alert").first()).toContainText("{nomor}");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeDisabled();
  await pattern.fill("{sifat}-{nomor}/{kode_unit}/{bulan_romawi}/{tahun}");
  await expect(page.getByTestId("contoh").first()).toHaveText(
    new RegExp(`^B-\\d+/Diskominfo/${roman}/\\d{4}$`),
  );
  await save(page);
  await expect(page.getByText("Pola penomoran berhasil disimpan")).toBeVisible();
  try {
    expect(await approvedNumber(request)).toMatch(
      new RegExp(`^B-\\d+/Diskominfo/${roman}/\\d{4}$`),
    );
  } finally {
    await pattern.fill(DEFAULT);
    await save(page);
  }
  expect(await approvedNumber(request)).toMatch(/^000\.1\.2\/\d+\/Diskominfo\/\d{4}$/);
});
