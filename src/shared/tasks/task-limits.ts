/**
 * A task's title: one line (it becomes a calendar event's summary). Apart from the schemas, so
 * that the database's schema reads it without making zod schemas before the API extends zod.
 */
export const TASK_TITLE_MAX_LENGTH = 200;
