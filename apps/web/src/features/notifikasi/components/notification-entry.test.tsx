import type { NotificationItem } from "@lontar/contracts/notification";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/http";
import { renderAt } from "../../../test/render";
import { NotificationEntry, notificationTime } from "./notification-entry";
import { useOpenNotification } from "./use-open-notification";

const MAIL = "0190a1b2-0000-7000-8000-000000000001";

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  id: `n-${over.type ?? "x"}-${over.kategori ?? "x"}`,
  kategori: "persetujuan",
  type: "pemeriksaan",
  mail_id: MAIL,
  perihal: "Undangan Rapat Koordinasi",
  pengirim: "Made Adi Wiranata",
  penerima: null,
  tanggal: new Date().toISOString(),
  is_read: false,
  keterangan: null,
  kategori_surat: "internal",
  ...over,
});

/** Each kind of notification and the page its click opens. */
const KINDS: [string, Partial<NotificationItem>, string][] = [
  [
    "a letter waiting for the reviewer: its Persetujuan detail, with the approval bar",
    { kategori: "persetujuan", type: "pemeriksaan" },
    `/surat-keluar/persetujuan/detail/${MAIL}`,
  ],
  [
    "a letter sent back to the previous reviewer: its Persetujuan detail",
    { kategori: "persetujuan", type: "perbaikan" },
    `/surat-keluar/persetujuan/detail/${MAIL}`,
  ],
  [
    "a letter sent back to its writer: its Konsep detail, with EDIT",
    { kategori: "konsep", type: "perbaikan" },
    `/surat-keluar/konsep/detail/${MAIL}`,
  ],
  [
    "the writer's letter approved and sent: the signed letter in Telusuri",
    { kategori: "surat-keluar", type: "terkirim" },
    `/surat-keluar/telusuri/detail/${MAIL}`,
  ],
  [
    "the writer's letter cancelled: its Surat Batal detail",
    { kategori: "surat-keluar", type: "batal" },
    `/surat-keluar/surat-batal/detail/${MAIL}`,
  ],
  [
    "a letter from inside that reached the user: the 'Surat Masuk' detail",
    { kategori: "surat-masuk", type: "penerima" },
    `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${MAIL}`,
  ],
  [
    "a copy of a letter from inside: the 'Surat Masuk' detail",
    { kategori: "surat-masuk", type: "tembusan" },
    `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${MAIL}`,
  ],
  [
    "a registered letter addressed to the user: the 'Surat Masuk Sekretariat' detail",
    { kategori: "surat-masuk", type: "penerima", kategori_surat: "external" },
    `/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${MAIL}`,
  ],
  [
    "a disposition of a registered letter: the 'Surat Masuk Sekretariat' detail",
    { kategori: "surat-masuk", type: "disposisi", kategori_surat: "external" },
    `/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${MAIL}`,
  ],
  [
    "a forward of a letter from inside: the 'Surat Masuk' detail",
    { kategori: "surat-masuk", type: "teruskan" },
    `/surat-masuk/daftar-surat/detail-non-sekretariat/non-sekretariat/${MAIL}`,
  ],
  [
    "a disposition's deadline: the letter's detail in its tab",
    { kategori: "surat-masuk", type: "batas-waktu", kategori_surat: "external" },
    `/surat-masuk/daftar-surat/detail-sekretariat/sekretariat/${MAIL}`,
  ],
  [
    "failed logins on the account: Change Password",
    { kategori: "keamanan", type: "login-gagal", mail_id: null, kategori_surat: null },
    "/dashboard/change-password",
  ],
  [
    "a disposition whose letter the user can no longer see: the inbox, not an error",
    { kategori: "surat-masuk", type: "disposisi", kategori_surat: null },
    "/surat-masuk/daftar-surat",
  ],
  [
    "a review of a letter the user can no longer see: Persetujuan, not an error",
    { kategori: "persetujuan", type: "pemeriksaan", kategori_surat: null },
    "/surat-keluar/persetujuan",
  ],
];

/** The bell's and the page's entry as they use it: a click marks it read and opens it. */
function Entry({ notification }: { notification: NotificationItem }) {
  const open = useOpenNotification();
  return <NotificationEntry item={notification} onOpen={open} />;
}

describe("a notification opens the letter it is about", () => {
  it.each(KINDS)("%s", async (_kind, over, href) => {
    const notification = item(over);
    const reads: unknown[] = [];
    stubFetch((url, init) => {
      if (url === "/egs/notification/read") {
        reads.push(JSON.parse(String(init.body)));
        return jsonResponse(200, {
          items: { persetujuan_count: 0, surat_masuk: 0, konsep: 0, notifCount: 0 },
        });
      }
      return jsonResponse(404, {});
    });
    const { router } = renderAt("/notifikasi", <Entry notification={notification} />);
    const link = screen.getByRole("link", { name: /Undangan Rapat Koordinasi/ });
    expect(link).toHaveAttribute("href", href);

    await userEvent.setup({ delay: null }).click(link);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href),
    );
    await waitFor(() => expect(reads).toEqual([{ id: notification.id }]));
  });

  it("shows the note a revision or a cancellation came with, under the subject", () => {
    stubFetch(() => jsonResponse(404, {}));
    renderAt(
      "/notifikasi",
      <>
        <Entry
          notification={item({
            id: "a",
            kategori: "konsep",
            type: "perbaikan",
            keterangan: "Tanggal rapat keliru",
          })}
        />
        <Entry
          notification={item({
            id: "b",
            kategori: "surat-keluar",
            type: "batal",
            keterangan: "Rapat ditiadakan",
          })}
        />
        <Entry notification={item({ id: "c", kategori: "surat-keluar", type: "terkirim" })} />
      </>,
    );
    expect(screen.getByText("Catatan Perbaikan: Tanggal rapat keliru")).toBeVisible();
    expect(screen.getByText("Alasan Pembatalan: Rapat ditiadakan")).toBeVisible();
    expect(screen.getByText("Surat anda dibatalkan")).toBeVisible();
    const sent = screen.getByText("Surat anda telah disetujui dan dikirim").closest("a");
    expect(sent?.querySelector(".notification-entry__note")).toBeNull();
  });
});

describe("when a notification happened", () => {
  it("says 'Hari ini' for today and the date in words, as everywhere, for other days", () => {
    const now = new Date("2026-11-26T05:00:00Z");
    expect(notificationTime("2026-11-26T02:30:00Z", now)).toBe("Hari ini 09.30");
    expect(notificationTime("2026-11-24T02:30:00Z", now)).toBe("24 November 2026 09.30");
  });
});
