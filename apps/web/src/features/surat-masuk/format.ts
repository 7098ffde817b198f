/** The WhatsApp chat link of an Indonesian number: a leading 0 becomes 62, other signs go. */
export function whatsappLink(nomor: string | null | undefined): string | null {
  const digits = (nomor ?? "").replace(/\D/g, "");
  if (!digits) return null;
  return `https://wa.me/${digits.startsWith("0") ? `62${digits.slice(1)}` : digits}`;
}

interface CalendarEvent {
  title: string;
  start: string;
  end: string;
  location: string;
  details: string;
}

/** `20260801T020000Z`: the UTC stamp Google Calendar reads (empty when not a date). */
function calendarStamp(value: string): string {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? "" : at.toISOString().replace(/[-:]|\.\d{3}/g, "");
}

/** A Google Calendar 'add event' template link for the letter's schedule. */
export function googleCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${calendarStamp(event.start)}/${calendarStamp(event.end)}`,
    location: event.location,
    details: event.details,
    ctz: "Asia/Jakarta",
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
