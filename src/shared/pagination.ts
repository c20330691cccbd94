/** One page of a list, and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
  /** How many rows match the filters, counted up to 10,000 (1,000 for a search) on the first page; null on later pages. */
  total: number | null;
  /** More rows match than `total`, where the count stopped: "10,000+" (or "1,000+" for a search). */
  total_capped: boolean;
}
