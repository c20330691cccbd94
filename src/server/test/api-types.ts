// Generated from GET /api/v1/openapi.json by src/server/http/api-client.test.ts: do not edit.
export interface paths {
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the service and its database answer */
    get: operations["getHealth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/capabilities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What this server is set up to do: deliver mail, require confirmed addresses */
    get: operations["getCapabilities"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invitations/{token}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What an invitation link is for: the workspace, who invites, the address and the role; no session needed */
    get: operations["previewInvitation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/calendar/{token}.ics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The feed a calendar app subscribes to, no session needed: the open tasks with a due date assigned to the feed's member in its workspace, as iCalendar (RFC 5545): a day's task all day, a timed one for 30 minutes, in UTC */
    get: operations["readCalendarFeed"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/clients": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's clients, newest first, or by date or name either way */
    get: operations["listClients"];
    put?: never;
    /** Add a client */
    post: operations["createClient"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/clients/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One client */
    get: operations["getClient"];
    put?: never;
    post?: never;
    /** Delete a client (its orders are kept, without a client) */
    delete: operations["deleteClient"];
    options?: never;
    head?: never;
    /** Change any subset of a client's fields */
    patch: operations["updateClient"];
    trace?: never;
  };
  "/api/v1/clients/{id}/summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a client has bought, in the workspace currency: the paid orders' total, the confirmed and delivered orders' total, and the number of its orders */
    get: operations["getClientSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/clients/{id}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restore a client deleted in the last 10 minutes, as it was, with the orders that named it */
    post: operations["restoreClient"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/clients/{id}/timeline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's timeline, newest first, 25 entries a page: created, status changes, orders and their status changes, notes (as they are now), tasks created and done, emails sent or drafted, meetings scheduled; each with who did it */
    get: operations["listTimeline"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/clients/{id}/notes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client's notes, newest first, each with its author */
    get: operations["listNotes"];
    put?: never;
    /** Add a note on a client: plain text of 1 to 10000 characters, line breaks kept; it appears on the client's timeline */
    post: operations["createNote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/notes/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a note (its author, an admin or the owner); it leaves the client's timeline */
    delete: operations["deleteNote"];
    options?: never;
    head?: never;
    /** Change a note's text (its author, an admin or the owner); `updated_at` then says when it was edited */
    patch: operations["updateNote"];
    trace?: never;
  };
  "/api/v1/tasks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's tasks, by due date (those without one last), then due time, then when they were added; filtered by assignee, client, due date in the caller's time zone, done or open */
    get: operations["listTasks"];
    put?: never;
    /** Add a task, about a client of the workspace or none, for a member (the caller when absent), with a due date and optionally a due time on it; recorded on the client's timeline */
    post: operations["createTask"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/tasks/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a task, any member */
    delete: operations["deleteTask"];
    options?: never;
    head?: never;
    /** Change any of a task's fields, any member: clearing `due_date` clears `due_at`, a new `due_date` without `due_at` drops the time; `done: true` checks it off (recorded on the client's timeline), `done: false` opens it again */
    patch: operations["updateTask"];
    trace?: never;
  };
  "/api/v1/clients/{id}/emails": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The emails written to a client, sent and drafts, newest first */
    get: operations["listClientEmails"];
    put?: never;
    /** Write an email to a client: `send: true` sends it now through the server's SMTP (From MAIL_FROM, Reply-To the user, to the client's address, the text exactly as written, no HTML; 10 a minute per user) and answers once the mail server has accepted it; `send: false` keeps it as a draft. Either appears on the client's timeline. A subject is one line of up to 200 characters, a body up to 20000 */
    post: operations["createClientEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/calendar-feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the caller has a calendar feed of their tasks in the workspace, and when it was made and last read (never its URL) */
    get: operations["getCalendarFeed"];
    put?: never;
    post?: never;
    /** End the caller's calendar feed in the workspace: its URL stops working (nothing to end answers the same) */
    delete: operations["deleteCalendarFeed"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/calendar-feed/rotate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new calendar feed URL for the caller in the workspace, shown this once; the previous one stops working. It ends unread for 90 days, or with a password change, a sign-out everywhere, or the membership */
    post: operations["rotateCalendarFeed"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/inventory": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's inventory items, newest first, or by name, stock or price */
    get: operations["listInventoryItems"];
    put?: never;
    /**
     * Add an item
     * @description `unit_price` may have as many decimals as the workspace's currency has (`validation.priceDecimals`); `tax_rate_id`, the rate a new order line of the item takes, is one of the workspace's rates on offer (an archived one is `validation.taxRateArchived`; another workspace's answers 404, as a missing one)
     */
    post: operations["createInventoryItem"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/inventory/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item */
    get: operations["getInventoryItem"];
    put?: never;
    post?: never;
    /** Delete an item (past order lines keep its name and price) */
    delete: operations["deleteInventoryItem"];
    options?: never;
    head?: never;
    /**
     * Change any subset of an item's fields
     * @description `unit_price` may have as many decimals as the workspace's currency has (`validation.priceDecimals`); `tax_rate_id`, the rate a new order line of the item takes, is one of the workspace's rates on offer (an archived one is `validation.taxRateArchived`; another workspace's answers 404, as a missing one)
     */
    patch: operations["updateInventoryItem"];
    trace?: never;
  };
  "/api/v1/inventory/{id}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restore an item deleted in the last 10 minutes, with the stock it had and the order lines that named it; its default tax rate comes back while it is on offer */
    post: operations["restoreInventoryItem"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/tax-rates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's tax rates, for every member: those on offer first, then the archived ones, each by name */
    get: operations["listTaxRates"];
    put?: never;
    /** Add a tax rate on offer (an admin or the owner): a name and a percent from 0 to 100; 50 on offer at most */
    post: operations["createTaxRate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/tax-rates/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a tax rate that no order line uses (an admin or the owner); its items lose it as their default */
    delete: operations["deleteTaxRate"];
    options?: never;
    head?: never;
    /** Rename a tax rate or change its percent (order lines saved with it keep theirs), archive it (`archived: true`: no longer offered, and no item's default any more) or bring it back (`archived: false`): an admin or the owner */
    patch: operations["updateTaxRate"];
    trace?: never;
  };
  "/api/v1/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's orders, newest first or by date, total or status, each with its number, its client's name and its amounts */
    get: operations["listOrders"];
    put?: never;
    /** Create an order (status created, holding no stock) with the workspace's next number; names, prices and tax rates are copied from the items and rates */
    post: operations["createOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/orders/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order with its lines */
    get: operations["getOrder"];
    put?: never;
    post?: never;
    /** Delete an order, putting back the stock it held; an invoiced order cannot be deleted (cancel it instead) */
    delete: operations["deleteOrder"];
    options?: never;
    head?: never;
    /** Change the status, the lines (the whole new set: lines with an id are updated, without one added, left out deleted), or both, moving stock accordingly */
    patch: operations["updateOrder"];
    trace?: never;
  };
  "/api/v1/orders/{id}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restore an order deleted in the last 10 minutes, with its lines, taking again the stock it held */
    post: operations["restoreOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invoices/{id}.pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invoice or credit note as PDF, as issued; an invoice whose order is paid says so */
    get: operations["getInvoicePdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/orders/{id}/invoice": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue the order's invoice: a confirmed, delivered or paid order without one in force. It takes the next number of the workspace for its year (INV-2026-0001, gapless), is dated today in `tz`, due after the workspace's payment terms, written in the client's preferred language (else the caller's), and keeps everything it prints: it never changes. Cancelling the order then issues its credit note */
    post: operations["issueInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invoices": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's invoices and credit notes, newest first */
    get: operations["listInvoices"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invoices/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice or credit note with everything it prints */
    get: operations["getInvoice"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/orders/{id}/quote.pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's quote as PDF, as the order stands now: dated today in `tz`, valid 30 days, in the client's preferred language (else the caller's) */
    get: operations["getQuotePdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invoices/{id}/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email the invoice or credit note to its client, the PDF attached, with a short message in the document's language: From MAIL_FROM, Reply-To the caller. Recorded in the activity and the client's timeline */
    post: operations["sendInvoice"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/orders/{id}/quote/send": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email the order's quote, as the order stands now, to its client, the PDF attached; recorded as an invoice's sending is */
    post: operations["sendQuote"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/dashboard": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's live figures, their trends and the latest activity; or the caller's own, with owner=me */
    get: operations["getDashboard"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/activity": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything done in the workspace, newest first, outreach emails included, each with who did it */
    get: operations["listActivity"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reports/revenue-by-month": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sales (delivered and paid orders) of each month of the range, in the given time zone */
    get: operations["getRevenueByMonth"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reports/orders-by-status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many orders were placed in the range, and their totals, by status */
    get: operations["getOrdersByStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reports/top-clients": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 10 clients with the most sales in the range */
    get: operations["getTopClients"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reports/top-items": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 10 items sold in the largest quantities in the range (lines of delivered and paid orders) */
    get: operations["getTopItems"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reports/funnel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The clients added in the range, by the status they have now */
    get: operations["getFunnel"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reports/revenue-by-owner": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sales of the range by the member who owns the client */
    get: operations["getRevenueByOwner"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/reports/sales": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sales of the range: their total, count and average, by client and by owner */
    get: operations["getSalesSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/pipeline": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The board's columns: for each client status, how many clients and the value of their paid orders
     * @description The cards of a column are GET /clients with its `status` and the same `q` and `owner`, a page at a time; each column's `count` is the number of clients that list holds.
     */
    get: operations["getPipeline"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/meetings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An iCalendar invitation to a meeting with one of the user's clients, recorded in the activity */
    post: operations["scheduleMeeting"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/functions/generate-outreach-email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write a cold outreach email to one of the user's clients in the interface language: by the AI, or from a template (usedFallback) when the AI is not configured, unreachable, slow (15 s), failing or answers nonsense */
    post: operations["generateOutreachEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/functions/ai-healthcheck": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Test the AI with a tiny completion; `debug` adds the key's length and the start of its SHA-256 */
    post: operations["checkAiHealth"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/signature": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's email signature, appended to the emails Connect writes (empty strings until set) */
    get: operations["getSignature"];
    /** Replace the user's email signature: name, title, company and phone, each one line, empty to leave out */
    put: operations["saveSignature"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's API keys, newest first (never the keys themselves) */
    get: operations["listApiKeys"];
    put?: never;
    /** Create an API key; the answer is the only time the key is shown */
    post: operations["createApiKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/api-keys/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key: it stops working at once */
    delete: operations["revokeApiKey"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's active sessions, most recently used first; `current` marks this one */
    get: operations["listSessions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sessions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign one session out (the current one included) */
    delete: operations["revokeSession"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/sessions/revoke-others": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign every other session out */
    post: operations["revokeOtherSessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/workspaces": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspaces the user belongs to, in the order they joined them; `active` marks the one this request works in. An API key sees its own alone */
    get: operations["listWorkspaces"];
    put?: never;
    /** Make a workspace, owned by its creator; a session works in it from its next request (an API key stays in its own). An account owns 20 at most */
    post: operations["createWorkspace"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/workspaces/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A workspace the user belongs to, with their role in it */
    get: operations["getWorkspace"];
    put?: never;
    post?: never;
    /** Delete a workspace with everything it holds (the owner only); its members' sessions move to another of theirs */
    delete: operations["deleteWorkspace"];
    options?: never;
    head?: never;
    /** Change a workspace's name, currency (ISO 4217; amounts are relabelled, not converted, and the activity records it) or whether its prices include tax (orders made afterwards): an admin or the owner */
    patch: operations["updateWorkspace"];
    trace?: never;
  };
  "/api/v1/workspaces/{id}/logo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's logo, as uploaded */
    get: operations["getWorkspaceLogo"];
    /** Make an image the logo printed on the workspace's quotes and invoices: the file's bytes as the body (application/octet-stream), a PNG or JPEG (known by its content) of 500 KB at most; an admin or the owner. Invoices issued before keep the logo they were issued with */
    put: operations["putWorkspaceLogo"];
    post?: never;
    /** Print no logo on the documents made from now on (an admin or the owner); issued invoices keep theirs */
    delete: operations["deleteWorkspaceLogo"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/workspaces/{id}/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The members of a workspace the user belongs to: the owner first, then by name */
    get: operations["listWorkspaceMembers"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/workspaces/{id}/activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Work in this workspace: the session's next requests act on it, and its open event streams close to reopen there */
    post: operations["activateWorkspace"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/workspaces/{id}/members/{user_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a member (an admin or the owner), or leave (one's own id): their clients go to the owner, their keys for it are revoked */
    delete: operations["removeWorkspaceMember"];
    options?: never;
    head?: never;
    /** Change a member's role (an admin or the owner); `owner` hands the workspace over (the owner only), who becomes an admin */
    patch: operations["updateWorkspaceMember"];
    trace?: never;
  };
  "/api/v1/workspaces/{id}/invitations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's pending invitations, oldest first (an admin or the owner) */
    get: operations["listWorkspaceInvitations"];
    put?: never;
    /** Invite an address as an admin or a member (an admin or the owner): a link valid 7 days, mailed in the inviter's language when mail is set up */
    post: operations["createWorkspaceInvitation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/workspaces/{id}/invitations/{invitation_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a pending invitation (an admin or the owner): its link stops working */
    delete: operations["revokeWorkspaceInvitation"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/invitations/{token}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation as the signed-in user, whose address must be the invited one: they join, and the session moves to the workspace */
    post: operations["acceptInvitation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live updates: a Server-Sent Events stream of the changes to the records of the session's workspace
     * @description Each committed change to the workspace's clients, inventory items or orders, made by any member on any instance, is an event named `change` whose data is `{entity, action, id}`: `entity` is `client`, `inventory` or `order`, `action` `created`, `updated` or `deleted`, and `id` null when one change touched more than 100 records (refresh all of that entity). A comment line is sent every 25 s. Missed events are not replayed (`Last-Event-ID` is accepted and ignored): after reconnecting, refetch what you show. The stream closes when its session ends or expires, when the session moves to another workspace, or when its reader falls 64 KB behind.
     */
    get: operations["openEventStream"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/imports": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace's imports of the last 7 days, newest first: those still running, and the reports of the others */
    get: operations["listImports"];
    put?: never;
    /** Upload a CSV (comma, semicolon or tab separated; UTF-8 or Windows-1252) or an xlsx file (its first sheet) to import clients or inventory items, as the request body (application/octet-stream), at most 10 MB, 50000 rows and 200 columns. The answer previews the first rows and guesses the mapping; nothing is imported yet */
    post: operations["uploadImport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/imports/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An import: its preview, then its progress while it runs, then its report */
    get: operations["getImport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Read a CSV file again in another encoding, when the detected one shows the wrong letters */
    patch: operations["updateImport"];
    trace?: never;
  };
  "/api/v1/imports/{id}/run": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Import the file's rows with the mapping given. Each row is checked by the same rules as the forms; rows matching an existing record (a client by email, an item by name) are skipped or update it, as asked. The import runs on the server in batches of 250 rows: read its progress and report with getImport */
    post: operations["runImport"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/clients.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every client the clients list shows with the same filters, in its order, as CSV */
    get: operations["exportClients"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/inventory.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every item the inventory list shows with the same filters, in its order, as CSV */
    get: operations["exportInventory"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/orders.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every order the orders list shows with the same filters, in its order, as CSV: a row per line, with the order's amounts */
    get: operations["exportOrders"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/exports/workspace": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download everything the workspace holds as one JSON file (an admin or the owner): its settings, members, tax rates, clients, inventory, orders with their lines, notes, tasks, emails to clients, activity and order numbering. Never a password, key or token */
    get: operations["exportWorkspace"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/workspaces/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make a new workspace, owned by the caller, holding everything a workspace file (exportWorkspace's) holds, each record with its id, in one go: all of it, or nothing. The file's members do not join it; every person it names becomes the caller. At most 50 MB. The session stays in its workspace: activate the new one to work in it */
    post: operations["importWorkspace"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/export": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the signed-in user's personal data as one JSON file: the account, its devices, API keys (never the keys) and signature, and in each workspace they belong to, its name, their role and what they wrote, own or did there */
    get: operations["exportAccount"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-up/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account with an email address and a password, and sign it in (unless addresses must be confirmed first) */
    post: operations["signUpEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-in/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with an email address and a password */
    post: operations["signInEmail"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session; without one, only the cookies are cleared */
    post: operations["signOut"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/get-session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session and its user, or null without a valid one */
    get: operations["getSession"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Health: {
      /** @enum {string} */
      status: "ok" | "unavailable";
      /** @enum {string} */
      db: "ok" | "unreachable";
    };
    Capabilities: {
      email_delivery: boolean;
      email_verification_required: boolean;
    };
    InvitationPreview: {
      workspace_name: string;
      inviter_name: string;
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
      /** Format: date-time */
      expires_at: string;
    };
    Error: {
      error: {
        /** @enum {string} */
        code:
          | "VALIDATION"
          | "UNAUTHENTICATED"
          | "FORBIDDEN"
          | "NOT_FOUND"
          | "CONFLICT"
          | "CLIENT_HAS_NO_EMAIL"
          | "PAYLOAD_TOO_LARGE"
          | "UNSUPPORTED_MEDIA_TYPE"
          | "RATE_LIMIT"
          | "INTERNAL"
          | "AUTH_FAILED"
          | "PAYMENT_REQUIRED"
          | "MAIL_SEND_FAILED"
          | "UNAVAILABLE"
          | "MAIL_NOT_CONFIGURED";
        message: string;
        fields?: {
          [key: string]: string;
        };
        details?: {
          [key: string]: string | number | null;
        };
      };
    };
    ClientPage: {
      items: components["schemas"]["Client"][];
      next_cursor: string | null;
      /** @description How many rows match the filters, counted on the first page (no cursor) up to 10000 (1000 with a search `q`); null on later pages */
      total: number | null;
      /** @description More rows match than `total`, where the count stopped: screens show "10,000+" (or "1,000+") */
      total_capped: boolean;
    };
    Client: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string | null;
      phone: string | null;
      company: string | null;
      position: string | null;
      linkedin_url: string | null;
      /** @enum {string} */
      status: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
      owner_id: string;
      /** @description The billing address, its lines separated by line breaks */
      address: string | null;
      tax_id: string | null;
      /**
       * @description The language of the client's documents; null: the workspace's
       * @enum {string|null}
       */
      preferred_language: "en" | "fr" | "de" | "es" | "pt" | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    NewClient: {
      name: string;
      email?: string;
      phone?: string;
      company?: string;
      position?: string;
      linkedin_url?: string;
      /**
       * @default uncontacted
       * @enum {string}
       */
      status?: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
      owner_id?: string;
      address?: string | null;
      tax_id?: string | null;
      /** @enum {string|null} */
      preferred_language?: "" | "en" | "fr" | "de" | "es" | "pt" | null;
    };
    ClientSummary: {
      /** @description The sum of the client's paid orders' totals */
      lifetime_revenue: number;
      /** @description The sum of the client's confirmed and delivered orders' totals: sold, not paid yet */
      open_amount: number;
      /** @description All the client's orders, whatever their status */
      orders_count: number;
    };
    ClientPatch: {
      name?: string;
      email?: string;
      phone?: string;
      company?: string;
      position?: string;
      linkedin_url?: string;
      /** @enum {string} */
      status?: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
      address?: string | null;
      tax_id?: string | null;
      /** @enum {string|null} */
      preferred_language?: "" | "en" | "fr" | "de" | "es" | "pt" | null;
      owner_id?: string;
    };
    TimelinePage: {
      items: components["schemas"]["TimelineEntry"][];
      next_cursor: string | null;
    };
    TimelineEntry: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind:
        | "client.created"
        | "client.status_changed"
        | "order.created"
        | "order.status_changed"
        | "note.added"
        | "task.created"
        | "task.completed"
        | "email.sent"
        | "email.drafted"
        | "meeting.scheduled"
        | "invoice.issued"
        | "credit_note.issued"
        | "invoice.sent"
        | "quote.sent";
      /** Format: date-time */
      created_at: string;
      actor_id: string | null;
      actor_name: string | null;
      from:
        | ("uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost")
        | ("created" | "confirmed" | "delivered" | "paid" | "cancelled")
        | null;
      to:
        | ("uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost")
        | ("created" | "confirmed" | "delivered" | "paid" | "cancelled")
        | null;
      order: {
        /** Format: uuid */
        id: string;
        number: number | null;
      } | null;
      task: {
        /** Format: uuid */
        id: string;
        title: string;
      } | null;
      invoice: {
        /** Format: uuid */
        id: string;
        number: string;
      } | null;
      sent_to: string | null;
      /** Format: date-time */
      starts_at: string | null;
      note: {
        /** Format: uuid */
        id: string;
        /** Format: uuid */
        client_id: string;
        body: string;
        author_id: string | null;
        author_name: string | null;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
      } | null;
      email: {
        /** Format: uuid */
        id: string;
        /** Format: uuid */
        client_id: string;
        /** @enum {string} */
        state: "sent" | "draft";
        to: string | null;
        subject: string;
        body: string;
        author_id: string | null;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        sent_at: string | null;
      } | null;
    };
    NoteList: {
      items: components["schemas"]["Note"][];
    };
    Note: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      client_id: string;
      body: string;
      author_id: string | null;
      author_name: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    NewNote: {
      body: string;
    };
    NotePatch: {
      body: string;
    };
    TaskPage: {
      items: components["schemas"]["Task"][];
      next_cursor: string | null;
    };
    Task: {
      /** Format: uuid */
      id: string;
      title: string;
      /** Format: uuid */
      client_id: string | null;
      client_name: string | null;
      /** Format: date */
      due_date: string | null;
      /** Format: date-time */
      due_at: string | null;
      assignee_id: string | null;
      done: boolean;
      /** Format: date-time */
      done_at: string | null;
      created_by: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    NewTask: {
      title: string;
      /** Format: uuid */
      client_id?: string | null;
      /** Format: date */
      due_date?: string | null;
      /** Format: date-time */
      due_at?: string | null;
      assignee_id?: string;
      done?: boolean;
    };
    TaskPatch: {
      title?: string;
      /** Format: date */
      due_date?: string | null;
      /** Format: date-time */
      due_at?: string | null;
      assignee_id?: string;
      done?: boolean;
    };
    ClientEmailList: {
      items: components["schemas"]["ClientEmail"][];
    };
    ClientEmail: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      client_id: string;
      /** @enum {string} */
      state: "sent" | "draft";
      to: string | null;
      subject: string;
      body: string;
      author_id: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      sent_at: string | null;
    };
    NewClientEmail: {
      subject: string;
      body: string;
      send: boolean;
    };
    CalendarFeed: {
      active: boolean;
      /** Format: date-time */
      created_at: string | null;
      /** Format: date-time */
      last_used_at: string | null;
      /** Format: date-time */
      expires_at: string | null;
    };
    NewCalendarFeed: {
      active: boolean;
      /** Format: date-time */
      created_at: string | null;
      /** Format: date-time */
      last_used_at: string | null;
      /** Format: date-time */
      expires_at: string | null;
      /** Format: uri */
      url: string;
    };
    InventoryItemPage: {
      items: components["schemas"]["InventoryItem"][];
      next_cursor: string | null;
      /** @description How many rows match the filters, counted on the first page (no cursor) up to 10000 (1000 with a search `q`); null on later pages */
      total: number | null;
      /** @description More rows match than `total`, where the count stopped: screens show "10,000+" (or "1,000+") */
      total_capped: boolean;
    };
    InventoryItem: {
      /** Format: uuid */
      id: string;
      item_name: string;
      quantity: number;
      unit_price: number;
      low_stock_threshold: number | null;
      /** Format: uuid */
      tax_rate_id: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    NewInventoryItem: {
      item_name: string;
      /** @default 0 */
      quantity?: number;
      /** @default 0 */
      unit_price?: number;
      /** @default null */
      low_stock_threshold?: number | null;
      /**
       * Format: uuid
       * @default null
       */
      tax_rate_id?: string | null;
    };
    InventoryItemPatch: {
      item_name?: string;
      quantity?: number;
      unit_price?: number;
      low_stock_threshold?: number | null;
      /** Format: uuid */
      tax_rate_id?: string | null;
    };
    TaxRateList: {
      items: components["schemas"]["TaxRate"][];
    };
    TaxRate: {
      /** Format: uuid */
      id: string;
      name: string;
      rate: number;
      archived: boolean;
      in_use: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    NewTaxRate: {
      name: string;
      rate: number;
    };
    TaxRatePatch: {
      name?: string;
      rate?: number;
      archived?: boolean;
    };
    OrderPage: {
      items: components["schemas"]["Order"][];
      next_cursor: string | null;
      /** @description How many rows match the filters, counted on the first page (no cursor) up to 10000 (1000 with a search `q`); null on later pages */
      total: number | null;
      /** @description More rows match than `total`, where the count stopped: screens show "10,000+" (or "1,000+") */
      total_capped: boolean;
    };
    Order: {
      /** Format: uuid */
      id: string;
      number: number;
      /** Format: uuid */
      client_id: string | null;
      client_name: string | null;
      /** @enum {string} */
      status: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
      prices_include_tax: boolean;
      subtotal_net: number;
      tax_total: number;
      taxes: {
        name: string;
        rate: number;
        base: number;
        amount: number;
      }[];
      total_price: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    OrderDetail: {
      /** Format: uuid */
      id: string;
      number: number;
      /** Format: uuid */
      client_id: string | null;
      client_name: string | null;
      /** @enum {string} */
      status: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
      prices_include_tax: boolean;
      subtotal_net: number;
      tax_total: number;
      taxes: {
        name: string;
        rate: number;
        base: number;
        amount: number;
      }[];
      total_price: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      lines: {
        /** Format: uuid */
        id: string;
        /** Format: uuid */
        inventory_item_id: string | null;
        item_name: string;
        quantity: number;
        unit_price: number;
        subtotal: number;
        /** Format: uuid */
        tax_rate_id: string | null;
        tax_name: string | null;
        tax_rate: number | null;
      }[];
    };
    NewOrder: {
      /** Format: uuid */
      client_id?: string | null;
      lines: {
        /** Format: uuid */
        inventory_item_id: string;
        quantity: number;
        /**
         * Format: uuid
         * @description A tax rate of the workspace (GET /tax-rates); left out: the item's default rate, or the line's current tax; null: no tax
         */
        tax_rate_id?: string | null;
      }[];
    };
    OrderConflict: {
      error: {
        /** @enum {string} */
        code: "CONFLICT";
        message: string;
        fields?: {
          [key: string]: string;
        };
        details:
          | {
              /** @enum {string} */
              reason: "insufficient_stock";
              /** Format: uuid */
              item_id: string;
              item_name: string;
              available: number;
              requested: number;
            }
          | {
              /** @enum {string} */
              reason: "order_locked";
              /** @enum {string} */
              status: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
            }
          | {
              /** @enum {string} */
              reason: "order_changed";
              /** Format: date-time */
              updated_at: string;
            }
          | {
              /** @enum {string} */
              reason: "order_invoiced";
            };
      };
    };
    OrderPatch: {
      /** @enum {string} */
      status?: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
      lines?: {
        /** Format: uuid */
        id?: string;
        /** Format: uuid */
        inventory_item_id: string | null;
        quantity: number;
        /**
         * Format: uuid
         * @description A tax rate of the workspace (GET /tax-rates); left out: the item's default rate, or the line's current tax; null: no tax
         */
        tax_rate_id?: string | null;
      }[];
      /**
       * Format: date-time
       * @description Precondition: the updated_at of the version this change was made on; when the order has a newer one, nothing changes and the answer is a 409 (details.reason order_changed)
       */
      expected_updated_at?: string;
    };
    InvoiceDetail: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: "invoice" | "credit_note";
      number: string;
      /** Format: uuid */
      order_id: string;
      order_number: number;
      /** Format: uuid */
      client_id: string | null;
      client_name: string | null;
      /** Format: date */
      issue_date: string;
      /** Format: date */
      due_date: string | null;
      currency: string;
      subtotal_net: number;
      tax_total: number;
      total: number;
      /** @enum {string} */
      status: "unpaid" | "overdue" | "paid" | "credited" | "issued";
      /** Format: uuid */
      related_id: string | null;
      related_number: string | null;
      /** Format: date-time */
      sent_at: string | null;
      /** Format: date-time */
      created_at: string;
      document: {
        /** @enum {string} */
        language: "en" | "fr" | "de" | "es" | "pt";
        currency: string;
        order_number: number;
        prices_include_tax: boolean;
        seller: {
          name: string;
          address: string;
          tax_id: string;
          email: string;
          phone: string;
          payment_instructions: string;
          footer: string;
          logo_id: string | null;
        };
        buyer: {
          name: string | null;
          company: string | null;
          address: string | null;
          tax_id: string | null;
          email: string | null;
        };
        lines: {
          name: string;
          quantity: number;
          unit_price: number;
          tax_name: string | null;
          tax_rate: number | null;
          amount: number;
        }[];
        taxes: {
          name: string;
          rate: number;
          base: number;
          amount: number;
        }[];
        subtotal_net: number;
        tax_total: number;
        total: number;
      };
    };
    InvoiceConflict: {
      error: {
        /** @enum {string} */
        code: "CONFLICT";
        message: string;
        fields?: {
          [key: string]: string;
        };
        details: {
          /** @enum {string} */
          reason: "order_not_invoiceable" | "order_already_invoiced" | "order_invoiced";
        };
      };
    };
    InvoicePage: {
      items: components["schemas"]["Invoice"][];
      next_cursor: string | null;
      /** @description How many rows match the filters, counted on the first page (no cursor) up to 10000 (1000 with a search `q`); null on later pages */
      total: number | null;
      /** @description More rows match than `total`, where the count stopped: screens show "10,000+" (or "1,000+") */
      total_capped: boolean;
    };
    Invoice: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: "invoice" | "credit_note";
      number: string;
      /** Format: uuid */
      order_id: string;
      order_number: number;
      /** Format: uuid */
      client_id: string | null;
      client_name: string | null;
      /** Format: date */
      issue_date: string;
      /** Format: date */
      due_date: string | null;
      currency: string;
      subtotal_net: number;
      tax_total: number;
      total: number;
      /** @enum {string} */
      status: "unpaid" | "overdue" | "paid" | "credited" | "issued";
      /** Format: uuid */
      related_id: string | null;
      related_number: string | null;
      /** Format: date-time */
      sent_at: string | null;
      /** Format: date-time */
      created_at: string;
    };
    DocumentSent: {
      to: string;
      /** Format: date-time */
      sent_at: string;
    };
    Dashboard: {
      total_clients: number;
      /** @description Clients whose status is interested or negotiation */
      active_deals: number;
      /** @description The sum of the paid orders' totals */
      revenue: number;
      /** @description closed_won / (closed_won + closed_lost), from 0 to 1; null with no closed deal */
      conversion: number | null;
      trends: {
        /** @description Percentage change of the clients added, last 30 days against the 30 before (12.5 is +12.5 %); null with nothing to compare */
        total_clients: number | null;
        /** @description Percentage change of the clients moved to interested or negotiation (and still there), last 30 days against the 30 before (12.5 is +12.5 %); null with nothing to compare */
        active_deals: number | null;
        /** @description Percentage change of the paid orders' totals, by the day they were paid, last 30 days against the 30 before (12.5 is +12.5 %); null with nothing to compare */
        revenue: number | null;
        /** @description Percentage change of the conversion of the deals closed in each period, last 30 days against the 30 before (12.5 is +12.5 %); null with nothing to compare */
        conversion: number | null;
      };
      /** @description Inventory items whose quantity is at or below their low_stock_threshold */
      low_stock_items: number;
      /** @description The 10 latest entries, newest first */
      recent_activity: {
        /** Format: uuid */
        id: string;
        /** @enum {string} */
        kind:
          | "client.created"
          | "client.updated"
          | "client.deleted"
          | "client.restored"
          | "inventory.created"
          | "inventory.updated"
          | "inventory.deleted"
          | "inventory.restored"
          | "order.created"
          | "order.updated"
          | "order.status_changed"
          | "order.deleted"
          | "order.restored"
          | "outreach.generated"
          | "meeting.scheduled"
          | "workspace.currency_changed"
          | "note.added"
          | "task.created"
          | "task.completed"
          | "email.sent"
          | "email.drafted"
          | "import.completed"
          | "invoice.issued"
          | "credit_note.issued"
          | "invoice.sent"
          | "quote.sent";
        /**
         * Format: uuid
         * @description The client, item or order concerned; it may have been deleted since
         */
        entity_id: string | null;
        /**
         * Format: uuid
         * @description The client the entry concerns (itself, or the one its order, meeting, note, task or email is about); null when none, or once deleted
         */
        client_id: string | null;
        /** @description The subject as it was then: a name, or an order number such as "#42" */
        summary: string;
        /** @description client.updated: status; order.*: number, client_name, total; order.status_changed: also from, to; outreach.generated: used_fallback; meeting.scheduled: client_id, starts_at, duration_minutes; workspace.currency_changed: from, to (ISO 4217 codes), name (the workspace's); note.added, task.created, task.completed, email.sent, email.drafted: name (the client's), and title (tasks) or subject (emails) */
        details: {
          [key: string]: string | number | boolean | null;
        };
        created_at: string;
        /** @description The member who did it; null once their account is deleted */
        actor: {
          id: string;
          name: string;
        } | null;
      }[];
    };
    ActivityPage: {
      items: components["schemas"]["ActivityEntry"][];
      next_cursor: string | null;
      /** @description How many rows match the filters, counted on the first page (no cursor) up to 10000 (1000 with a search `q`); null on later pages */
      total: number | null;
      /** @description More rows match than `total`, where the count stopped: screens show "10,000+" (or "1,000+") */
      total_capped: boolean;
    };
    ActivityEntry: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind:
        | "client.created"
        | "client.updated"
        | "client.deleted"
        | "client.restored"
        | "inventory.created"
        | "inventory.updated"
        | "inventory.deleted"
        | "inventory.restored"
        | "order.created"
        | "order.updated"
        | "order.status_changed"
        | "order.deleted"
        | "order.restored"
        | "outreach.generated"
        | "meeting.scheduled"
        | "workspace.currency_changed"
        | "note.added"
        | "task.created"
        | "task.completed"
        | "email.sent"
        | "email.drafted"
        | "import.completed"
        | "invoice.issued"
        | "credit_note.issued"
        | "invoice.sent"
        | "quote.sent";
      /**
       * Format: uuid
       * @description The client, item or order concerned; it may have been deleted since
       */
      entity_id: string | null;
      /**
       * Format: uuid
       * @description The client the entry concerns (itself, or the one its order, meeting, note, task or email is about); null when none, or once deleted
       */
      client_id: string | null;
      /** @description The subject as it was then: a name, or an order number such as "#42" */
      summary: string;
      /** @description client.updated: status; order.*: number, client_name, total; order.status_changed: also from, to; outreach.generated: used_fallback; meeting.scheduled: client_id, starts_at, duration_minutes; workspace.currency_changed: from, to (ISO 4217 codes), name (the workspace's); note.added, task.created, task.completed, email.sent, email.drafted: name (the client's), and title (tasks) or subject (emails) */
      details: {
        [key: string]: string | number | boolean | null;
      };
      created_at: string;
      /** @description The member who did it; null once their account is deleted */
      actor: {
        id: string;
        name: string;
      } | null;
    };
    RevenueByMonth: {
      /** @description Every month of the range, oldest first, months without a sale included */
      months: {
        /** @description The month in the report's time zone, as YYYY-MM */
        month: string;
        /** @description The month's sales, tax included, in the workspace's currency */
        revenue: number;
        /** @description How many sales */
        orders: number;
      }[];
    };
    OrdersByStatus: {
      /** @description Every order status in the order of the lifecycle, the orders placed in the range */
      statuses: {
        /** @enum {string} */
        status: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
        count: number;
        /** @description Their totals, tax included, in the workspace's currency */
        total: number;
      }[];
    };
    TopClients: {
      /** @description The 10 clients with the most sales in the range, the best first */
      clients: {
        /**
         * Format: uuid
         * @description Null for the sales without a client (or whose client was deleted)
         */
        client_id: string | null;
        name: string | null;
        company: string | null;
        /** @description Their sales, tax included, in the workspace's currency */
        revenue: number;
        orders: number;
      }[];
    };
    TopItems: {
      /** @description The 10 items sold in the largest quantities in the range */
      items: {
        /**
         * Format: uuid
         * @description Null once the item was deleted: the lines keep its name
         */
        inventory_item_id: string | null;
        /** @description The item's name as the latest line sold it */
        name: string;
        quantity: number;
        /** @description The lines' amounts (quantity × unit price, as the orders priced them) */
        revenue: number;
      }[];
    };
    Funnel: {
      /** @description The clients added in the range, by the status they have now, every status in the pipeline's order */
      stages: {
        /** @enum {string} */
        status: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
        count: number;
      }[];
    };
    RevenueByOwner: {
      /** @description Every owner with a sale in the range, the best first */
      owners: {
        /** @description The member who owns the order's client; null for the sales without a client */
        owner_id: string | null;
        /** @description Their name; null without a client, or once their account is deleted */
        name: string | null;
        /** @description Their sales, tax included, in the workspace's currency */
        revenue: number;
        orders: number;
      }[];
    };
    SalesSummary: {
      /** @description The sales' total, tax included, in the workspace's currency */
      revenue: number;
      /** @description How many sales */
      orders: number;
      /** @description The average sale, tax included; null without a sale */
      average: number | null;
      /** @description The clients, the best first, at most 1000 */
      by_client: {
        /**
         * Format: uuid
         * @description Null for the sales without a client (or whose client was deleted)
         */
        client_id: string | null;
        name: string | null;
        company: string | null;
        /** @description Their sales, tax included, in the workspace's currency */
        revenue: number;
        orders: number;
      }[];
      /** @description More than 1000 clients bought in the range */
      by_client_truncated: boolean;
      /** @description The owners of the clients, the best first */
      by_owner: {
        /** @description The member who owns the order's client; null for the sales without a client */
        owner_id: string | null;
        /** @description Their name; null without a client, or once their account is deleted */
        name: string | null;
        /** @description Their sales, tax included, in the workspace's currency */
        revenue: number;
        orders: number;
      }[];
    };
    Pipeline: {
      /** @description Every client status, in the pipeline's order */
      columns: {
        /** @enum {string} */
        status: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
        /** @description How many clients of this status match the filters */
        count: number;
        /** @description The sum of the totals of those clients' paid orders, tax included, in the workspace's currency */
        value: number;
      }[];
    };
    MeetingRequest: {
      /** Format: uuid */
      client_id: string;
      /** Format: date-time */
      starts_at: string;
      /** @enum {number} */
      duration_minutes: 15;
      note?: string;
    };
    OutreachEmail: {
      subject: string;
      body: string;
      usedFallback: boolean;
      /** @enum {string|null} */
      fallbackReason: "not_configured" | "unavailable" | null;
    };
    AiRateLimited: {
      error: {
        /** @enum {string} */
        code: "RATE_LIMIT";
        message: string;
        fields?: {
          [key: string]: string;
        };
        details: {
          /** @enum {string} */
          reason:
            | "not_configured"
            | "credentials_refused"
            | "payment_required"
            | "rate_limited"
            | "too_many_requests"
            | "unreachable"
            | "timeout"
            | "server_error"
            | "request_refused"
            | "invalid_response";
          retry_after_seconds?: number;
        };
      };
    };
    AiRefused: {
      error: {
        /** @enum {string} */
        code: "AUTH_FAILED" | "PAYMENT_REQUIRED";
        message: string;
        fields?: {
          [key: string]: string;
        };
        details: {
          /** @enum {string} */
          reason:
            | "not_configured"
            | "credentials_refused"
            | "payment_required"
            | "rate_limited"
            | "too_many_requests"
            | "unreachable"
            | "timeout"
            | "server_error"
            | "request_refused"
            | "invalid_response";
          retry_after_seconds?: number;
        };
      };
    };
    OutreachEmailRequest: {
      /** Format: uuid */
      clientId: string;
      /** @description What to present to the client, 1 to 2000 characters once trimmed */
      featureDescription: string;
      /** @description The interface language: en, fr, de, es or pt (a region such as fr-CA is ignored); any other is English */
      userLanguage?: string;
    };
    AiHealth: {
      /** @enum {string} */
      status: "ok";
      diagnostics?: {
        keyLength: number;
        keyHashPrefix: string;
      };
    };
    AiOffline: {
      error: {
        /** @enum {string} */
        code: "AUTH_FAILED" | "PAYMENT_REQUIRED";
        message: string;
        fields?: {
          [key: string]: string;
        };
        details: {
          /** @enum {string} */
          reason:
            | "not_configured"
            | "credentials_refused"
            | "payment_required"
            | "rate_limited"
            | "too_many_requests"
            | "unreachable"
            | "timeout"
            | "server_error"
            | "request_refused"
            | "invalid_response";
          retry_after_seconds?: number;
        };
      };
    };
    AiUnavailable: {
      error: {
        /** @enum {string} */
        code: "UNAVAILABLE";
        message: string;
        fields?: {
          [key: string]: string;
        };
        details: {
          /** @enum {string} */
          reason:
            | "not_configured"
            | "credentials_refused"
            | "payment_required"
            | "rate_limited"
            | "too_many_requests"
            | "unreachable"
            | "timeout"
            | "server_error"
            | "request_refused"
            | "invalid_response";
          retry_after_seconds?: number;
        };
      };
    };
    AiHealthCheckRequest: {
      debug?: boolean;
    };
    EmailSignature: {
      name: string;
      title: string;
      company: string;
      phone: string;
    };
    EmailSignatureInput: {
      name: string;
      title: string;
      company: string;
      phone: string;
    };
    ApiKeyList: {
      items: components["schemas"]["ApiKey"][];
    };
    ApiKey: {
      /** Format: uuid */
      id: string;
      name: string;
      prefix: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      last_used_at: string | null;
      /** Format: date-time */
      expires_at: string | null;
    };
    CreatedApiKey: {
      /** Format: uuid */
      id: string;
      name: string;
      prefix: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      last_used_at: string | null;
      /** Format: date-time */
      expires_at: string | null;
      key: string;
    };
    NewApiKey: {
      name: string;
      /** Format: date-time */
      expires_at?: string | null;
    };
    SessionList: {
      items: components["schemas"]["Session"][];
    };
    Session: {
      id: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** Format: date-time */
      expires_at: string;
      ip_address: string | null;
      user_agent: string | null;
      current: boolean;
    };
    RevokedSessions: {
      revoked: number;
    };
    WorkspaceList: {
      items: components["schemas"]["WorkspaceSummary"][];
    };
    WorkspaceSummary: {
      /** Format: uuid */
      id: string;
      name: string;
      currency: string;
      prices_include_tax: boolean;
      /** @enum {string} */
      role: "owner" | "admin" | "member";
      active: boolean;
    };
    Workspace: {
      /** Format: uuid */
      id: string;
      name: string;
      currency: string;
      prices_include_tax: boolean;
      /** @enum {string} */
      role: "owner" | "admin" | "member";
      business_name: string;
      business_address: string;
      business_tax_id: string;
      business_email: string;
      business_phone: string;
      payment_instructions: string;
      payment_terms_days: number;
      business_footer: string;
      logo_url: string | null;
    };
    NewWorkspace: {
      name: string;
      /** @default USD */
      currency?: string;
    };
    WorkspacePatch: {
      name?: string;
      currency?: string;
      prices_include_tax?: boolean;
      business_name?: string;
      business_address?: string;
      business_tax_id?: string;
      business_email?: string;
      business_phone?: string;
      payment_instructions?: string;
      payment_terms_days?: number;
      business_footer?: string;
    };
    WorkspaceMemberList: {
      items: components["schemas"]["WorkspaceMember"][];
    };
    WorkspaceMember: {
      user_id: string;
      name: string;
      email: string;
      /** @enum {string} */
      role: "owner" | "admin" | "member";
      /** Format: date-time */
      joined_at: string;
    };
    WorkspaceMemberPatch: {
      /** @enum {string} */
      role: "owner" | "admin" | "member";
    };
    InvitationList: {
      items: components["schemas"]["Invitation"][];
    };
    Invitation: {
      /** Format: uuid */
      id: string;
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
      invited_by: string;
      /** Format: date-time */
      expires_at: string;
    };
    CreatedInvitation: components["schemas"]["Invitation"] & {
      /** @description The link to give the invitee; shown once */
      url: string;
    };
    NewInvitation: {
      /** Format: email */
      email: string;
      /** @enum {string} */
      role: "admin" | "member";
    };
    ImportList: {
      items: components["schemas"]["Import"][];
    };
    Import: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: "clients" | "inventory";
      file_name: string;
      /** @enum {string} */
      status: "ready" | "running" | "done" | "failed";
      /** @enum {string} */
      format: "csv" | "xlsx";
      /** @enum {string|null} */
      encoding: "utf-8" | "windows-1252" | null;
      separator: string | null;
      headers: string[];
      preview: string[][];
      rows: number;
      guessed_mapping: {
        [key: string]: number | null;
      };
      /** @enum {string|null} */
      guessed_number_format: "dot" | "comma" | null;
      progress: {
        processed: number;
        total: number;
      };
      report: {
        created: number;
        updated: number;
        skipped: number;
        errors: {
          line: number;
          field: string | null;
          /** @description A translation key of the web app, e.g. validation.invalidEmail or imports.reasons.duplicateInFile */
          reason: string;
          value: string | null;
          duplicate_of: number | null;
        }[];
      } | null;
      failure: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      finished_at: string | null;
    };
    ImportPatch: {
      /** @enum {string} */
      encoding: "utf-8" | "windows-1252";
    };
    ImportRun: {
      /** @description Precondition: the columns of the file uploaded, by their index, for each field (`{"name": 0, "email": 2}`); absent, the guessed mapping */
      mapping?: {
        [key: string]: number | null;
      };
      /**
       * @default skip
       * @enum {string}
       */
      duplicates?: "skip" | "update";
      /** @default false */
      all_or_nothing?: boolean;
      /** @enum {string} */
      number_format: "dot" | "comma";
    };
    WorkspaceFile: {
      /** @enum {string} */
      format: "clientele-workspace";
      /** @enum {number} */
      version: 1;
      /** Format: date-time */
      exported_at: string;
      workspace: {
        /** Format: uuid */
        id: string;
        name: string;
        currency: string;
        prices_include_tax: boolean;
      };
      members: {
        id: string;
        email: string;
        name: string;
        /** @enum {string} */
        role: "owner" | "admin" | "member";
      }[];
      tax_rates: {
        /** Format: uuid */
        id: string;
        name: string;
        rate: number;
        /** Format: date-time */
        archived_at: string | null;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
      }[];
      clients: {
        /** Format: uuid */
        id: string;
        owner_id: string;
        name: string;
        email: string | null;
        phone: string | null;
        company: string | null;
        position: string | null;
        linkedin_url: string | null;
        /** @enum {string} */
        status: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
        address: string | null;
        tax_id: string | null;
        /** @enum {string|null} */
        preferred_language: "" | "en" | "fr" | "de" | "es" | "pt" | null;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
      }[];
      inventory_items: {
        /** Format: uuid */
        id: string;
        created_by: string | null;
        item_name: string;
        quantity: number;
        unit_price: number;
        low_stock_threshold: number | null;
        /** Format: uuid */
        tax_rate_id: string | null;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
      }[];
      orders: {
        /** Format: uuid */
        id: string;
        number: number;
        created_by: string | null;
        /** Format: uuid */
        client_id: string | null;
        /** @enum {string} */
        status: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
        prices_include_tax: boolean;
        subtotal_net: number;
        tax_total: number;
        taxes: {
          name: string;
          rate: number;
          base: number;
          amount: number;
        }[];
        total_price: number;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
        lines: {
          /** Format: uuid */
          id: string;
          line_number: number;
          /** Format: uuid */
          inventory_item_id: string | null;
          item_name: string;
          quantity: number;
          unit_price: number;
          /** Format: uuid */
          tax_rate_id: string | null;
          tax_name: string | null;
          tax_rate: number | null;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
        }[];
      }[];
      notes: {
        /** Format: uuid */
        id: string;
        /** Format: uuid */
        client_id: string;
        author_id: string | null;
        body: string;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
      }[];
      tasks: {
        /** Format: uuid */
        id: string;
        /** Format: uuid */
        client_id: string | null;
        title: string;
        /** Format: date */
        due_date: string | null;
        /** Format: date-time */
        due_at: string | null;
        assignee_id: string | null;
        created_by: string | null;
        /** Format: date-time */
        done_at: string | null;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
      }[];
      client_emails: {
        /** Format: uuid */
        id: string;
        /** Format: uuid */
        client_id: string;
        author_id: string | null;
        /** @enum {string} */
        state: "sent" | "draft";
        to_address: string | null;
        subject: string;
        body: string;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        sent_at: string | null;
      }[];
      activity: {
        /** Format: uuid */
        id: string;
        actor_id: string | null;
        /** @enum {string} */
        kind:
          | "client.created"
          | "client.updated"
          | "client.deleted"
          | "client.restored"
          | "inventory.created"
          | "inventory.updated"
          | "inventory.deleted"
          | "inventory.restored"
          | "order.created"
          | "order.updated"
          | "order.status_changed"
          | "order.deleted"
          | "order.restored"
          | "outreach.generated"
          | "meeting.scheduled"
          | "workspace.currency_changed"
          | "note.added"
          | "task.created"
          | "task.completed"
          | "email.sent"
          | "email.drafted"
          | "import.completed"
          | "invoice.issued"
          | "credit_note.issued"
          | "invoice.sent"
          | "quote.sent";
        /** Format: uuid */
        entity_id: string | null;
        /** Format: uuid */
        client_id: string | null;
        details: unknown;
        /** Format: date-time */
        created_at: string;
      }[];
      number_series: {
        /** @enum {string} */
        series: "order";
        last_number: number;
      }[];
    };
    ImportedWorkspace: {
      workspace: {
        /** Format: uuid */
        id: string;
        name: string;
      };
    };
    WorkspaceFileUpload: {
      /** @enum {string} */
      format: "clientele-workspace";
      /** @enum {number} */
      version: 1;
    } & {
      [key: string]: unknown;
    };
    AccountFile: {
      /** @enum {string} */
      format: "clientele-account";
      /** @enum {number} */
      version: 1;
      /** Format: date-time */
      exported_at: string;
      account: {
        id: string;
        name: string;
        email: string;
        email_verified: boolean;
        image: string | null;
        sign_in_methods: string[];
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
      };
      email_signature: {
        name: string;
        title: string;
        company: string;
        phone: string;
        /** Format: date-time */
        updated_at: string;
      } | null;
      sessions: {
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
        /** Format: date-time */
        expires_at: string;
        ip_address: string | null;
        user_agent: string | null;
      }[];
      api_keys: {
        name: string;
        /** Format: uuid */
        workspace_id: string;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        last_used_at: string | null;
        /** Format: date-time */
        expires_at: string | null;
      }[];
      workspaces: {
        /** Format: uuid */
        id: string;
        name: string;
        /** @enum {string} */
        role: "owner" | "admin" | "member";
        /** Format: date-time */
        joined_at: string;
        calendar_feed: {
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          last_used_at: string | null;
          /** Format: date-time */
          expires_at: string;
        } | null;
        clients_owned: {
          /** Format: uuid */
          id: string;
          name: string;
        }[];
        notes: {
          /** Format: uuid */
          id: string;
          /** Format: uuid */
          client_id: string;
          body: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
        }[];
        client_emails: {
          /** Format: uuid */
          id: string;
          /** Format: uuid */
          client_id: string;
          /** @enum {string} */
          state: "sent" | "draft";
          to_address: string | null;
          subject: string;
          body: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          sent_at: string | null;
        }[];
        tasks: {
          /** Format: uuid */
          id: string;
          /** Format: uuid */
          client_id: string | null;
          title: string;
          /** Format: date */
          due_date: string | null;
          /** Format: date-time */
          due_at: string | null;
          /** Format: date-time */
          done_at: string | null;
          assigned_to_me: boolean;
          created_by_me: boolean;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
        }[];
        activity: {
          /** Format: uuid */
          id: string;
          /** @enum {string} */
          kind:
            | "client.created"
            | "client.updated"
            | "client.deleted"
            | "client.restored"
            | "inventory.created"
            | "inventory.updated"
            | "inventory.deleted"
            | "inventory.restored"
            | "order.created"
            | "order.updated"
            | "order.status_changed"
            | "order.deleted"
            | "order.restored"
            | "outreach.generated"
            | "meeting.scheduled"
            | "workspace.currency_changed"
            | "note.added"
            | "task.created"
            | "task.completed"
            | "email.sent"
            | "email.drafted"
            | "import.completed"
            | "invoice.issued"
            | "credit_note.issued"
            | "invoice.sent"
            | "quote.sent";
          /** Format: uuid */
          entity_id: string | null;
          /** Format: uuid */
          client_id: string | null;
          details: {
            [key: string]: string | number | boolean | null;
          };
          /** Format: date-time */
          created_at: string;
        }[];
      }[];
    };
    SignUpAnswer: {
      user: components["schemas"]["AuthUser"];
    };
    AuthUser: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
      emailVerified: boolean;
      image: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    AuthError: {
      code: string;
      message: string;
      fields?: {
        [key: string]: string;
      };
      error: {
        /** @description better-auth's code (INVALID_EMAIL_OR_PASSWORD…) or the API's (VALIDATION, RATE_LIMIT…) */
        code: string;
        message: string;
        fields?: {
          [key: string]: string;
        };
        details?: {
          [key: string]: string | number | null;
        };
      };
    };
    SignUpRequest: {
      /** Format: email */
      email: string;
      /** @description At least 3 of: 8 characters or more, lower- and upper-case letters, a digit, another character */
      password: string;
      name: string;
      /** @description Where a confirmation link leads: a path of the app */
      callbackURL?: string;
    };
    SignInAnswer: {
      redirect: boolean;
      url?: string;
      user: components["schemas"]["AuthUser"];
    };
    SignInRequest: {
      /** Format: email */
      email: string;
      password: string;
      /** @description false: the cookie ends with the browser session (default true) */
      rememberMe?: boolean;
    };
    SignOutAnswer: {
      success: boolean;
    };
    SessionAnswer: {
      session: components["schemas"]["AuthSession"];
      user: components["schemas"]["AuthUser"];
    } | null;
    AuthSession: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      userId: string;
      /** Format: date-time */
      expiresAt: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      ipAddress: string | null;
      userAgent: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service is healthy */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
      /** @description The database is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Health"];
        };
      };
    };
  };
  getCapabilities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The capabilities */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Capabilities"];
        };
      };
    };
  };
  previewInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invitation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvitationPreview"];
        };
      };
      /** @description Not a token */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such invitation: `details.reason` is `invitation_invalid`, `invitation_used`, `invitation_revoked` or `invitation_expired` */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description More than 30 invitation links looked up or accepted from this address in a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  readCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The token of the URL POST /calendar-feed/rotate answered */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The calendar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": string;
        };
      };
      /** @description A value is invalid (`error.fields` names it), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No working feed has this token: unknown, replaced, deleted, expired or ended, all alike */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description More than 30 unknown feed tokens tried from this address in a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listClients: {
    parameters: {
      query?: {
        /** @description Searches name, email and company */
        q?: string;
        status?: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
        /** @description Only the clients of this member: `me`, or a member's user id */
        owner?: string;
        /** @description created_at, name: ascending; with a leading `-`, descending. Default -created_at */
        sort?: "created_at" | "-created_at" | "name" | "-name";
        /** @description Rows per page, 1 to 200 */
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
        /** @description false: the first page is not counted (`total` null), for a quick lookup such as the command palette */
        count?: "true" | "false";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of clients */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ClientPage"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewClient"];
      };
    };
    responses: {
      /** @description The new client */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Client"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Client"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ClientPatch"];
      };
    };
    responses: {
      /** @description The updated client */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Client"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getClientSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client's figures */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ClientSummary"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  restoreClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The restored client */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Client"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client of the user's deleted in the last 10 minutes and not restored since with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listTimeline: {
    parameters: {
      query?: {
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the timeline */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TimelinePage"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client's notes, all of them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NoteList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewNote"];
      };
    };
    responses: {
      /** @description The new note */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Note"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Another member's note: only its author, an admin or the owner changes or deletes it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No note in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NotePatch"];
      };
    };
    responses: {
      /** @description The note */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Note"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Another member's note: only its author, an admin or the owner changes or deletes it */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No note in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listTasks: {
    parameters: {
      query?: {
        /** @description Only the tasks of this member: `me`, or a member's user id */
        assignee?: string;
        /** @description Only the tasks about this client of the workspace (`validation.clientNotFound` for any other) */
        client_id?: string;
        /** @description Only the tasks any of these say, comma-separated, by days in `tz`: `overdue` (open, and its time has passed, or without a time its day is before today), `today` (due today), `week` (due today or in the 6 days after) */
        due?: string;
        /** @description Only the tasks done (`true`) or still open (`false`) */
        done?: "true" | "false";
        /** @description The caller's IANA time zone, e.g. Europe/Paris, whose today `due` counts from; UTC when absent */
        tz?: string;
        /** @description Rows per page, 1 to 200 */
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of tasks; `next_cursor` fetches the next */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TaskPage"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createTask: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewTask"];
      };
    };
    responses: {
      /** @description The new task */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No task in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TaskPatch"];
      };
    };
    responses: {
      /** @description The task */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Task"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No task in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listClientEmails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The client's emails, all of them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ClientEmailList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createClientEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewClientEmail"];
      };
    };
    responses: {
      /** @description The email, sent (`state: sent`, `to`, `sent_at`) or kept as a draft */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ClientEmail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `CLIENT_HAS_NO_EMAIL`: the client has no email address to send to; nothing was sent */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `RATE_LIMIT`: the user sent 10 emails this minute already; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until sending is possible again */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `MAIL_SEND_FAILED`: the mail server could not be reached, was too slow or refused it; nothing was sent or kept */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `MAIL_NOT_CONFIGURED`: the server has no SMTP (SMTP_URL and MAIL_FROM) to send with; a draft can still be kept */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed's state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CalendarFeed"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description An API key: only a signed-in session manages calendar feeds */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No feed any more */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description An API key: only a signed-in session manages calendar feeds */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  rotateCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed, with its URL */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NewCalendarFeed"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description An API key: only a signed-in session manages calendar feeds */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listInventoryItems: {
    parameters: {
      query?: {
        /** @description Searches the item name */
        q?: string;
        /** @description true: only the items whose quantity is at or below their low_stock_threshold */
        low_stock?: "true" | "false";
        /** @description created_at, item_name, quantity, unit_price: ascending; with a leading `-`, descending. Default -created_at */
        sort?: "created_at" | "-created_at" | "item_name" | "-item_name" | "quantity" | "-quantity" | "unit_price" | "-unit_price";
        /** @description Rows per page, 1 to 200 */
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
        /** @description false: the first page is not counted (`total` null), for a quick lookup such as the command palette */
        count?: "true" | "false";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of items */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InventoryItemPage"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createInventoryItem: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewInventoryItem"];
      };
    };
    responses: {
      /** @description The new item */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InventoryItem"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No tax rate (`tax_rate_id`) with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getInventoryItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The item */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InventoryItem"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No inventory item with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteInventoryItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No inventory item with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateInventoryItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["InventoryItemPatch"];
      };
    };
    responses: {
      /** @description The updated item */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InventoryItem"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No inventory item, or tax rate (`tax_rate_id`), with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  restoreInventoryItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The restored item */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InventoryItem"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No item of the user's deleted in the last 10 minutes and not restored since with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listTaxRates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tax rates, all of them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TaxRateList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createTaxRate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewTaxRate"];
      };
    };
    responses: {
      /** @description The new tax rate */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TaxRate"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member: only an admin or the owner changes the workspace's tax rates */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `details.reason`: `tax_rate_name_taken` (another rate on offer has the name, whatever the case), `too_many_tax_rates` (50 on offer already) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteTaxRate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member: only an admin or the owner changes the workspace's tax rates */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No tax rate in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description An order line uses the rate (`details.reason`: `tax_rate_in_use`): archive it instead */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateTaxRate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TaxRatePatch"];
      };
    };
    responses: {
      /** @description The tax rate */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TaxRate"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member: only an admin or the owner changes the workspace's tax rates */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No tax rate in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `details.reason`: `tax_rate_name_taken` (another rate on offer has the name, whatever the case), `too_many_tax_rates` (50 on offer already) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listOrders: {
    parameters: {
      query?: {
        /** @description An order number ("42" or "#42") finds that order; other text, the orders whose client's name holds it */
        q?: string;
        /** @description Only orders in this status */
        status?: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
        /** @description Only this client's orders */
        client_id?: string;
        /** @description Only orders created at or after this instant (ISO 8601 with offset) */
        from?: string;
        /** @description Only orders created before this instant (ISO 8601 with offset) */
        to?: string;
        /** @description created_at, total_price, status: ascending; with a leading `-`, descending. Default -created_at */
        sort?: "created_at" | "-created_at" | "total_price" | "-total_price" | "status" | "-status";
        /** @description Rows per page, 1 to 200 */
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
        /** @description false: the first page is not counted (`total` null), for a quick lookup such as the command palette */
        count?: "true" | "false";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of orders */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderPage"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewOrder"];
      };
    };
    responses: {
      /** @description The new order with its lines */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No tax rate named on a line with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No order with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No order with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused, nothing changed: an item has too little stock (`details.reason` insufficient_stock, with the item and the quantity available), the lines of a delivered or paid order were sent (order_locked), the lines of an order with an invoice in force were sent, or an invoiced order was to be deleted (order_invoiced) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderConflict"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateOrder: {
    parameters: {
      query?: {
        /** @description The caller's IANA time zone, e.g. Europe/Paris, whose today a document made now bears; UTC when absent */
        tz?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderPatch"];
      };
    };
    responses: {
      /** @description The updated order; cancelling an invoiced order issues its credit note, dated today in `tz` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No order, or tax rate named on a line, with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused, nothing changed: an item has too little stock (`details.reason` insufficient_stock, with the item and the quantity available), the lines of a delivered or paid order were sent (order_locked), the lines of an order with an invoice in force were sent, or an invoiced order was to be deleted (order_invoiced) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderConflict"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  restoreOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The restored order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderDetail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No order of the user's deleted in the last 10 minutes and not restored since with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Refused, nothing changed: an item has too little stock (`details.reason` insufficient_stock, with the item and the quantity available), the lines of a delivered or paid order were sent (order_locked), the lines of an order with an invoice in force were sent, or an invoiced order was to be deleted (order_invoiced) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderConflict"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getInvoicePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No invoice with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  issueInvoice: {
    parameters: {
      query?: {
        /** @description The caller's IANA time zone, e.g. Europe/Paris, whose today a document made now bears; UTC when absent */
        tz?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvoiceDetail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No order with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The order is not confirmed, delivered or paid (`order_not_invoiceable`), or has an invoice in force (`order_already_invoiced`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvoiceConflict"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listInvoices: {
    parameters: {
      query?: {
        /** @description `invoiced`: invoices not credited; `unpaid`: those whose order is not paid; `overdue`: unpaid past their due date in `tz`; `paid`; `credited`: invoices a credit note cancelled */
        status?: "invoiced" | "unpaid" | "overdue" | "paid" | "credited";
        kind?: "invoice" | "credit_note";
        order_id?: string;
        client_id?: string;
        /** @description Issued on or after this day (YYYY-MM-DD) */
        from?: string;
        /** @description Issued on or before this day (YYYY-MM-DD) */
        to?: string;
        /** @description The caller's IANA time zone, e.g. Europe/Paris, whose today a document made now bears; UTC when absent */
        tz?: string;
        /** @description Rows per page, 1 to 200 */
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of invoices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvoicePage"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getInvoice: {
    parameters: {
      query?: {
        /** @description The caller's IANA time zone, e.g. Europe/Paris, whose today a document made now bears; UTC when absent */
        tz?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvoiceDetail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No invoice with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getQuotePdf: {
    parameters: {
      query?: {
        /** @description The caller's IANA time zone, e.g. Europe/Paris, whose today a document made now bears; UTC when absent */
        tz?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No order with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DocumentSent"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No invoice with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The client has no email address (`CLIENT_HAS_NO_EMAIL`), or the order has no client */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many emails sent by the caller this minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The mail server could not be reached or refused the email (`MAIL_SEND_FAILED`): it was not sent */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No mail server is configured (`MAIL_NOT_CONFIGURED`): set SMTP_URL and MAIL_FROM */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  sendQuote: {
    parameters: {
      query?: {
        /** @description The caller's IANA time zone, e.g. Europe/Paris, whose today a document made now bears; UTC when absent */
        tz?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DocumentSent"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No order with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The client has no email address (`CLIENT_HAS_NO_EMAIL`), or the order has no client */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many emails sent by the caller this minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The mail server could not be reached or refused the email (`MAIL_SEND_FAILED`): it was not sent */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No mail server is configured (`MAIL_NOT_CONFIGURED`): set SMTP_URL and MAIL_FROM */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getDashboard: {
    parameters: {
      query?: {
        /** @description `me`: the figures of the clients the caller owns (their counts, trends and the paid orders of those clients) and the activity of what the caller did; the items low on stock stay the workspace's. Absent: the whole workspace's */
        owner?: "me";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dashboard */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Dashboard"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listActivity: {
    parameters: {
      query?: {
        /** @description Rows per page, 1 to 200 */
        limit?: number;
        /** @description next_cursor of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of activity */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ActivityPage"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getRevenueByMonth: {
    parameters: {
      query: {
        /** @description The range's first instant (ISO 8601 with offset), included */
        from: string;
        /** @description The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from` */
        to: string;
        /** @description The IANA time zone whose months the report counts, e.g. Europe/Paris; UTC when absent */
        tz?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RevenueByMonth"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getOrdersByStatus: {
    parameters: {
      query: {
        /** @description The range's first instant (ISO 8601 with offset), included */
        from: string;
        /** @description The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from` */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrdersByStatus"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getTopClients: {
    parameters: {
      query: {
        /** @description The range's first instant (ISO 8601 with offset), included */
        from: string;
        /** @description The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from` */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TopClients"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getTopItems: {
    parameters: {
      query: {
        /** @description The range's first instant (ISO 8601 with offset), included */
        from: string;
        /** @description The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from` */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TopItems"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getFunnel: {
    parameters: {
      query: {
        /** @description The range's first instant (ISO 8601 with offset), included */
        from: string;
        /** @description The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from` */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Funnel"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getRevenueByOwner: {
    parameters: {
      query: {
        /** @description The range's first instant (ISO 8601 with offset), included */
        from: string;
        /** @description The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from` */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RevenueByOwner"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getSalesSummary: {
    parameters: {
      query: {
        /** @description The range's first instant (ISO 8601 with offset), included */
        from: string;
        /** @description The instant the range ends (ISO 8601 with offset), excluded; at most 5 years after `from` */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SalesSummary"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getPipeline: {
    parameters: {
      query?: {
        /** @description Only the clients whose name, email or company holds this text, as GET /clients searches */
        q?: string;
        /** @description Only the clients of this member: `me`, or a member's user id. Absent: the whole workspace's */
        owner?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The board's columns */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Pipeline"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  scheduleMeeting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MeetingRequest"];
      };
    };
    responses: {
      /** @description The invitation, as a file to download (Content-Disposition: attachment) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/calendar": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  generateOutreachEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OutreachEmailRequest"];
      };
    };
    responses: {
      /** @description The email */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OutreachEmail"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No client with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many AI calls this minute (`details.reason` too_many_requests), or the provider is limiting requests (rate_limited); Retry-After says how long to wait when known */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiRateLimited"];
        };
      };
      /** @description The AI provider refused the configured key (AUTH_FAILED) or asks for payment (PAYMENT_REQUIRED) */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiRefused"];
        };
      };
    };
  };
  checkAiHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AiHealthCheckRequest"];
      };
    };
    responses: {
      /** @description The AI answered */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiHealth"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many AI calls this minute (`details.reason` too_many_requests), or the provider is limiting requests (rate_limited); Retry-After says how long to wait when known */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiRateLimited"];
        };
      };
      /** @description No AI is configured or the provider refused the key (AUTH_FAILED, the web app's "AI Offline"), or the provider asks for payment (PAYMENT_REQUIRED) */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiOffline"];
        };
      };
      /** @description The provider is unreachable, too slow, failing, refuses the request or answers something else (`details.reason`) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AiUnavailable"];
        };
      };
    };
  };
  getSignature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signature */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EmailSignature"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  saveSignature: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EmailSignatureInput"];
      };
    };
    responses: {
      /** @description The saved signature */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EmailSignature"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The keys */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKeyList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: keys are managed from a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewApiKey"];
      };
    };
    responses: {
      /** @description The new key, with `key` in full */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedApiKey"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: keys are managed from a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The user already has the most keys allowed (`details.limit`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: keys are managed from a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No API key with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sessions */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: sessions are managed from a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  revokeSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: sessions are managed from a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  revokeOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many sessions ended */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RevokedSessions"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: sessions are managed from a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listWorkspaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workspaces */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkspaceList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewWorkspace"];
      };
    };
    responses: {
      /** @description The workspace */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The account owns 20 workspaces already (`details.reason`: `too_many_workspaces`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workspace */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description An admin or a member: only the owner deletes the workspace */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkspacePatch"];
      };
    };
    responses: {
      /** @description The workspace */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member, who cannot change the workspace */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getWorkspaceLogo: {
    parameters: {
      query?: {
        /** @description The version logo_url names */
        v?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/png": string;
          "image/jpeg": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace or logo with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  putWorkspaceLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/octet-stream": string;
      };
    };
    responses: {
      /** @description The workspace, with its new logo_url */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member, who cannot change the workspace */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The image is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteWorkspaceLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workspace, without a logo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member, who cannot change the workspace */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listWorkspaceMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The members, all of them */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkspaceMemberList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  activateWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workspace now worked in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key, which works in the workspace it was created in */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  removeWorkspaceMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        user_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed: their next request and their open event streams lose the workspace */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member removing someone else, or an admin removing the owner */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No member with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The owner would leave the workspace without one: hand it over first (`details.reason`: `owner_must_hand_over`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateWorkspaceMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        user_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkspaceMemberPatch"];
      };
    };
    responses: {
      /** @description The member, with their new role */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkspaceMember"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member, or an admin changing the owner or handing the workspace over */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No member with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The owner would leave the workspace without one: hand it over first (`details.reason`: `owner_must_hand_over`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listWorkspaceInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending invitations */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InvitationList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member: only an admin or the owner manages invitations */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  createWorkspaceInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewInvitation"];
      };
    };
    responses: {
      /** @description The invitation and its link */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedInvitation"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member: only an admin or the owner manages invitations */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description `details.reason`: `already_member`, `already_invited` (a pending invitation for the address), `too_many_invitations` (50 pending) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many invitations sent from this workspace in the last hour */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  revokeWorkspaceInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        invitation_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member: only an admin or the owner manages invitations */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No invitation with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workspace joined, now worked in */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Workspace"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Another address's invitation (`details.reason`: `invitation_for_another_address`), or an API key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such invitation (as for the preview) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description More than 30 invitation links looked up or accepted from this address in a minute */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  openEventStream: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/event-stream": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: live updates are for signed-in sessions */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  listImports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The imports, at most 50 */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ImportList"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  uploadImport: {
    parameters: {
      query: {
        kind: "clients" | "inventory";
        file_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/octet-stream": string;
      };
    };
    responses: {
      /** @description The file as read: its headers, first rows, and the guessed mapping */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Import"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The file is larger than the limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The import */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Import"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No import in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  updateImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ImportPatch"];
      };
    };
    responses: {
      /** @description The import, its preview read again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Import"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No import in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The import has already run or is running (details.reason: import_not_ready) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  runImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ImportRun"];
      };
    };
    responses: {
      /** @description The import, running */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Import"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A browser's request from another origin (CSRF): nothing changed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No import in the workspace with that id among the user's own */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The import has already run or is running (details.reason: import_not_ready) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportClients: {
    parameters: {
      query?: {
        /** @description Searches name, email and company */
        q?: string;
        status?: "uncontacted" | "contacted" | "interested" | "not_interested" | "negotiation" | "closed_won" | "closed_lost";
        /** @description Only the clients of this member: `me`, or a member's user id */
        owner?: string;
        /** @description created_at, name: ascending; with a leading `-`, descending. Default -created_at */
        sort?: "created_at" | "-created_at" | "name" | "-name";
        /** @description false: the first page is not counted (`total` null), for a quick lookup such as the command palette */
        count?: "true" | "false";
        /** @description comma (the default), or semicolon, whose numbers are written with a decimal comma (19,99) */
        separator?: "comma" | "semicolon";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The clients, each owner by email and each status by its code, as a CSV file to download (Content-Disposition: attachment), streamed: a UTF-8 byte order mark, a header row of the API's field names (name, email, phone, company, position, linkedin_url, status, owner, address, tax_id, preferred_language, created_at), then a row each. A text cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) starts with an apostrophe */
      200: {
        headers: {
          /** @description attachment, with the file's name: what it holds and the day, in UTC (`orders-2026-11-26.csv`) */
          "Content-Disposition"?: string;
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportInventory: {
    parameters: {
      query?: {
        /** @description Searches the item name */
        q?: string;
        /** @description true: only the items whose quantity is at or below their low_stock_threshold */
        low_stock?: "true" | "false";
        /** @description created_at, item_name, quantity, unit_price: ascending; with a leading `-`, descending. Default -created_at */
        sort?: "created_at" | "-created_at" | "item_name" | "-item_name" | "quantity" | "-quantity" | "unit_price" | "-unit_price";
        /** @description false: the first page is not counted (`total` null), for a quick lookup such as the command palette */
        count?: "true" | "false";
        /** @description comma (the default), or semicolon, whose numbers are written with a decimal comma (19,99) */
        separator?: "comma" | "semicolon";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The items, each with its default tax rate's name and percent, as a CSV file to download (Content-Disposition: attachment), streamed: a UTF-8 byte order mark, a header row of the API's field names (item_name, quantity, unit_price, low_stock_threshold, tax_rate, tax_rate_percent, created_at), then a row each. A text cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) starts with an apostrophe */
      200: {
        headers: {
          /** @description attachment, with the file's name: what it holds and the day, in UTC (`orders-2026-11-26.csv`) */
          "Content-Disposition"?: string;
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportOrders: {
    parameters: {
      query?: {
        /** @description An order number ("42" or "#42") finds that order; other text, the orders whose client's name holds it */
        q?: string;
        /** @description Only orders in this status */
        status?: "created" | "confirmed" | "delivered" | "paid" | "cancelled";
        /** @description Only this client's orders */
        client_id?: string;
        /** @description Only orders created at or after this instant (ISO 8601 with offset) */
        from?: string;
        /** @description Only orders created before this instant (ISO 8601 with offset) */
        to?: string;
        /** @description created_at, total_price, status: ascending; with a leading `-`, descending. Default -created_at */
        sort?: "created_at" | "-created_at" | "total_price" | "-total_price" | "status" | "-status";
        /** @description false: the first page is not counted (`total` null), for a quick lookup such as the command palette */
        count?: "true" | "false";
        /** @description comma (the default), or semicolon, whose numbers are written with a decimal comma (19,99) */
        separator?: "comma" | "semicolon";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders' lines, each with its order's number, client, status and amounts; an order without lines has one row with empty line cells. A line's tax is its share of the order's tax for its rate, as a CSV file to download (Content-Disposition: attachment), streamed: a UTF-8 byte order mark, a header row of the API's field names (order_number, order_date, status, client_name, client_email, item_name, quantity, unit_price, tax_rate, tax_rate_percent, line_net, line_tax, line_total, order_net, order_tax, order_total, currency), then a row each. A text cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) starts with an apostrophe */
      200: {
        headers: {
          /** @description attachment, with the file's name: what it holds and the day, in UTC (`orders-2026-11-26.csv`) */
          "Content-Disposition"?: string;
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workspace file, written as it is read (gzip when the caller accepts it) */
      200: {
        headers: {
          /** @description attachment, with the file's name */
          "Content-Disposition"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkspaceFile"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A member: only an admin or the owner exports the workspace */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description This API key's 600 requests a minute are used up; try again after `Retry-After` seconds */
      429: {
        headers: {
          /** @description Seconds until the key may be used again */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  importWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A workspace file as exportWorkspace answers it (the WorkspaceFile schema); every part of it is checked */
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkspaceFileUpload"];
      };
    };
    responses: {
      /** @description The new workspace */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ImportedWorkspace"];
        };
      };
      /** @description The file is refused, nothing is made: `details.reason` is `not_json`, `not_a_workspace_file`, `unsupported_version` or `invalid_workspace_file`, with `details.at` (where, e.g. `clients[3].name`) and `details.problem` (a translation key of the web app) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: importing needs a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The account owns 20 workspaces already (`details.reason`: `too_many_workspaces`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The file is over 50 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not `application/json` */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  exportAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The personal data file */
      200: {
        headers: {
          /** @description attachment, with the file's name */
          "Content-Disposition"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AccountFile"];
        };
      };
      /** @description A field is invalid: `error.fields` names it */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No session */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Made with an API key: personal data needs a signed-in session */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  signUpEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignUpRequest"];
      };
    };
    responses: {
      /** @description The account, signed in (a session cookie) */
      200: {
        headers: {
          /** @description The new session's token, for `Authorization: Bearer`: sent to scripts, never to a browser (it sends `Sec-Fetch-Site`) */
          "set-auth-token"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignUpAnswer"];
        };
      };
      /** @description A field is invalid (`VALIDATION`, `fields` names it; `PASSWORD_TOO_SHORT`, `WEAK_PASSWORD`…) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description A request from another origin, or without one, carrying a cookie (`FORBIDDEN`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description Another sign-up took the address at the same moment (`CONFLICT`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description An account has this address (`USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL`) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description 10 sign-ups a minute from one address (`RATE_LIMIT`) */
      429: {
        headers: {
          /** @description Seconds to wait */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
    };
  };
  signInEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignInRequest"];
      };
    };
    responses: {
      /** @description Signed in: a session cookie for 7 days */
      200: {
        headers: {
          /** @description The new session's token, for `Authorization: Bearer`: sent to scripts, never to a browser (it sends `Sec-Fetch-Site`) */
          "set-auth-token"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignInAnswer"];
        };
      };
      /** @description A field is missing or invalid (`VALIDATION_ERROR`, `INVALID_EMAIL`) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description Wrong address or password (`INVALID_EMAIL_OR_PASSWORD`) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description The address is not confirmed yet (`EMAIL_NOT_VERIFIED`), or a request from another origin (`FORBIDDEN`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description 5 attempts a minute from one address (`RATE_LIMIT`) */
      429: {
        headers: {
          /** @description Seconds to wait */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out, the cookies cleared */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignOutAnswer"];
        };
      };
      /** @description A value is invalid (`error.fields` names it), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description A request from another origin, or without one, carrying a cookie (`FORBIDDEN`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description The body is over 100 KB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
      /** @description 100 requests a minute from one address (`RATE_LIMIT`) */
      429: {
        headers: {
          /** @description Seconds to wait */
          "Retry-After"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AuthError"];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session (never its token), or null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SessionAnswer"];
        };
      };
    };
  };
}
