/** One page of a list, and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
  /** How many rows match the filters, on the first page; null on later pages. */
  total: number | null;
}
