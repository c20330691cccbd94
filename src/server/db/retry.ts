/**
 * SQLSTATEs that mean "this transaction lost a race, run it again": a serialization
 * failure and a deadlock. PostgreSQL rolled the transaction back, so nothing of it remains.
 */
const RETRYABLE_SQLSTATES = new Set(["40001", "40P01"]);

export const TRANSACTION_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 5;

/** Drizzle wraps the driver's error, so the chain of causes is searched. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE_SQLSTATES.has(code)) return true;
  }
  return false;
}

/**
 * Runs `transaction` (the whole transaction, not a part of one) up to `attempts` times while
 * it fails with a serialization failure or a deadlock, waiting a little longer, at random,
 * each time so that the transactions that collided do not collide again.
 */
export async function withSerializationRetry<T>(transaction: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      const backoffMs = Math.random() * BACKOFF_BASE_MS * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, backoffMs));
    }
  }
}
