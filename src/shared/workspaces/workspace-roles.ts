/**
 * Who may do what in a workspace (docs/decisions.md 86): the owner everything, including
 * deleting it and handing it over; an admin its members and settings; a member all the data.
 */
export const WORKSPACE_ROLES = ["owner", "admin", "member"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The roles an invitation can give: the owner is one, made by handing over. */
export const INVITED_ROLES = ["admin", "member"] as const;
