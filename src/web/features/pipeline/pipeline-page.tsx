import { useNavigate } from "react-router";
import { clientPath } from "@web/components/client-link";
import { ListToolbar } from "@web/components/list-toolbar";
import { PageHeader } from "@web/components/page-header";
import { SearchInput } from "@web/components/search-input";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { searchFromUrl, useSearchFromUrl } from "@web/lib/use-search-from-url";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import type { FirstData } from "@web/lib/first-data";
import { prefetchWorkspaceMembers } from "@web/lib/workspaces";
import { getPipelineQueryOptions, usePipeline, type BoardFilters } from "./api/get-pipeline";
import { listColumnClientsQueryOptions } from "./api/list-column-clients";
import { OwnerFilter } from "./owner-filter";
import { PipelineBoard } from "./pipeline-board";
import { ownerFromUrl, useOwnerFromUrl } from "./use-owner-from-url";

/**
 * What the page shows first (src/web/lib/first-data.ts): the columns' figures and first cards, with
 * the address's search and owner, and the members the cards and the owner filter name.
 */
export const pipelineFirstData: FirstData = (queryClient, search) => {
  const filters: BoardFilters = { q: searchFromUrl(search), owner: ownerFromUrl(search) };
  return Promise.all([
    queryClient.prefetchQuery(getPipelineQueryOptions(filters)),
    ...CLIENT_STATUSES.map((status) => queryClient.prefetchInfiniteQuery(listColumnClientsQueryOptions(filters, status))),
    prefetchWorkspaceMembers(queryClient),
  ]);
};

/**
 * docs/product.md "Pipeline": the team's clients by status, moved from column to column; a card
 * opens its client's page (docs/product.md "The client page").
 */
export function PipelinePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchFromUrl();
  const [owner, setOwner] = useOwnerFromUrl();
  const q = useDebouncedValue(search);
  const filters = { q, owner };
  const pipeline = usePipeline(filters);
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title={t("nav.pipeline")} />
      <ListToolbar>
        <SearchInput label={t("pipeline.searchLabel")} placeholder={t("clients.searchPlaceholder")} value={search} onChange={setSearch} />
        <OwnerFilter owner={owner} onChange={setOwner} />
      </ListToolbar>
      {pipeline.isError && (
        <div role="alert" className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">
            {t("pipeline.loadFailed")}: {apiErrorMessage(pipeline.error, t)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void pipeline.refetch()}>
            {t("pipeline.retry")}
          </Button>
        </div>
      )}
      <PipelineBoard filters={filters} pipeline={pipeline.data} onOpen={(client) => void navigate(clientPath(client.id))} />
    </>
  );
}
