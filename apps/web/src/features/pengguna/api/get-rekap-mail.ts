import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET egs/rekap-mail/{monthIndex}?year: a short-lived link to the month's schedule recap PDF. */
export const getRekapMail = (month: number, year: number) =>
  api.get<{ items: string }>(`/egs/rekap-mail/${month}`, { query: { year } });

/** Asks for the link on demand (a button), not on render. */
export const useRekapMail = () =>
  useMutation({
    mutationFn: ({ month, year }: { month: number; year: number }) => getRekapMail(month, year),
  });
