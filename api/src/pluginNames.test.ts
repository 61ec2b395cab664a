import Fastify, { type FastifyInstance } from 'fastify';
import { nameEveryPlugin } from './pluginNames';

const displayName = (plugin: object) => (plugin as Record<symbol, unknown>)[Symbol.for('fastify.display-name')];

test('every plugin, in the root context or a child one, has a name before Fastify looks for one', async () => {
  const app = Fastify();
  nameEveryPlugin(app);
  async function sectionRoutes(section: FastifyInstance) {
    await section.register(inner);
  }
  const inner = async (_child: FastifyInstance) => {};
  const [anonymous] = [async () => {}] as const;
  await app.register(sectionRoutes);
  await app.register(anonymous);
  await app.ready();
  expect(displayName(sectionRoutes)).toBe('sectionRoutes');
  expect(displayName(inner)).toBe('inner');
  expect(displayName(anonymous)).toBe('plugin anonyme');
  await app.close();
});

test('a name given by fastify-plugin is kept', async () => {
  const app = Fastify();
  nameEveryPlugin(app);
  const plugin = Object.assign(async () => {}, { [Symbol.for('fastify.display-name')]: '@wado/exemple' });
  await app.register(plugin);
  await app.ready();
  expect(displayName(plugin)).toBe('@wado/exemple');
  await app.close();
});
