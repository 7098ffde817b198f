import { MAIL_STATUSES } from "@lontar/contracts/options";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contrastRatio, looksGreen, tagColors } from "../../../test/colors";
import { BankStatusTag, MailStatusTag } from "./mail-status-tag";

const WORDS = {
  draft: "Konsep",
  pemeriksa: "Dalam Pemeriksaan",
  perbaikan: "Perbaikan",
  batal: "Batal",
  terkirim: "Terkirim",
} as const;

describe("a letter's status badge", () => {
  it("reads as the words staff use", () => {
    for (const status of MAIL_STATUSES) {
      const { unmount } = render(<MailStatusTag status={status} />);
      expect(screen.getByText(WORDS[status])).toBeInTheDocument();
      expect(screen.queryByText(status)).not.toBeInTheDocument();
      unmount();
    }
  });

  it("never paints a cancelled or returned letter green; a sent one is", () => {
    const colour = (status: string) => {
      const { unmount } = render(<MailStatusTag status={status} />);
      const { text } = tagColors(screen.getByText(WORDS[status as keyof typeof WORDS]));
      unmount();
      return text;
    };
    expect(looksGreen(colour("batal"))).toBe(false);
    expect(looksGreen(colour("perbaikan"))).toBe(false);
    expect(looksGreen(colour("pemeriksa"))).toBe(false);
    expect(looksGreen(colour("terkirim"))).toBe(true);
    // Five statuses, five colours.
    expect(new Set(MAIL_STATUSES.map(colour)).size).toBe(MAIL_STATUSES.length);
  });

  it("meets WCAG AA: text on its tint at 4.5:1 or more", () => {
    const badges = [
      ...MAIL_STATUSES.map((s) => <MailStatusTag key={s} status={s} />),
      ...["Belum Dibaca", "Dibaca", "Didisposisi"].map((s) => <BankStatusTag key={s} text={s} />),
    ];
    render(<div>{badges}</div>);
    const tags = document.querySelectorAll<HTMLElement>(".ant-tag");
    expect(tags).toHaveLength(8);
    for (const tag of tags) {
      const { text, background } = tagColors(tag);
      expect(contrastRatio(text, background), tag.textContent ?? "").toBeGreaterThanOrEqual(4.5);
    }
  });

  it("an unknown status reads as itself, in grey", () => {
    render(<MailStatusTag status="diarsipkan" />);
    const { text } = tagColors(screen.getByText("diarsipkan"));
    expect(looksGreen(text)).toBe(false);
  });
});
