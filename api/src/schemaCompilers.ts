import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import AjvCompiler, { AjvReference, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { default as StandaloneCode } from 'ajv/dist/standalone';

/**
 * The validators and serializers Fastify compiles from the routes' schemas, once per process, and,
 * given a folder (`compiledSchemasDir`), once for every process that shares it: the code Ajv and
 * fast-json-stringify generate for a schema is written there under the schema's fingerprint (their
 * « standalone » mode), and a later process loads it instead of generating it again. Compiling
 * every route's schemas took ~0.7 s of each API test file's processor time; the tests share a
 * folder per run.
 */

const AJV_OPTIONS = { removeAdditional: true, allErrors: false, useDefaults: true } as const;

/**
 * A `require` as from the folder of `library`: the generated code and the standalone generators
 * must be the very modules the compilers use (Fastify's Ajv has its own ajv-formats). Resolved only
 * when a folder is given: the bundled server otherwise never looks for them.
 */
function requireBeside(library: string): (id: string) => unknown {
  const paths = [path.dirname(require.resolve(library))];
  // This module's own `require`, not `createRequire`: under Jest it loads from the test's module
  // registry, where the compilers' Ajv lives (Ajv's code objects must be of its own classes).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (id) => require(require.resolve(id, { paths })) as unknown;
}

type ExternalSchemas = Parameters<BuildCompilerFromPool>[0];
type CompilerOptions = NonNullable<Parameters<BuildCompilerFromPool>[1]>;
/**
 * What Fastify really calls the compiler with, and what @fastify/ajv-compiler's runtime takes: the
 * route's definition, not the bare schema its type declarations name.
 */
type Validate = ReturnType<ReturnType<BuildCompilerFromPool>>;
type RouteValidatorCompiler = (route: RouteDefinition) => Validate;
type Serialize = (data: unknown) => string;

/**
 * One pool of Ajv instances for the process, keyed by the options (and the external schemas, none
 * here): every plugin context and every app built by this process (the tests build hundreds) reuse
 * the same two instances, and Ajv's cache of compiled schemas with them. A pool per call compiled
 * Ajv's meta-schema again for each context: 1.9 of the 5 s an app took to get ready.
 */
const validatorPool = AjvCompiler();
const defaultSerializers = SerializerSelector();

/** A compiled schema's code, kept in `dir` under a fingerprint of what decided it. */
class CodeFolder {
  readonly fromAjvCompiler = requireBeside('@fastify/ajv-compiler');
  readonly fromSerializerCompiler = requireBeside('@fastify/fast-json-stringify-compiler');
  /** The versions of the libraries that generate the code: a new one writes other files. */
  private readonly generators = [
    this.fromAjvCompiler('ajv/package.json'),
    this.fromAjvCompiler('ajv-formats/package.json'),
    this.fromSerializerCompiler('fast-json-stringify/package.json'),
  ].map((json) => (json as { version: string }).version);

  constructor(private readonly dir: string) {}

  fileOf(kind: 'validator' | 'serializer', decidedBy: unknown): string {
    const hash = crypto
      .createHash('sha256')
      .update(JSON.stringify([this.generators, kind, decidedBy]))
      .digest('hex');
    return path.join(this.dir, `${kind}-${hash.slice(0, 32)}.cjs`);
  }

  /** Runs generated code as a CommonJS module, its `require` resolving as its generator's would. */
  run<T>(code: string, requireFrom: (id: string) => unknown): T {
    const module = { exports: {} as unknown };
    // The code is the libraries' own (standalone mode), written by a process of this server.
    new Function('require', 'module', 'exports', code)(requireFrom, module, module.exports);
    return module.exports as T;
  }

  /** The module's export, or null when no process has written it yet. */
  load<T>(file: string, requireFrom: (id: string) => unknown): T | null {
    let code: string;
    try {
      code = fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    return this.run<T>(code, requireFrom);
  }

  /** Written whole or not at all: another process may be reading the same file. */
  store(file: string, code: string): void {
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      const partial = `${file}.${process.pid}.${crypto.randomUUID()}`;
      fs.writeFileSync(partial, code);
      fs.renameSync(partial, file);
    } catch {
      // A folder that cannot be written costs only the next process's compilation.
    }
  }
}

/**
 * Two validators: query strings, path parameters and headers are text, so `?page=2` is coerced to
 * the number the schema asks for; a JSON body already has types, and is taken as sent: `"true"` or
 * `1` is not the boolean `true`, `"3"` is not a number.
 */
function validatorFactory(folder: CodeFolder | null) {
  // Loaded from the folder: kept for the process, as Ajv keeps what it compiled.
  const loaded = { array: new WeakMap<object, Validate>(), exact: new WeakMap<object, Validate>() };
  const standalone = folder && {
    code: (folder.fromAjvCompiler('ajv/dist/standalone') as { default: typeof StandaloneCode }).default,
    // The generated code names ajv-formats' checks (Fastify's Ajv adds them) by this require.
    options: {
      source: true,
      formats: (folder.fromAjvCompiler('ajv/dist/compile/codegen') as typeof import('ajv/dist/compile/codegen'))
        ._`require("ajv-formats/dist/formats").fullFormats`,
    },
  };
  return (externalSchemas: ExternalSchemas, serverOptions: CompilerOptions = {}): RouteValidatorCompiler => {
    const compiler = (coerceTypes: 'array' | false) => {
      const customOptions = {
        ...serverOptions.customOptions,
        ...AJV_OPTIONS,
        coerceTypes,
        ...(standalone ? { code: standalone.options } : {}),
      };
      const compile = validatorPool(externalSchemas, {
        ...serverOptions,
        mode: undefined,
        customOptions,
      }) as unknown as RouteValidatorCompiler; // the declarations' (schema) => … vs the runtime's (route) => …
      if (!folder || !standalone) return compile;
      // The pool's Ajv instance, which the standalone generator reads its compiled schemas from.
      const { ajv } = (compile as unknown as Record<symbol, { ajv: Parameters<typeof StandaloneCode>[0] }>)[
        AjvReference as unknown as symbol
      ]!;
      const memo = coerceTypes ? loaded.array : loaded.exact;
      return (route: RouteDefinition) => {
        const schema = route.schema as object;
        const known = memo.get(schema);
        if (known) return known;
        const file = folder.fileOf('validator', [coerceTypes, externalSchemas, schema]);
        let validate = folder.load<Validate>(file, folder.fromAjvCompiler);
        if (!validate) {
          validate = compile(route);
          folder.store(file, standalone.code(ajv, validate as unknown as Parameters<typeof StandaloneCode>[1]));
        }
        memo.set(schema, validate);
        return validate;
      };
    };
    const coercing = compiler('array');
    const exact = compiler(false);
    return (route) => (route.httpPart === 'body' ? exact(route) : coercing(route));
  };
}

/**
 * Response serializers, compiled once per schema object for the process (the contract's schemas
 * are constants): a second app, or a plugin context that declares the same reply, reuses the
 * function fast-json-stringify generated. No route uses external schemas (`addSchema`), so the
 * schema alone decides the code.
 */
function serializerFactory(folder: CodeFolder | null) {
  const serializers = new WeakMap<object, Serialize>();
  return (externalSchemas: unknown, serializerOptions: unknown) => {
    const options = { ...(serializerOptions as object), ...(folder ? { mode: 'standalone' } : {}) };
    const compile = defaultSerializers(externalSchemas as never, options as never) as unknown as (route: {
      schema: object;
    }) => Serialize | string;
    return (route: { schema: object }) => {
      let serializer = serializers.get(route.schema);
      if (serializer) return serializer;
      if (folder) {
        const file = folder.fileOf('serializer', [serializerOptions ?? null, externalSchemas ?? null, route.schema]);
        serializer = folder.load<Serialize>(file, folder.fromSerializerCompiler) ?? undefined;
        if (!serializer) {
          const code = compile(route) as string;
          folder.store(file, code);
          serializer = folder.run<Serialize>(code, folder.fromSerializerCompiler);
        }
      } else {
        serializer = compile(route) as Serialize;
      }
      serializers.set(route.schema, serializer);
      return serializer;
    };
  };
}

/** Fastify's option type repeats the compiler's declared signature: the same route-vs-schema mismatch. */
type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

const inProcess = { buildValidator: validatorFactory(null), buildSerializer: serializerFactory(null) };
const byFolder = new Map<string, typeof inProcess>();

/** The compilers of a server: in process only, or also through the folder of compiled code. */
export function schemaCompilers(compiledSchemasDir: string | null): CompilersFactory {
  if (!compiledSchemasDir) return inProcess as unknown as CompilersFactory;
  let compilers = byFolder.get(compiledSchemasDir);
  if (!compilers) {
    const folder = new CodeFolder(compiledSchemasDir);
    compilers = { buildValidator: validatorFactory(folder), buildSerializer: serializerFactory(folder) };
    byFolder.set(compiledSchemasDir, compilers);
  }
  return compilers as unknown as CompilersFactory;
}
