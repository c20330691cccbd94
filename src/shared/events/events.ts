/** GET /api/v1/events (docs/product.md "Live updates", docs/decisions.md 52): what the live-update stream carries. */

/** `timeline` carries client ids: a change to what their page's timeline shows. */
export const CHANGE_ENTITIES = ["client", "inventory", "order", "tax_rate", "workspace", "timeline", "task", "invoice"] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

export const CHANGE_ACTIONS = ["created", "updated", "deleted"] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/**
 * One committed change to one of the user's records, sent as the data of an SSE event named
 * `change`. `id` is null when one statement changed many records of that entity at once
 * (more than 100): the receiver then refreshes everything it shows of that entity.
 */
export interface ChangeEvent {
  entity: ChangeEntity;
  action: ChangeAction;
  id: string | null;
}

/** The SSE event name of a ChangeEvent. */
export const CHANGE_EVENT_NAME = "change";
