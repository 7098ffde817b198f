import type { SearchItem } from "@lontar/contracts/search";
import {
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZES,
  SEARCH_TOTAL_CAP,
} from "@lontar/contracts/search-constants";
import { Alert, Card } from "antd";
import { useSearchParams } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import { PagedTable } from "../../../components/paged-table";
import { useSearch } from "../api/get-search";
import {
  isSearchable,
  readSearchParams,
  type SearchPageState,
  searchQueryOf,
  writeSearchParams,
} from "../search-params";
import { searchColumns } from "./search-columns";
import { SearchFilters } from "./search-filters";
import "./search-page.css";

/**
 * 'Hasil Pencarian': every record the user may see that matches the term, with the kind and
 * date filters, 10, 20 or 50 a page. The whole state is the address's query, so Back returns
 * to the previous search and a search can be bookmarked or shared.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchParams(params);
  // A new filter starts again at page 1; each change is a step of the history.
  const update = (patch: Partial<SearchPageState>) =>
    setParams(writeSearchParams({ ...state, page: 1, ...patch }));
  const searchable = isSearchable(state.q);
  const results = useSearch(searchQueryOf(state), searchable);

  return (
    <>
      <PageHeader title={SEARCH_MESSAGES.title} />
      <Card>
        <SearchFilters state={state} onChange={update} />
        {searchable ? (
          <>
            <ErrorAlert
              error={results.isError ? results.error : null}
              style={{ marginBottom: 16 }}
            />
            {(results.data?.meta.total ?? 0) > SEARCH_TOTAL_CAP ? (
              <Alert
                type="info"
                showIcon
                title={SEARCH_MESSAGES.capped}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <PagedTable<SearchItem>
              label={SEARCH_MESSAGES.title}
              rowKey="id"
              columns={searchColumns(results.data?.meta.from ?? 1)}
              data={results.isError ? undefined : results.data?.items}
              meta={results.isError ? undefined : results.data?.meta}
              loading={results.isFetching}
              perPageOptions={[...SEARCH_PAGE_SIZES]}
              onPageChange={(page, perPage) =>
                update(perPage === state.per_page ? { page } : { per_page: perPage })
              }
              emptyText={SEARCH_MESSAGES.empty}
              cardTitleKey="judul"
            />
          </>
        ) : (
          <p className="search-page__hint">{SEARCH_MESSAGES.tooShort}</p>
        )}
      </Card>
    </>
  );
}
