import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoUser } from "../../../test/fixtures";
import { PersonalInfoCard } from "./personal-info-card";

describe("personal info", () => {
  it("shows the profile read-only, with initials when there is no photo", () => {
    render(<PersonalInfoCard user={demoUser} />);

    expect(screen.getByText("Nama Lengkap").closest("tr")).toHaveTextContent("Rina Pelaksana");
    expect(screen.getByText("NIP").closest("tr")).toHaveTextContent("199001012015031001");
    expect(screen.getByText("Unit Kerja").closest("tr")).toHaveTextContent(
      "Bidang Aplikasi Informatika",
    );
    expect(screen.getByText("RP")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("adds the acting (PLT) position", () => {
    const user = {
      ...demoUser,
      data_pegawai: {
        ...demoUser.data_pegawai,
        is_plt: true,
        data_plt: { jabatan_id: 4, jabatan_nama: "Kepala Bidang Aplikasi Informatika" },
      },
    };
    render(<PersonalInfoCard user={user} />);

    expect(screen.getByText("Jabatan").closest("tr")).toHaveTextContent(
      "Pelaksana Bidang Aplikasi Informatika (PLT Kepala Bidang Aplikasi Informatika)",
    );
  });
});
