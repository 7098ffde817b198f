import { ESIGN_MESSAGES, type EsignStatus, type SpecimenItem } from "@lontar/contracts/esign";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { EsignCard } from "./esign-card";

const noKey: EsignStatus = {
  has_key: false,
  subject: null,
  serial: null,
  not_after: null,
  locked_until: null,
};
const withKey: EsignStatus = {
  has_key: true,
  subject: "CN=Rina Pelaksana, O=Lontar",
  serial: "0a1b2c",
  not_after: "2027-11-22T06:05:00.000Z",
  locked_until: null,
};
const specimen: SpecimenItem = {
  _id: "01900000-0000-7000-8000-0000000000s1",
  image: "/egs/esign/specimen/01900000-0000-7000-8000-0000000000s1/image",
  type: "png",
  created_at: "2026-11-20T02:00:00.000Z",
};

interface Call {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
}

type Answer = (call: Call) => Response | undefined;

function fakeServer(answer: Answer, status: EsignStatus = noKey, specimens: SpecimenItem[] = []) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { url, method: init.method ?? "GET", body: init.body };
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url === "/egs/esign/status") return jsonResponse(200, { items: status });
    if (url === "/egs/esign/specimen") return jsonResponse(200, { items: specimens });
    if (url === specimen.image) return new Response(new Blob(["png"]), { status: 200 });
    return errorResponse(404, "Tidak ditemukan");
  });
  return calls;
}

function renderCard() {
  renderAt("/", <EsignCard />, { banner: true });
}

const user = userEvent.setup({ delay: null });

async function fill(password: string, passphrase: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText("Password"), password);
  if (passphrase) await user.type(screen.getByLabelText("Passphrase"), passphrase);
  if (confirmation) await user.type(screen.getByLabelText("Ulangi Passphrase"), confirmation);
  await user.click(screen.getByRole("button", { name: /Simpan Passphrase|Ganti Passphrase/ }));
}

beforeEach(() => {
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:spesimen", revokeObjectURL: () => {} }),
  );
});

describe("Tanda Tangan Elektronik", { timeout: 60_000 }, () => {
  it("says there is no passphrase yet", async () => {
    fakeServer(() => undefined);
    renderCard();
    expect(await screen.findByText(ESIGN_MESSAGES.noKey)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Simpan Passphrase" })).toBeInTheDocument();
  });

  it("shows the certificate subject, validity and a lock", async () => {
    fakeServer(() => undefined, { ...withKey, locked_until: "2026-11-22T06:20:00.000Z" });
    renderCard();
    expect(await screen.findByText("CN=Rina Pelaksana, O=Lontar")).toBeInTheDocument();
    expect(screen.getByText("Berlaku hingga").closest("tr")).toHaveTextContent(
      "22 November 2027 13:05 WIB",
    );
    expect(screen.getByText(ESIGN_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.getByText("Dikunci hingga 22 November 2026 13:20 WIB")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ganti Passphrase" })).toBeInTheDocument();
  });

  it("checks the passphrase's length and confirmation before sending", async () => {
    const calls = fakeServer(() => undefined);
    renderCard();
    await screen.findByText(ESIGN_MESSAGES.noKey);

    await fill("lontar123", "pendek", "lain");

    expect(await screen.findByText(ESIGN_MESSAGES.passphraseTooShort)).toBeInTheDocument();
    expect(await screen.findByText(ESIGN_MESSAGES.passphraseMismatch)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("puts the server's errors on their fields", async () => {
    fakeServer(({ method }) =>
      method === "POST"
        ? errorResponse(422, "Data tidak valid", "VALIDATION_FAILED", {
            password: [ESIGN_MESSAGES.passwordWrong],
          })
        : undefined,
    );
    renderCard();
    await screen.findByText(ESIGN_MESSAGES.noKey);

    await fill("salah", "rahasia-ttd-1", "rahasia-ttd-1");

    const message = await screen.findByText(ESIGN_MESSAGES.passwordWrong);
    expect(message.closest(".ant-form-item")).toHaveTextContent("Password");
    expect(message.closest(".ant-form-item")).not.toHaveTextContent("Ulangi");
  });

  it("saves the passphrase, says so and shows the new certificate", async () => {
    const calls = fakeServer(({ method }) =>
      method === "POST" ? jsonResponse(200, { items: withKey }) : undefined,
    );
    renderCard();
    await screen.findByText(ESIGN_MESSAGES.noKey);

    await fill("lontar123", "rahasia-ttd-1", "rahasia-ttd-1");

    expect(
      await screen.findByText(`success: ${ESIGN_MESSAGES.passphraseSaved}`),
    ).toBeInTheDocument();
    expect(await screen.findByText("CN=Rina Pelaksana, O=Lontar")).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/egs/esign/passphrase");
    expect(JSON.parse(String(post?.body))).toEqual({
      password: "lontar123",
      passphrase: "rahasia-ttd-1",
      passphrase_confirmation: "rahasia-ttd-1",
    });
    expect(screen.getByLabelText("Passphrase")).toHaveValue("");
  });

  it("lists specimens with a thumbnail and deletes one after confirmation", async () => {
    const calls = fakeServer(
      ({ method }) => (method === "DELETE" ? jsonResponse(200, { items: specimen }) : undefined),
      noKey,
      [specimen],
    );
    renderCard();

    const list = await screen.findByRole("list", { name: "Spesimen tanda tangan" });
    expect(await within(list).findByRole("img", { name: "Spesimen PNG" })).toHaveAttribute(
      "src",
      "blob:spesimen",
    );
    expect(within(list).getByText("PNG")).toBeInTheDocument();
    const imageCall = calls.find((c) => c.url === specimen.image);
    expect(imageCall).toBeDefined();

    fireEvent.click(within(list).getByRole("button", { name: "Hapus spesimen" }));
    fireEvent.click(await screen.findByText("Ya"));
    expect(
      await screen.findByText(`success: ${ESIGN_MESSAGES.specimenDeleted}`),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe(
      `/egs/esign/specimen/${specimen._id}`,
    );
  });

  it("refuses a specimen that is not a JPEG or PNG without sending it", async () => {
    const calls = fakeServer(() => undefined);
    renderCard();
    await screen.findByText("Belum ada spesimen tanda tangan");

    const input = document.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["%PDF"], "ttd.pdf", { type: "application/pdf" })] },
    });

    expect(await screen.findByText(ESIGN_MESSAGES.specimenType)).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("uploads a PNG specimen, and shows the server's refusal of a disguised one", async () => {
    let refuse = false;
    const calls = fakeServer(({ method }) => {
      if (method !== "POST") return undefined;
      return refuse
        ? errorResponse(422, "Data tidak valid", "VALIDATION_FAILED", {
            file: [ESIGN_MESSAGES.specimenType],
          })
        : jsonResponse(200, { items: specimen });
    });
    renderCard();
    await screen.findByText("Belum ada spesimen tanda tangan");
    // The upload renders a new input after each file.
    const input = () => document.querySelector("input[type=file]") as HTMLInputElement;

    fireEvent.change(input(), {
      target: { files: [new File(["png"], "ttd.png", { type: "image/png" })] },
    });
    expect(await screen.findByText(`success: ${ESIGN_MESSAGES.specimenSaved}`)).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/egs/esign/specimen");
    const sent = post?.body as FormData;
    expect((sent.get("file") as File).name).toBe("ttd.png");

    refuse = true;
    fireEvent.change(input(), {
      target: { files: [new File(["teks"], "palsu.png", { type: "image/png" })] },
    });
    expect(await screen.findByText(ESIGN_MESSAGES.specimenType)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
  });
});
