/** Socket settings of every Redis connection: fail a connect in 2 s, reconnect with a short backoff. */
export const socketOptions = () => ({
  connectTimeout: 2000,
  reconnectStrategy: (retries: number) => Math.min(100 + retries * 100, 2000),
});
