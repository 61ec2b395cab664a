/**
 * The consistency check's date rules hold for what editors enter, whichever record is saved
 * last: an event's album is not dated before the event (400 in French, nothing written).
 */
import type { FastifyInstance } from 'fastify';
import { createRecord, mediaEditor, startEditingApp, validInput, writeCounts, type Send } from './editing-fixtures';
import { expectApiError } from './helpers';

describe('les dates des albums et des événements saisies au back-office', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let send: Send;
  beforeAll(async () => {
    ({ app, cleanup } = await startEditingApp());
    ({ send } = await mediaEditor(app));
  });
  afterAll(() => cleanup?.());

  const event = (albumId: number | null, startDate: string, endDate = startDate) => ({
    ...validInput('events', 'Stage national de Lyon'),
    startDate,
    endDate,
    registrationDeadline: null,
    albumId,
  });
  const album = (date: string) => ({ ...validInput('albums', 'Photos du stage de Lyon'), date });
  const TOO_EARLY =
    "L'album « Photos du stage de Lyon » est daté du 2 mars 2027, avant l'événement « Stage national de Lyon » (du 6 mars 2027 au 7 mars 2027) dont il montre les photos.";

  it('refuses an event whose album is dated before it, and accepts one dated on its first day', async () => {
    const photos = await createRecord(send, 'albums', album('2027-03-02'));
    const before = await writeCounts(app);
    const refused = expectApiError(
      await send({ method: 'POST', url: '/api/admin/events', payload: event(photos.id, '2027-03-06', '2027-03-07') }),
      400,
    );
    expect(refused.message).toBe(TOO_EARLY);
    expect(await writeCounts(app)).toEqual(before);
    const accepted = await send({ method: 'POST', url: '/api/admin/events', payload: event(photos.id, '2027-03-02') });
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses an album moved before the event that shows it (the album edited last)', async () => {
    const photos = await createRecord(send, 'albums', album('2027-03-07'));
    const stage = await createRecord(send, 'events', event(photos.id, '2027-03-06', '2027-03-07'));
    const before = await writeCounts(app);
    const refused = expectApiError(
      await send({ method: 'PUT', url: `/api/admin/albums/${photos.id}`, payload: album('2027-03-02') }),
      400,
    );
    expect(refused.message).toBe(TOO_EARLY);
    expect(await writeCounts(app)).toEqual(before);
    const saved = await send({ method: 'GET', url: `/api/admin/albums/${photos.id}` });
    expect(saved.json<{ date: string }>().date).toBe('2027-03-07');
    // Its first day is fine; so is every later day.
    expect(
      (await send({ method: 'PUT', url: `/api/admin/albums/${photos.id}`, payload: album('2027-03-06') })).statusCode,
    ).toBe(200);
    await send({ method: 'DELETE', url: `/api/admin/events/${stage.id}` });
  });

  it('refuses an event moved after its album (the event edited last)', async () => {
    const photos = await createRecord(send, 'albums', album('2027-03-02'));
    const stage = await createRecord(send, 'events', event(photos.id, '2027-03-01', '2027-03-02'));
    const before = await writeCounts(app);
    const refused = expectApiError(
      await send({
        method: 'PUT',
        url: `/api/admin/events/${stage.id}`,
        payload: event(photos.id, '2027-03-06', '2027-03-07'),
      }),
      400,
    );
    expect(refused.message).toBe(TOO_EARLY);
    expect(await writeCounts(app)).toEqual(before);
    // Without the album, the event may move.
    expect(
      (
        await send({
          method: 'PUT',
          url: `/api/admin/events/${stage.id}`,
          payload: event(null, '2027-03-06', '2027-03-07'),
        })
      ).statusCode,
    ).toBe(200);
  });
});
