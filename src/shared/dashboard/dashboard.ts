/** GET /api/v1/dashboard (docs/product.md "Dashboard", docs/decisions.md 64). */

/** What the recent-activity list can show; `details` carries what each kind needs. */
export const ACTIVITY_KINDS = [
  "client.created",
  "client.updated",
  "client.deleted",
  "client.restored",
  "inventory.created",
  "inventory.updated",
  "inventory.deleted",
  "inventory.restored",
  "order.created",
  "order.updated",
  "order.status_changed",
  "order.deleted",
  "order.restored",
  "outreach.generated",
  "meeting.scheduled",
  /** details: from, to (ISO 4217 codes) and the workspace's name. */
  "workspace.currency_changed",
  /** The client page's (docs/product.md "The client page"); details: the client's name, and the task's title or the email's subject. */
  "note.added",
  "task.created",
  "task.completed",
  "email.sent",
  "email.drafted",
  /** A CSV or xlsx import ran (docs/product.md "Import and export"); details: import_kind, file_name, created, updated, skipped. */
  "import.completed",
  /**
   * Quotes and invoices (docs/product.md "Quotes and invoices"); details: number (the document's),
   * order_number, client_name, total; a credit note also invoice_number; a mail `to`.
   */
  "invoice.issued",
  "credit_note.issued",
  "invoice.sent",
  "quote.sent",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const TREND_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 10;
