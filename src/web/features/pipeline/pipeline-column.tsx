import { useContext, useId } from "react";
import type { Client } from "@shared/clients/client.schema";
import type { ClientStatus } from "@shared/clients/client-status";
import type { PipelineColumn as ColumnFigures } from "@shared/pipeline/pipeline.schema";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { apiErrorMessage } from "@web/lib/api-client";
import { cn } from "@web/lib/cn";
import { formatInteger } from "@web/lib/format";
import { useWorkspaceMoney } from "@web/lib/money";
import { useLoadMore } from "@web/lib/use-load-more";
import type { BoardFilters } from "./api/get-pipeline";
import { useColumnClients } from "./api/list-column-clients";
import { DragBindingsContext, type ColumnDrop } from "./drag-bindings";
import { PipelineCard } from "./pipeline-card";

interface PipelineColumnProps {
  status: ClientStatus;
  filters: BoardFilters;
  /** Its count and value; undefined until the board's figures arrive. */
  figures: ColumnFigures | undefined;
  ownerNameOf: (client: Client) => string;
  onOpen: (client: Client) => void;
  /** The card to focus once it shows in this column, after a move by keyboard. */
  focusCardId: string | undefined;
  onFocusTaken: () => void;
}

/**
 * One status of the board: its name, how many clients it holds and what their paid orders
 * are worth, and its cards, newest first, a page at a time as the column is scrolled (or its
 * "Load more" pressed).
 */
export function PipelineColumn(props: PipelineColumnProps) {
  const { Column } = useContext(DragBindingsContext);
  return <Column status={props.status}>{(drop) => <ColumnElement {...props} drop={drop} />}</Column>;
}

function ColumnElement({
  status,
  filters,
  figures,
  ownerNameOf,
  onOpen,
  focusCardId,
  onFocusTaken,
  drop,
}: PipelineColumnProps & { drop: ColumnDrop | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useWorkspaceMoney();
  const headingId = useId();
  const clients = useColumnClients(filters, status);
  const canLoadMore = clients.hasNextPage && !clients.isFetchingNextPage && !clients.isPlaceholderData;
  const loadMoreRef = useLoadMore<HTMLButtonElement>(() => void clients.fetchNextPage(), canLoadMore);
  const cards = clients.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section
      ref={drop?.setNodeRef}
      aria-labelledby={headingId}
      aria-busy={clients.isPending || clients.isPlaceholderData || undefined}
      data-status={status}
      className={cn(
        "flex h-full w-[min(17rem,calc(100vw-4rem))] shrink-0 snap-start flex-col rounded-lg border bg-muted/50 transition-colors",
        drop?.isOver && "border-primary bg-accent",
      )}
    >
      <header className="border-b px-3 py-2.5">
        <h2 id={headingId} className="text-sm font-semibold">
          {t(`clients.status.${status}`)}
        </h2>
        <p className="mt-0.5 flex flex-wrap justify-between gap-x-2 text-xs text-muted-foreground">
          <span data-testid="column-count">
            {figures ? t("clients.count", { count: figures.count, formatted: formatInteger(figures.count, language) }) : "\u00a0"}
          </span>
          <span data-testid="column-value" className="font-medium text-foreground">
            {figures ? money.format(figures.value) : ""}
          </span>
        </p>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {clients.isPending ? (
          <p role="status" className="p-2 text-sm text-muted-foreground">
            {t("clients.loading")}
          </p>
        ) : clients.isError ? (
          <div role="alert" className="space-y-2 p-2 text-sm">
            <p className="text-destructive">
              {t("pipeline.column.loadFailed")}: {apiErrorMessage(clients.error, t)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void clients.refetch()}>
              {t("pipeline.retry")}
            </Button>
          </div>
        ) : cards.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">{t("pipeline.column.empty")}</p>
        ) : (
          <ul className="space-y-2">
            {cards.map((client) => (
              <li key={client.id}>
                <PipelineCard
                  client={client}
                  ownerName={ownerNameOf(client)}
                  onOpen={onOpen}
                  takesFocus={focusCardId === client.id}
                  onFocusTaken={onFocusTaken}
                />
              </li>
            ))}
          </ul>
        )}
        {clients.hasNextPage && (
          <Button
            ref={loadMoreRef}
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            // Not disabled while a page loads: a disabled button would drop the keyboard's focus.
            aria-disabled={!canLoadMore || undefined}
            onClick={() => canLoadMore && void clients.fetchNextPage()}
          >
            {clients.isFetchingNextPage ? t("common.loadingMore") : t("pipeline.column.loadMore")}
          </Button>
        )}
      </div>
    </section>
  );
}
