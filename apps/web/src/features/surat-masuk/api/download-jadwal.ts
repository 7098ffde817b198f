import { getBlob } from "../../../lib/get-blob";

/** GET /egs/mail/{id}/jadwal.ics, saved through an object URL for the calendar app to open. */
export async function downloadJadwal(id: string): Promise<void> {
  const blob = await getBlob(`/egs/mail/${id}/jadwal.ics`);
  const href = URL.createObjectURL(new Blob([blob], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = `jadwal-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
