/** A workspace's name: what the switcher shows, at most this many characters. */
export const WORKSPACE_NAME_MAX_LENGTH = 100;

/** The currency of a workspace made without one named: the personal one at sign-up, for now. */
export const DEFAULT_CURRENCY = "USD";

/** How many workspaces one account may own at once: enough for any business, not for a flood. */
export const OWNED_WORKSPACES_MAX = 20;
