import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * Opens the Redis that every server shares (decision 0061). Startup waits for it, so a wrong REDIS_URL
 * stops the deploy instead of leaving the limits unshared. Once up, a command never waits for a lost
 * connection (no offline queue, one try, a short timeout): it fails at once and the caller decides.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 5000,
  });
  // ioredis reports every failed reconnect; one line when it goes down and one when it is back is enough.
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.error({ err }, 'redis unreachable: rate limits are not enforced until it is back');
  });
  client.on('ready', () => {
    if (down) log.warn('redis is back: rate limits are enforced again');
    down = false;
  });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    throw new Error(`Redis at REDIS_URL did not answer: ${(err as Error).message}`, { cause: err });
  }
  return client;
}

/**
 * The rate-limit plugin's options. With REDIS_URL every route's per-IP count lives in Redis under this
 * portal's prefix, so N servers allow what one would; without it each process counts on its own.
 * The Redis client is closed with the app.
 */
export async function rateLimitOptions(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
): Promise<RateLimitPluginOptions> {
  if (!config.redisUrl) return { global: false };
  const redis = await connectRedis(config.redisUrl, app.log);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    global: false,
    redis,
    nameSpace: `${config.redisKeyPrefix}rate-limit:`,
    // Fail open: with Redis down the office can still sign in. Guessing stays bounded by the account
    // lockout kept in PostgreSQL (LOGIN_MAX_FAILURES) and by the captcha on the registration and recovery forms.
    skipOnError: true,
  };
}
