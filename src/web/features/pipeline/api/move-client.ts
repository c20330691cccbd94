import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import type { ClientStatus } from "@shared/clients/client-status";
import type { Page } from "@shared/pagination";
import type { Pipeline } from "@shared/pipeline/pipeline.schema";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";
import { columnQueryKey, columnsQueryKey } from "./list-column-clients";
import { pipelineQueryKey, type BoardFilters } from "./get-pipeline";

export interface ClientMove {
  client: Client;
  to: ClientStatus;
  /** The board's filters, whose columns show the move at once. */
  filters: BoardFilters;
}

export const moveClient = ({ client, to }: ClientMove) =>
  apiRequest<Client>(`/clients/${client.id}`, { method: "PATCH", body: { status: to } });

type Column = InfiniteData<Page<Client>, string | undefined>;

/** The column without the client. */
function without(column: Column | undefined, clientId: string): Column | undefined {
  if (!column) return column;
  return { ...column, pages: column.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== clientId) })) };
}

/**
 * The column with the client where its list (newest first) would hold it among the cards
 * loaded; after them when it belongs further down, so that the card stays in view.
 */
function withClient(column: Column | undefined, client: Client): Column | undefined {
  if (!column || column.pages.length === 0) return column;
  const pages = column.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const page of pages) {
    const index = page.items.findIndex((item) => item.created_at < client.created_at);
    if (index !== -1) {
      page.items.splice(index, 0, client);
      return { ...column, pages };
    }
  }
  pages.at(-1)!.items.push(client);
  return { ...column, pages };
}

/** The counts with one client moved from a column to another; the values wait for the server's. */
function withMovedCount(pipeline: Pipeline | undefined, from: ClientStatus, to: ClientStatus): Pipeline | undefined {
  if (!pipeline) return pipeline;
  const change = (status: ClientStatus) => (status === from ? -1 : status === to ? 1 : 0);
  return { columns: pipeline.columns.map((column) => ({ ...column, count: Math.max(0, column.count + change(column.status)) })) };
}

/**
 * Moves a client to another column at once, before the server answers (docs/product.md
 * "Pipeline"): the card leaves its column and joins the other, the counts follow. If the
 * server refuses, every column is put back as it was; either way the board is then fetched
 * again, with the values the server computes.
 */
export function useMoveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveClient,
    onMutate: async ({ client, to, filters }) => {
      // A fetch under way would overwrite the move with what it read before.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: columnsQueryKey }),
        queryClient.cancelQueries({ queryKey: pipelineQueryKey(filters) }),
      ]);
      const before: [QueryKey, unknown][] = [
        ...queryClient.getQueriesData({ queryKey: columnsQueryKey }),
        [pipelineQueryKey(filters), queryClient.getQueryData(pipelineQueryKey(filters))],
      ];
      const moved: Client = { ...client, status: to, updated_at: new Date().toISOString() };
      // Out of every column that shows it, whatever their filters; into the other column of the board in view.
      queryClient.setQueriesData<Column>({ queryKey: columnsQueryKey }, (column) => without(column, client.id));
      queryClient.setQueryData<Column>(columnQueryKey(filters, to), (column) => withClient(column, moved));
      queryClient.setQueryData<Pipeline>(pipelineQueryKey(filters), (pipeline) => withMovedCount(pipeline, client.status, to));
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    // The clients' other screens, the orders (which name clients) and the figures, as any change of a client.
    // Not awaited: the refusal's message shows at once, not once the board has been fetched again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.clients });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard });
    },
  });
}
