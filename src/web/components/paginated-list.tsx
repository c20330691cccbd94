import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Page } from "@shared/pagination";
import { Card } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import { apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { useLoadMore } from "@web/lib/use-load-more";
import { useLanguage } from "@web/i18n/use-language";

interface PaginatedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  loadingText: string;
  loadFailedText: string;
  /** Shown when the list is empty: the empty state, or "no matches" while filtering. */
  emptyText: string;
  /**
   * "1,234 clients": how many records the list's filters match. `formatted` is the count in
   * the interface language, with a "+" where the server stopped counting ("10,000+"). A list
   * that is not counted (the whole activity) has none.
   */
  countText?: (count: number, formatted: string) => string;
  children: (rows: T[]) => ReactNode;
}

/**
 * A server-paginated list in a card: its loading, error and empty states, and
 * the next page fetched when the end of the list scrolls into view.
 */
export function PaginatedList<T>({ query, loadingText, loadFailedText, emptyText, countText, children }: PaginatedListProps<T>) {
  const { t } = useTranslation();
  const language = useLanguage();
  // While a new sort or filter loads, the previous rows stay in view (placeholder data), dimmed, and load no more.
  const replacing = query.isPlaceholderData;
  const loadMoreRef = useLoadMore<HTMLDivElement>(
    () => void query.fetchNextPage(),
    query.hasNextPage && !query.isFetchingNextPage && !replacing,
  );
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <p className="p-8 text-center text-muted-foreground" role="status">
        {loadingText}
      </p>
    );
  } else if (query.isError) {
    content = (
      <p className="p-8 text-center text-destructive" role="alert">
        {loadFailedText}: {apiErrorMessage(query.error, t)}
      </p>
    );
  } else if (rows.length === 0) {
    content = <p className="p-8 text-center text-muted-foreground">{emptyText}</p>;
  } else {
    content = (
      <>
        {total != null && countText && (
          <p className="border-b px-4 py-2.5 text-sm text-muted-foreground sm:px-3" data-testid="record-count">
            {countText(total, `${formatInteger(total, language)}${firstPage?.total_capped ? "+" : ""}`)}
          </p>
        )}
        {children(rows)}
        {/* The sentinel that loads the next page takes no room until a page is loading. */}
        <div ref={loadMoreRef} className={query.isFetchingNextPage ? "p-3 text-center text-sm text-muted-foreground" : "h-px"}>
          {query.isFetchingNextPage && t("common.loadingMore")}
        </div>
      </>
    );
  }
  return (
    <Card aria-busy={replacing || undefined} className={replacing ? "opacity-60 transition-opacity" : undefined}>
      {content}
    </Card>
  );
}
