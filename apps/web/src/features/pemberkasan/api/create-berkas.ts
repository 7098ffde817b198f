import type { BerkasItem, createBerkasRequest } from "@lontar/contracts/berkas";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useBerkasMutation } from "./use-berkas-mutation";

export type CreateBerkasBody = z.input<typeof createBerkasRequest>;

/** POST egs/berkas: a new open berkas (201); 422 with field errors when a value is refused. */
export const createBerkas = async (body: CreateBerkasBody) =>
  (await api.post<{ items: BerkasItem }>("/egs/berkas", body)).items;

export const useCreateBerkas = () => useBerkasMutation(createBerkas);
