import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBlob } from "../../../lib/get-blob";

export const SAMPLE_LETTER_PATH = "/egs/public/sample-letter";

/** GET /egs/public/sample-letter: a sample letter from the server's renderer (no login). */
export const sampleLetterQueryOptions = () =>
  queryOptions({
    queryKey: ["esign", "sample-letter"],
    queryFn: ({ signal }) => getBlob(SAMPLE_LETTER_PATH, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSampleLetter = () => useQuery(sampleLetterQueryOptions());
