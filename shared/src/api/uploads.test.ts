import { mockApi } from '../test/adminScreens';
import { api, ApiError } from './client';

const UPLOADED = { id: 42, url: '/media/uploads/a-1600.jpg', width: 1600, height: 1000, sources: [], srcset: '' };
const photo = () => new File([new Uint8Array(2048)], 'salut.jpg', { type: 'image/jpeg' });

describe('uploadImage', () => {
  it('goes by XMLHttpRequest when its progress is asked, reporting the bytes sent', async () => {
    const server = mockApi({ 'POST /api/admin/uploads': { status: 201, body: UPLOADED } }, { xhr: true });
    const fetched = jest.spyOn(globalThis, 'fetch');
    const progress = jest.fn();
    await expect(api.uploadImage(photo(), 'salut.jpg', progress)).resolves.toEqual(UPLOADED);
    expect(progress).toHaveBeenCalledWith({ sent: 2048, total: 2048 });
    expect(fetched).not.toHaveBeenCalled();
    const form = server.calls[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('salut.jpg');
  });

  it('turns a refusal into an ApiError with the server’s French message', async () => {
    mockApi(
      { 'POST /api/admin/uploads': { status: 413, body: { message: 'Cette image est trop lourde : 15 Mo au plus.' } } },
      { xhr: true },
    );
    await expect(api.uploadImage(photo(), 'salut.jpg', jest.fn())).rejects.toEqual(
      new ApiError(413, 'Cette image est trop lourde : 15 Mo au plus.'),
    );
  });

  it('goes by fetch without a progress to report', async () => {
    const server = mockApi({ 'POST /api/admin/uploads': { status: 201, body: UPLOADED } }, { xhr: true });
    await expect(api.uploadImage(photo(), 'salut.jpg')).resolves.toEqual(UPLOADED);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(1);
  });
});
