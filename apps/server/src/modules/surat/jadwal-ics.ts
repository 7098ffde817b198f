import { createEvent, type DateTime } from "ics";

export type Schedule = { tanggal_mulai: string; tanggal_berakhir: string; tempat: string };

/** A UTC instant as the ics library's date-time tuple. */
const utc = (iso: string): DateTime => {
  const d = new Date(iso);
  return [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ];
};

/**
 * The letter's schedule as an iCalendar event (spec 01 §7: summary = subject, location,
 * description with the letter's link, reminders by e-mail a day before and a pop-up 10
 * minutes before). Times are absolute (UTC), so every calendar shows them in its own zone —
 * Asia/Jakarta for our users.
 */
export function scheduleIcs(input: {
  uid: string;
  perihal: string;
  link: string;
  schedule: Schedule;
}): string {
  const { error, value } = createEvent({
    uid: `${input.uid}@lontar`,
    title: input.perihal,
    location: input.schedule.tempat,
    description: `Surat: ${input.link}`,
    url: input.link,
    start: utc(input.schedule.tanggal_mulai),
    startInputType: "utc",
    startOutputType: "utc",
    end: utc(input.schedule.tanggal_berakhir),
    endInputType: "utc",
    endOutputType: "utc",
    productId: "lontar/surat",
    alarms: [
      {
        action: "email",
        summary: input.perihal,
        description: input.perihal,
        trigger: { before: true, minutes: 1440 },
      },
      { action: "display", description: input.perihal, trigger: { before: true, minutes: 10 } },
    ],
  });
  if (error || !value) throw error ?? new Error("iCalendar gagal dibuat");
  return value;
}
