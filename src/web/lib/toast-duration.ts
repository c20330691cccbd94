/** Success toasts stay 4 s and failures 5 s unless a call says otherwise (docs/product.md "Messages"). */
export const TOAST_DURATION = { success: 4000, error: 5000, notice: 3000, copy: 2000, aiAuth: 8000 } as const;
