/** The most a workspace file may weigh when it is imported into a new workspace (docs/product.md "Import and export"). */
export const WORKSPACE_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** What a workspace file says it is, and the version of its layout this server writes and reads. */
export const WORKSPACE_FILE_FORMAT = "clientele-workspace";
export const WORKSPACE_FILE_VERSION = 1;

/** What a personal data export says it is. */
export const ACCOUNT_FILE_FORMAT = "clientele-account";
export const ACCOUNT_FILE_VERSION = 1;
