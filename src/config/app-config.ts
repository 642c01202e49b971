import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateBy,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) =>
  value === undefined
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(`${value as string | boolean}`.toLowerCase());

/**
 * Every setting the service reads, typed and validated once at boot. Names are the environment
 * variables; defaults are the embedded, zero-setup configuration.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** `sqlite:<file>` (default) or `postgres://…`. */
  @Matches(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, {
    message: 'DATABASE_URL must be sqlite:<file> or postgres://user@host:port/db',
  })
  DATABASE_URL = 'sqlite:./data/social.sqlite';

  /**
   * PostgreSQL connections per instance (and per replica): about twice the database server's cores,
   * shared out among the instances. Requests beyond it wait in the pool, which costs less than
   * PostgreSQL switching between more backends than it has cores (docs/operations.md
   * "Database connections").
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE = 4;

  /**
   * PostgreSQL hot standbys (comma-separated postgres:// URLs) for the public reads that may lag
   * slightly; see docs/scaling-out.md. Refused with SQLite.
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/[^\s,]+(\s*,\s*postgres(ql)?:\/\/[^\s,]+)*$/, {
    message: 'DATABASE_REPLICA_URLS must be a comma-separated list of postgres:// URLs',
  })
  @ValidateBy({
    name: 'replicasNeedPostgres',
    validator: {
      validate: (_value: string, args) => (args?.object as AppConfig).isPostgres,
      defaultMessage: () =>
        'DATABASE_REPLICA_URLS needs DATABASE_URL=postgres://…: read replicas are PostgreSQL hot standbys, SQLite has none',
    },
  })
  DATABASE_REPLICA_URLS?: string;

  /** A replica further behind the primary than this is skipped until it catches up. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(600_000)
  REPLICA_MAX_LAG_MS = 1000;

  /**
   * Client-side bound of each replica read and health check, connection included: a replica that
   * does not answer within it is marked down and the read runs on the primary. A frozen standby
   * never enforces its own statement_timeout.
   */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(60_000)
  REPLICA_TIMEOUT_MS = 2000;

  /**
   * After a write request, the caller's reads stay on the primary for this long (read your own
   * writes); at least twice REPLICA_MAX_LAG_MS, so a replica within the bound has caught up by then.
   */
  @Transform(toInt)
  @IsInt()
  @ValidateBy({
    name: 'coversReplicaLag',
    validator: {
      validate: (value: number, args) =>
        typeof value === 'number' && value >= 2 * (args?.object as AppConfig).REPLICA_MAX_LAG_MS,
      defaultMessage: () => 'REPLICA_READ_YOUR_WRITES_MS must be at least twice REPLICA_MAX_LAG_MS',
    },
  })
  REPLICA_READ_YOUR_WRITES_MS = 5000;

  /**
   * SQLite: how often a worker thread copies the WAL into the database file (a checkpoint), off
   * the event loop; 0 leaves it to the auto-checkpoint below, inside a commit.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(60_000)
  SQLITE_CHECKPOINT_INTERVAL_MS = 200;

  /**
   * SQLite: WAL pages after which a commit checkpoints them itself. The backstop that bounds the
   * WAL when the worker falls behind. SQLite's default, 1000, checkpoints every few dozen stars
   * (each writes about 14 pages), copying the same hot pages (counters, list indexes) each time.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(1_000_000)
  SQLITE_WAL_AUTOCHECKPOINT = 10_000;

  /** Base of absolute URLs (profile images, media); defaults to http://HOST:PORT (localhost for 0.0.0.0). */
  @IsOptional()
  @Matches(/^https?:\/\/[^/]+(\/.*)?$/, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL?: string;

  /** The local folder of `file:` storage by default, and of multipart temp files in any case. */
  @IsString()
  STORAGE_DIR = './data';

  /** Where uploads and media are kept: `file:<dir>` or `s3://bucket/prefix`; empty: `file:` + STORAGE_DIR. */
  @Matches(/^(file:.+|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s]*)?)?$/, {
    message: 'STORAGE_URL must be file:<dir> or s3://bucket[/prefix] (bucket: 3-63 of [a-z0-9.-])',
  })
  STORAGE_URL = '';

  /** S3: address buckets as https://host/bucket (MinIO, s3rver) instead of https://bucket.host. */
  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** Base of media URLs (a CDN, a public bucket) instead of PUBLIC_URL; paths keep their `/media/…`. */
  @Matches(/^(https?:\/\/[^/\s]+(\/[^\s]*)?)?$/, {
    message: 'MEDIA_PUBLIC_URL must be an http(s) URL',
  })
  MEDIA_PUBLIC_URL = '';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

  @Transform(toInt)
  @IsInt()
  @Min(1024)
  BODY_LIMIT_BYTES = 1024 * 1024;

  /** The whole request (headers and body) must arrive within this time, else 408. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  REQUEST_TIMEOUT_MS = 30_000;

  /** The request line and headers must arrive within this time (≤ REQUEST_TIMEOUT_MS), else 408. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @ValidateBy({
    name: 'notAboveRequestTimeout',
    validator: {
      validate: (value: number, args) => value <= (args?.object as AppConfig).REQUEST_TIMEOUT_MS,
      defaultMessage: () => 'HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS',
    },
  })
  HEADERS_TIMEOUT_MS = 10_000;

  /** An idle keep-alive connection is closed after this time. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  KEEP_ALIVE_TIMEOUT_MS = 10_000;

  /** A connection on which nothing is received or sent for this long is closed. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  CONNECTION_TIMEOUT_MS = 60_000;

  /**
   * On SIGTERM, /health/ready answers 503 for this long while every request is still served, so
   * that the load balancer's checks take the instance out before it closes its listener. At least
   * the balancer's check interval × its fall count (deploy/haproxy.cfg: 1 s × 2); 0 for none.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(120_000)
  SHUTDOWN_DRAIN_MS = 5000;

  @Transform(toInt)
  @IsInt()
  @Min(10)
  PUBLISH_INTERVAL_MS = 1000;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  RATE_LIMIT_PER_MINUTE = 600;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  /** Prefix of every key this service writes to Redis, so deployments can share one Redis. */
  @Matches(/^[A-Za-z0-9:._-]{0,50}$/, {
    message: 'REDIS_KEY_PREFIX must be at most 50 characters of [A-Za-z0-9:._-]',
  })
  REDIS_KEY_PREFIX = 'social:';

  /**
   * Notification streams: a comment line this often keeps proxies (and our own
   * CONNECTION_TIMEOUT_MS) from closing an idle stream.
   */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @ValidateBy({
    name: 'belowConnectionTimeout',
    validator: {
      validate: (value: number, args) => value < (args?.object as AppConfig).CONNECTION_TIMEOUT_MS,
      defaultMessage: () => 'STREAM_HEARTBEAT_MS must be less than CONNECTION_TIMEOUT_MS',
    },
  })
  STREAM_HEARTBEAT_MS = 15_000;

  /** Notification streams: the reconnection delay a client is told (`retry:`). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  STREAM_RETRY_MS = 3000;

  /** Notification streams open at once per API key (per instance); more are a 429. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  STREAM_LIMIT_PER_KEY = 5;

  /**
   * gzip/br answers (@fastify/compress). Off (`false`) where a proxy or CDN in front compresses,
   * as nginx usually does: then no compression hook is registered at all.
   */
  @Transform(toBool)
  @IsBoolean()
  COMPRESSION = true;

  /** Origins allowed to call the API from a browser: `*` or a comma-separated list. */
  @Matches(/^(\*|https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*)$/, {
    message: 'CORS_ORIGINS must be * or a comma-separated list of http(s)://host[:port] origins',
  })
  CORS_ORIGINS = '*';

  /**
   * Which peers may set X-Forwarded-For (the client IP that anonymous rate limits count by):
   * `true`, `false`, or addresses/CIDRs (`loopback`, `linklocal`, `uniquelocal` as in proxy-addr).
   */
  @Matches(/^(true|false|[A-Za-z0-9.:/]+(\s*,\s*[A-Za-z0-9.:/]+)*)$/, {
    message: 'TRUST_PROXY must be true, false or a comma-separated list of addresses',
  })
  TRUST_PROXY = 'loopback,linklocal,uniquelocal';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * A post flagged by at least this many distinct users is hidden until a moderator acts on it;
   * 0 (the default) turns the threshold off. Off by default because a hidden post waits for a
   * moderator: a deployment turns it on once it has granted the moderator role (docs/operations.md).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  MODERATION_AUTO_HIDE_FLAGS = 0;

  /**
   * GET /metrics (Prometheus text format) and the request timings behind it; false removes both.
   * Where it is served: see `metricsServed`.
   */
  @Transform(toBool)
  @IsBoolean()
  METRICS_ENABLED = true;

  /** Serve /metrics on this port of HOST instead of the main port (0: the main port). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT = 0;

  /** When set, /metrics needs `Authorization: Bearer <METRICS_TOKEN>` (at least 16 characters). */
  @Matches(/^([\x21-\x7e]{16,200})?$/, {
    message: 'METRICS_TOKEN must be 16 to 200 printable characters without spaces',
  })
  METRICS_TOKEN = '';

  /** How long a successful API key lookup is reused (revocations take effect within this time). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  AUTH_CACHE_MS = 5000;

  /**
   * Test-only fault injection of the Idempotency-Key layer: `pause-after-commit` holds every
   * answer stored with a key forever once its transaction committed (and logs a warning), so a
   * test can kill the process in that window. Refused when NODE_ENV is production.
   */
  @IsIn(['', 'pause-after-commit'])
  @ValidateBy({
    name: 'notInProduction',
    validator: {
      validate: (value: string, args) =>
        value === '' || (args?.object as AppConfig).NODE_ENV !== 'production',
      defaultMessage: () => 'IDEMPOTENCY_TEST_FAULT is refused when NODE_ENV is production',
    },
  })
  IDEMPOTENCY_TEST_FAULT: '' | 'pause-after-commit' = '';

  /**
   * How long an instance holds an account erasure job before another may take it over (it renews
   * the hold after every step): the longest a crashed instance delays an erasure.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  ERASURE_LEASE_MS = 60_000;

  /** How often each instance looks for erasure jobs that nobody holds (0 = never). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  ERASURE_INTERVAL_MS = 10_000;

  /**
   * How often each instance looks whether today's standing job (UTC) has run, and runs it if not:
   * the job runs once a day, at the first look after midnight (0 = never on this instance).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  STANDING_INTERVAL_MS = 3_600_000;

  /**
   * Test-only fault injection of account erasure: `pause-after-first-step` holds every erasure
   * job forever once its first step is done (and logs a warning), so a test can kill the process
   * in the middle of one. Refused when NODE_ENV is production.
   */
  @IsIn(['', 'pause-after-first-step'])
  @ValidateBy({
    name: 'erasureFaultNotInProduction',
    validator: {
      validate: (value: string, args) =>
        value === '' || (args?.object as AppConfig).NODE_ENV !== 'production',
      defaultMessage: () => 'ERASURE_TEST_FAULT is refused when NODE_ENV is production',
    },
  })
  ERASURE_TEST_FAULT: '' | 'pause-after-first-step' = '';

  /**
   * Who may make an account on the web pages: `open` (anyone), `invite` (with a single-use code
   * from `invites create`) or `closed` (only the admin CLI makes accounts).
   */
  @IsIn(['open', 'invite', 'closed'])
  SIGNUP: 'open' | 'invite' | 'closed' = 'open';

  /** The plan of an account made by sign-up. */
  @IsIn(['pro', 'free'])
  SIGNUP_PLAN: 'pro' | 'free' = 'pro';

  /** The publishing delay (minutes) of an account made by sign-up, so it cannot spam at once. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10080)
  SIGNUP_POST_DELAY = 2;

  /** A web session ends after this many days without a page view (and at logout). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(365)
  SESSION_IDLE_DAYS = 30;

  /**
   * Where password-reset mail goes out: `smtp://user:pass@host:port` or `smtps://…`. Unset
   * outside production, the reset link is printed on the console instead.
   */
  @Matches(/^(smtps?:\/\/\S+)?$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL = '';

  /** The sender of the service's mail. */
  @Matches(/^(\S+@\S+|.+ <\S+@\S+>)$/, {
    message: 'MAIL_FROM must be an address or "Name <address>"',
  })
  MAIL_FROM = 'Social <no-reply@localhost>';

  /** Sign-in attempts per account per 15 minutes; more are a 429 until the window ends. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_LIMIT_PER_ACCOUNT = 10;

  /** Sign-in attempts per client IP per 15 minutes. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_LIMIT_PER_IP = 50;

  /** Sign-ups, and password-reset requests, per client IP per hour (each its own budget). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SIGNUP_LIMIT_PER_IP = 10;

  /** Create a Pro demo account on first start with an empty database (never in production). */
  @IsOptional()
  @Transform(toBool)
  DEMO_ACCOUNT?: boolean;

  /**
   * Where /metrics is served: its own port, the main port, or nowhere. In production the main
   * port serves it only with METRICS_TOKEN: the main port is the public one.
   */
  get metricsServed(): 'port' | 'main' | 'off' {
    if (!this.METRICS_ENABLED) {
      return 'off';
    }
    if (this.METRICS_PORT !== 0) {
      return 'port';
    }
    return this.NODE_ENV !== 'production' || this.METRICS_TOKEN !== '' ? 'main' : 'off';
  }

  /**
   * The service's own address as a URL: HOST and PORT, with `localhost` for a HOST of every
   * interface (`0.0.0.0`, `::`), which is no address to call.
   */
  get listenUrl(): string {
    const host = ['0.0.0.0', '::', ''].includes(this.HOST)
      ? 'localhost'
      : this.HOST.includes(':')
        ? `[${this.HOST}]`
        : this.HOST;
    return `http://${host}:${this.PORT}`;
  }

  /** Base of absolute URLs: PUBLIC_URL, else the address the service listens on (listenUrl). */
  get publicUrl(): string {
    return (this.PUBLIC_URL ?? this.listenUrl).replace(/\/+$/, '');
  }

  /** Where profile_image_url and url_location point: MEDIA_PUBLIC_URL, else PUBLIC_URL. */
  get mediaUrl(): string {
    return this.MEDIA_PUBLIC_URL ? this.MEDIA_PUBLIC_URL.replace(/\/+$/, '') : this.publicUrl;
  }

  get storageUrl(): string {
    return this.STORAGE_URL || `file:${this.STORAGE_DIR}`;
  }

  get isPostgres(): boolean {
    return this.DATABASE_URL.startsWith('postgres');
  }

  /** DATABASE_REPLICA_URLS as a list (empty when unset). */
  get replicaUrls(): string[] {
    return (this.DATABASE_REPLICA_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== '');
  }

  get sqliteFile(): string {
    return this.DATABASE_URL.replace(/^sqlite:/, '');
  }

  /** CORS_ORIGINS as @fastify/cors takes it: `*` or the list of exact origins. */
  get corsOrigins(): '*' | string[] {
    return this.CORS_ORIGINS === '*' ? '*' : this.CORS_ORIGINS.split(',').map((o) => o.trim());
  }

  /** TRUST_PROXY as Fastify's `trustProxy` takes it. */
  get trustProxy(): boolean | string {
    if (this.TRUST_PROXY === 'true' || this.TRUST_PROXY === 'false') {
      return this.TRUST_PROXY === 'true';
    }
    return this.TRUST_PROXY;
  }
}

/** Reads and validates the environment; throws one message naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const input: Record<string, string> = {};
  for (const key of [
    ...known,
    'PUBLIC_URL',
    'REDIS_URL',
    'DEMO_ACCOUNT',
    'DATABASE_REPLICA_URLS',
  ]) {
    const value = env[key];
    if (value !== undefined && value !== '') {
      input[key] = value;
    }
  }
  const config = plainToInstance(AppConfig, input);
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const why = Object.values(e.constraints ?? {}).join('; ');
      return `  ${e.property}=${JSON.stringify(env[e.property])}: ${why}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
