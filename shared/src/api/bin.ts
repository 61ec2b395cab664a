import type { BinList } from '../schemas/bin';
import type { Done } from '../schemas/auth';
import { request } from './http';

const signedIn: RequestInit = { credentials: 'same-origin' };
const entryPath = (id: number) => `/api/admin/bin/${id}`;

/** The back office's bin: what the person's sections deleted in the last 30 days. */
export const binApi = {
  getBin: () => request<BinList>('/api/admin/bin', signedIn),
  restoreFromBin: (id: number) => request<Done>(`${entryPath(id)}/restore`, { method: 'POST', ...signedIn }),
  deleteFromBin: (id: number) => request<Done>(entryPath(id), { method: 'DELETE', ...signedIn }),
  emptyBin: () => request<Done>('/api/admin/bin/empty', { method: 'POST', ...signedIn }),
};
