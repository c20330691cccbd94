import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Client } from "@shared/clients/client.schema";
import type { InventoryItem } from "@shared/inventory/inventory-item.schema";
import type { Order } from "@shared/orders/order.schema";
import type { Page } from "@shared/pagination";
import { apiRequest } from "@web/lib/api-client";
import { QUERY_ROOTS } from "@web/lib/query-keys";

/** How many records of each kind the palette shows for a search. */
export const PALETTE_RESULTS_PER_KIND = 5;

export interface PaletteRecords {
  /** The search these records answer. */
  query: string;
  clients: Client[];
  items: InventoryItem[];
  orders: Order[];
}

const NOTHING: PaletteRecords = { query: "", clients: [], items: [], orders: [] };

/**
 * The clients (name, company, email), items (name) and orders (number, client) matching `q`,
 * through the lists' own searches, the three at once, newest first: the lists' own order, which
 * their indexes answer at once, where sorting a common name's thousands of matches by name took
 * 70 ms at 100,000 clients (`npm run bench`, part `list-scale`). A search overtaken by the next keystroke is
 * cancelled (its signal); the last results stay shown until the next ones are in. Kept 10 s, under
 * the clients' key, so that a change to a client the stream reports refreshes them.
 */
export function usePaletteSearch(q: string, { clientsOnly = false } = {}) {
  const query = q.trim();
  return useQuery({
    queryKey: [...QUERY_ROOTS.clients, "palette", { query, clientsOnly }],
    queryFn: async ({ signal }): Promise<PaletteRecords> => {
      // The palette shows no totals: the lists skip counting the matches (up to 1,000), most of a common word's time.
      const page = { q: query, limit: PALETTE_RESULTS_PER_KIND, count: "false" };
      const [clients, items, orders] = await Promise.all([
        apiRequest<Page<Client>>("/clients", { query: page, signal }),
        clientsOnly ? undefined : apiRequest<Page<InventoryItem>>("/inventory", { query: page, signal }),
        clientsOnly ? undefined : apiRequest<Page<Order>>("/orders", { query: page, signal }),
      ]);
      return { query, clients: clients.items, items: items?.items ?? [], orders: orders?.items ?? [] };
    },
    // The newest clients when choosing the one a new task is for, before anything is typed; no search for an empty box otherwise.
    enabled: query !== "" || clientsOnly,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * The records to show for what is typed: those found, or, while the next search is on its way, those
 * of a shorter search that `typed` continues ("zep" while "zephyr" is searched), which mostly still
 * match; never those of another search, which Enter would open by mistake.
 */
export function paletteRecordsFor(data: PaletteRecords | undefined, typed: string): PaletteRecords {
  if (!data) return NOTHING;
  return typed.trim().toLocaleLowerCase().startsWith(data.query.toLocaleLowerCase()) ? data : NOTHING;
}
