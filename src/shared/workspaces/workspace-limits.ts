/** A workspace's name: what the switcher shows, at most this many characters. */
export const WORKSPACE_NAME_MAX_LENGTH = 100;
