import { pegawaiRecord } from "../../test/fixtures";

/** Fixtures of the registration screen. */

export const LETTER_ID = "01900000-0000-7000-8000-0000000000c1";

export const kadis = pegawaiRecord("Made Adi Wiranata", "197206141998031001", "Kepala Dinas");
export const sekdis = pegawaiRecord(
  "Dewi Anggraini Lubis",
  "197709022002122003",
  "Sekretaris Dinas",
);
