import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts the rows that the statements of a Kysely handle inserted, updated or deleted
 * (`db.withPlugin(changes)`): whether the seeding of a start added anything, which the site search
 * must then index (an `INSERT … ON CONFLICT DO NOTHING` that found its row counts nothing).
 */
export class RowsChanged implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += Number(args.result.numAffectedRows ?? 0);
    return args.result;
  }
}
