import { ARGON2_QUEUE, ARGON2_SLOTS, hashPassword, passwordMatches, SIGN_IN_BUSY } from './passwords';

/** Argon2 stood in for by work the test ends itself: how many run at once is then exact. */
const running = { now: 0, most: 0 };
const pending: Array<() => void> = [];
jest.mock('@node-rs/argon2', () => {
  const work = async (result: unknown) => {
    running.now += 1;
    running.most = Math.max(running.most, running.now);
    await new Promise<void>((resolve) => pending.push(resolve));
    running.now -= 1;
    return result;
  };
  return { hash: () => work('$argon2id$empreinte'), verify: (stored: string) => work(stored === '$argon2id$juste') };
});

const settle = () => new Promise((resolve) => setImmediate(resolve));
async function finishAll(): Promise<void> {
  while (pending.length > 0 || running.now > 0) {
    pending.shift()?.();
    await settle();
  }
}

describe('password hashing on one server', () => {
  beforeEach(async () => {
    await finishAll();
    running.most = 0;
  });

  it(`computes at most ${ARGON2_SLOTS} hashes at once, the other sign-ins waiting their turn, none lost`, async () => {
    const checks = Array.from({ length: 40 }, (_, index) =>
      passwordMatches(index % 2 === 0 ? '$argon2id$juste' : '$argon2id$faux', 'un mot de passe'),
    );
    const hashed = hashPassword('un autre mot de passe');
    await settle();
    expect(running.now).toBe(ARGON2_SLOTS);
    await finishAll();
    const results = await Promise.all(checks);
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(await hashed).toBe('$argon2id$empreinte');
    expect(running.most).toBe(ARGON2_SLOTS);
  });

  it('past the queue, answers a French 503 at once rather than wrong password, and takes sign-ins again after', async () => {
    const admitted = Array.from({ length: ARGON2_SLOTS + ARGON2_QUEUE }, () => hashPassword('un mot de passe'));
    await settle();
    await expect(passwordMatches('$argon2id$juste', 'un mot de passe')).rejects.toMatchObject({
      statusCode: 503,
      message: SIGN_IN_BUSY,
    });
    await finishAll();
    expect(await Promise.all(admitted)).toHaveLength(ARGON2_SLOTS + ARGON2_QUEUE);
    const after = passwordMatches('$argon2id$juste', 'un mot de passe');
    await finishAll();
    expect(await after).toBe(true);
  });

  it('an unknown address whose decoy hash was refused in a burst is not refused for ever', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./passwords');
      const burst = Array.from({ length: ARGON2_SLOTS + ARGON2_QUEUE }, () => fresh.hashPassword('x'));
      await settle();
      await expect(fresh.passwordMatches(null, 'un mot de passe')).rejects.toMatchObject({ statusCode: 503 });
      await finishAll();
      await Promise.all(burst);
      const unknown = fresh.passwordMatches(null, 'un mot de passe');
      await finishAll();
      expect(await unknown).toBe(false);
    });
  });
});
