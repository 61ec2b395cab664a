import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import type { EspaceHousehold, EspaceModule } from '@wado/shared';
import EspaceApp from '../EspaceApp';

/** The address shown, to check where the space sent the visitor. */
function Where() {
  const location = useLocation();
  const how = useNavigationType();
  return (
    <>
      <span data-testid="where">{location.pathname + location.search}</span>
      <span data-testid="how">{how}</span>
    </>
  );
}

/** The space at `url`, as the shell's router mounts it (`/espace/*`), in React's StrictMode. */
export async function renderEspace(url: string) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <StrictMode>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/espace/*" element={<EspaceApp />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </StrictMode>,
    );
  });
  return result!;
}

export const HOUSEHOLD: EspaceHousehold = {
  email: 'claire.martin@exemple.fr',
  expiresAt: '2099-01-01T00:00:00.000Z',
  members: [
    {
      licenseeId: 7,
      firstName: 'Inès',
      lastName: 'Martin',
      birthDate: '2014-03-12',
      grade: 'Ceinture orange',
      club: { id: 3, name: 'Wado Club de Lyon' },
    },
    {
      licenseeId: 8,
      firstName: 'Hugo',
      lastName: 'Martin',
      birthDate: '2016-11-01',
      grade: 'Ceinture jaune',
      club: { id: 3, name: 'Wado Club de Lyon' },
    },
  ],
};

export const SIGNED_OUT = { status: 401, body: { error: 'Unauthorized', message: 'Connectez-vous à votre espace.' } };

/** A remote's `./espace` module with parts that say who they are. */
export const espaceModule = (remote: string, parts: { id: string; title: string }[]): EspaceModule => ({
  remote,
  parts: parts.map((part) => ({ ...part, Component: () => <p>Contenu de {part.title}</p> })),
});

/** Settled promises made once (`use` needs the same promise on every render). */
export const settled = <T,>(value: T) => Promise.resolve(value);
export const failed = (error: Error) => {
  const promise = Promise.reject(error);
  promise.catch(() => undefined);
  return promise;
};
