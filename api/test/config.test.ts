import {
  HELLOASSO_SANDBOX_URL,
  helloAssoSettings,
  loadConfig,
  publicUrlSetting,
  trustProxySetting,
} from '../src/config';

describe('TRUST_PROXY', () => {
  it('is a number of proxy hops, or the addresses of the proxies, never "trust every entry"', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('0')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('true')).toBe(1);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('127.0.0.1, 10.0.0.0/8,::1')).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(() => trustProxySetting('tout')).toThrow('TRUST_PROXY');
  });
});

describe('PUBLIC_URL', () => {
  it('is required in production and defaults to localhost otherwise', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PUBLIC_URL est obligatoire en production');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.wado-france.fr/' }).publicUrl).toBe(
      'https://www.wado-france.fr',
    );
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it('is an http(s) origin without a path', () => {
    expect(publicUrlSetting({ PUBLIC_URL: 'https://WWW.Wado-France.fr' }, 80)).toBe('https://www.wado-france.fr');
    for (const bad of [
      'wado-france.fr',
      'ftp://wado-france.fr',
      'https://wado-france.fr/site',
      'https://wado-france.fr/?a=1',
      'https://a:b@wado-france.fr',
    ]) {
      expect(() => publicUrlSetting({ PUBLIC_URL: bad }, 80)).toThrow('PUBLIC_URL');
    }
  });

  it('is read once, for pages, feeds and e-mails alike', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.wado-france.fr' }).publicUrl).toBe('https://www.wado-france.fr');
  });
});

describe('SHOP_ADMIN_TOKEN', () => {
  it('is refused now that the treasurer signs in: an old setting must not look active', () => {
    expect(() => loadConfig({ SHOP_ADMIN_TOKEN: 'Zk3r9Qw2Lm8Xp4Tn6Vb1Hc5Jd7Fg0SaYe' })).toThrow(
      "SHOP_ADMIN_TOKEN n'est plus utilisé",
    );
  });
});

describe('AUTH_SLOWDOWN_*', () => {
  it('slows an account down after 5 wrong passwords, up to 15 minutes, forgotten after a day, unless told', () => {
    expect(loadConfig({}).signInSlowdown).toEqual({
      afterFailures: 5,
      maxDelayMs: 15 * 60_000,
      forgetAfterMs: 24 * 60 * 60_000,
    });
    expect(
      loadConfig({ AUTH_SLOWDOWN_AFTER: '0', AUTH_SLOWDOWN_MAX_DELAY_MS: '60000', AUTH_SLOWDOWN_FORGET_MS: '3600000' })
        .signInSlowdown,
    ).toEqual({ afterFailures: 0, maxDelayMs: 60_000, forgetAfterMs: 3_600_000 });
    expect(() => loadConfig({ AUTH_SLOWDOWN_AFTER: 'cinq' })).toThrow(
      'AUTH_SLOWDOWN_AFTER doit être un entier positif',
    );
  });
});

describe('DATABASE_*_TIMEOUT_MS', () => {
  it('bounds what a query may wait on PostgreSQL: 2 s for a lock, 30 s a statement, 10 s an idle transaction, unless told; never unbounded', () => {
    expect(loadConfig({}).databaseWaits).toEqual({
      lockTimeoutMs: 2_000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        DATABASE_LOCK_TIMEOUT_MS: '500',
        DATABASE_STATEMENT_TIMEOUT_MS: '10000',
        DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '3000',
      }).databaseWaits,
    ).toEqual({ lockTimeoutMs: 500, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 3_000 });
    // PostgreSQL reads 0 as « wait for ever »: the very thing these limits are there to prevent.
    expect(() => loadConfig({ DATABASE_LOCK_TIMEOUT_MS: '0' })).toThrow(
      "DATABASE_LOCK_TIMEOUT_MS doit être un entier d'au moins 1",
    );
    expect(() => loadConfig({ DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: 'dix' })).toThrow(
      'DATABASE_IDLE_TRANSACTION_TIMEOUT_MS doit être un entier positif',
    );
  });
});

describe('HELLOASSO_*', () => {
  const complete = {
    HELLOASSO_CLIENT_ID: 'client',
    HELLOASSO_CLIENT_SECRET: 'secret',
    HELLOASSO_ORGANIZATION_SLUG: 'wado-france',
  };

  it('offers no card payment when nothing is set', () => {
    expect(helloAssoSettings({})).toBeNull();
    expect(loadConfig({}).helloAsso).toBeNull();
  });

  it('uses the sandbox unless told, and the signature key and timeout when given', () => {
    expect(helloAssoSettings(complete)).toEqual({
      apiUrl: HELLOASSO_SANDBOX_URL,
      clientId: 'client',
      clientSecret: 'secret',
      organizationSlug: 'wado-france',
      signatureKey: '',
      timeoutMs: 10_000,
    });
    expect(
      helloAssoSettings({
        ...complete,
        HELLOASSO_API_URL: 'https://api.helloasso.com/',
        HELLOASSO_SIGNATURE_KEY: ' clé ',
        HELLOASSO_TIMEOUT_MS: '3000',
      }),
    ).toMatchObject({ apiUrl: 'https://api.helloasso.com', signatureKey: 'clé', timeoutMs: 3000 });
  });

  it('refuses half a configuration and a bad address, in French', () => {
    expect(() => helloAssoSettings({ HELLOASSO_CLIENT_ID: 'client' })).toThrow(/vont ensemble/);
    expect(() => helloAssoSettings({ ...complete, HELLOASSO_API_URL: 'pas une adresse' })).toThrow(
      /pas une adresse valide/,
    );
    expect(() => helloAssoSettings({ ...complete, HELLOASSO_API_URL: 'ftp://api.helloasso.com' })).toThrow(/http/);
  });
});
