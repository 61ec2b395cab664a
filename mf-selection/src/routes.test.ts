import { routesOwnedBy, sectionContractProblems } from '@wado/shared';
import * as section from './routes';

test('the exposed routes module keeps the contract of the route table', () => {
  expect(sectionContractProblems(section)).toEqual([]);
  const textPaths = routesOwnedBy(section.remote).filter((route) => route.kind === 'text');
  expect(section.routes.map((route) => route.path)).toEqual(
    expect.arrayContaining(textPaths.map((route) => route.path)),
  );
});
