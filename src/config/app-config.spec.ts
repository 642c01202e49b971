import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('sqlite:./data/social.sqlite');
    expect(config.sqliteFile).toBe('./data/social.sqlite');
    expect(config.isPostgres).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.PUBLISH_INTERVAL_MS).toBe(1000);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(600);
  });

  it('builds the default PUBLIC_URL from the address it listens on, localhost for every interface', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '10.0.0.7', PORT: '8080' }).publicUrl).toBe('http://10.0.0.7:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://api.example.com' }).publicUrl).toBe(
      'https://api.example.com',
    );
  });

  it('parses numbers and URLs from strings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/social',
      PUBLIC_URL: 'https://api.example.com/',
    });
    expect(config.PORT).toBe(8080);
    expect(config.isPostgres).toBe(true);
    expect(config.publicUrl).toBe('https://api.example.com');
  });

  it('reads the notification stream settings; heartbeats must beat the connection timeout', () => {
    const defaults = loadConfig({});
    expect(defaults.STREAM_HEARTBEAT_MS).toBe(15_000);
    expect(defaults.STREAM_RETRY_MS).toBe(3000);
    expect(defaults.STREAM_LIMIT_PER_KEY).toBe(5);
    expect(loadConfig({ STREAM_LIMIT_PER_KEY: '50' }).STREAM_LIMIT_PER_KEY).toBe(50);
    expect(() => loadConfig({ STREAM_LIMIT_PER_KEY: '0' })).toThrow(/STREAM_LIMIT_PER_KEY/);
    expect(() => loadConfig({ STREAM_HEARTBEAT_MS: '60000' })).toThrow(
      /STREAM_HEARTBEAT_MS must be less than CONNECTION_TIMEOUT_MS/,
    );
  });

  it('reads the operations settings', () => {
    const defaults = loadConfig({});
    expect(defaults.corsOrigins).toBe('*');
    expect(defaults.trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(defaults.REDIS_KEY_PREFIX).toBe('social:');
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      TRUST_PROXY: 'false',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'a.example' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('names the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('storage settings', () => {
  it('keep files under STORAGE_DIR by default', () => {
    expect(loadConfig({}).storageUrl).toBe('file:./data');
    expect(loadConfig({ STORAGE_DIR: '/srv/social' }).storageUrl).toBe('file:/srv/social');
    expect(loadConfig({ STORAGE_URL: 'file:/mnt/shared' }).storageUrl).toBe('file:/mnt/shared');
  });

  it('accept s3://bucket with an optional prefix', () => {
    for (const url of ['s3://social-media', 's3://social.media/prod', 's3://abc/a/b/c/']) {
      expect(loadConfig({ STORAGE_URL: url }).storageUrl).toBe(url);
    }
    expect(loadConfig({}).S3_FORCE_PATH_STYLE).toBe(false);
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
  });

  it.each([
    'file:',
    's3://',
    's3:/bucket',
    's3://Bucket',
    's3://ab',
    's3://-bucket',
    's3://bucket_x',
    's3://bucket/with space',
    'gs://bucket',
    '/var/data',
    'https://s3.amazonaws.com/bucket',
  ])('refuse STORAGE_URL=%j', (url) => {
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(
      /STORAGE_URL=.*must be file:<dir> or s3:/,
    );
  });

  it('point media URLs at MEDIA_PUBLIC_URL when it is set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://api.example.com' }).mediaUrl).toBe(
      'https://api.example.com',
    );
    const config = loadConfig({
      PUBLIC_URL: 'https://api.example.com',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/social/',
    });
    expect(config.mediaUrl).toBe('https://cdn.example.com/social');
    expect(config.publicUrl).toBe('https://api.example.com');
    for (const bad of ['cdn.example.com', 'ftp://cdn.example.com', 'https://']) {
      expect(() => loadConfig({ MEDIA_PUBLIC_URL: bad })).toThrow(/MEDIA_PUBLIC_URL/);
    }
  });
});

describe('SQLite checkpoints', () => {
  it('are made by a worker every 200 ms by default, or only by the auto-checkpoint with 0', () => {
    expect(loadConfig({}).SQLITE_CHECKPOINT_INTERVAL_MS).toBe(200);
    expect(loadConfig({ SQLITE_CHECKPOINT_INTERVAL_MS: '0' }).SQLITE_CHECKPOINT_INTERVAL_MS).toBe(
      0,
    );
    expect(() => loadConfig({ SQLITE_CHECKPOINT_INTERVAL_MS: '-1' })).toThrow(
      /SQLITE_CHECKPOINT_INTERVAL_MS/,
    );
  });

  it('auto-checkpoint: 10000 pages by default, set on the SQLite connection', async () => {
    const { buildDataSourceOptions } = await import('../database/data-source-options');
    const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', SQLITE_WAL_AUTOCHECKPOINT: '' });
    expect(config.SQLITE_WAL_AUTOCHECKPOINT).toBe(10_000);
    const options = buildDataSourceOptions(
      loadConfig({ DATABASE_URL: 'sqlite::memory:', SQLITE_WAL_AUTOCHECKPOINT: '2500' }),
    ) as { prepareDatabase: (db: { pragma(source: string): unknown }) => void };
    const pragmas: string[] = [];
    options.prepareDatabase({ pragma: (source) => pragmas.push(source) });
    expect(pragmas).toContain('wal_autocheckpoint = 2500');
  });

  it('auto-checkpoint: refuses values that are not a page count', () => {
    expect(() => loadConfig({ SQLITE_WAL_AUTOCHECKPOINT: '10' })).toThrow(
      /SQLITE_WAL_AUTOCHECKPOINT/,
    );
    expect(() => loadConfig({ SQLITE_WAL_AUTOCHECKPOINT: 'many' })).toThrow(
      /SQLITE_WAL_AUTOCHECKPOINT/,
    );
  });
});

describe('read replicas', () => {
  const primary = 'postgres://social@db:5432/social';

  it('are off by default, and listed from DATABASE_REPLICA_URLS', () => {
    expect(loadConfig({}).replicaUrls).toEqual([]);
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS:
        'postgres://social@standby-1/social, postgres://social@standby-2/social',
    });
    expect(config.replicaUrls).toEqual([
      'postgres://social@standby-1/social',
      'postgres://social@standby-2/social',
    ]);
    expect(config.REPLICA_MAX_LAG_MS).toBe(1000);
    expect(config.REPLICA_READ_YOUR_WRITES_MS).toBe(5000);
    expect(config.REPLICA_TIMEOUT_MS).toBe(2000);
  });

  it('are refused with SQLite, with a message that says why', () => {
    expect(() =>
      loadConfig({ DATABASE_REPLICA_URLS: 'postgres://social@standby-1/social' }),
    ).toThrow(/DATABASE_REPLICA_URLS.*needs DATABASE_URL=postgres/);
  });

  it('refuse URLs that are not postgres:// and a read-your-writes window under twice the lag bound', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'mysql://standby/social' }),
    ).toThrow(/DATABASE_REPLICA_URLS/);
    expect(() =>
      loadConfig({
        DATABASE_URL: primary,
        REPLICA_MAX_LAG_MS: '3000',
        REPLICA_READ_YOUR_WRITES_MS: '5000',
      }),
    ).toThrow(/REPLICA_READ_YOUR_WRITES_MS must be at least twice REPLICA_MAX_LAG_MS/);
  });
});
