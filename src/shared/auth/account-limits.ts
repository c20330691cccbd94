/** The longest user name, and API key name, the server keeps. */
export const USER_NAME_MAX_LENGTH = 100;
