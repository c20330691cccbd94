/** A tax rate's name ("TVA 20 %", "VAT reduced"): at most this many characters. */
export const TAX_RATE_NAME_MAX_LENGTH = 50;

/** Decimals a tax rate's percent may have: 5.5, 2.125. */
export const TAX_RATE_DIGITS = 3;

/** How many rates a workspace may keep on offer: more than any tax system has. */
export const ACTIVE_TAX_RATES_MAX = 50;
