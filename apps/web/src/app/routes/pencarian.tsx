import { SearchPage } from "../../features/pencarian/components/search-page";

/** `/pencarian?q=…`: the results of the search over everything the user may see. */
export function Component() {
  return <SearchPage />;
}
