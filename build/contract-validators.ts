/**
 * The page's validators, generated from the contract's arktype schemas when the app is built: each
 * schema of contract/schemas/validated.ts becomes JSON Schema (arktype's `toJsonSchema`), and Ajv
 * writes that as a plain JavaScript function (its standalone code). The page then checks with plain
 * synchronous functions: no schema library in its bundle, and no `new Function` under its CSP.
 *
 * An entity that several schemas contain (a user, a trade, a message) is one function in a module of
 * its own, which the others import; each validator is a module of its own too, so a route's chunk
 * brings only the validators its code uses. A schema that JSON Schema cannot say exactly (a narrow
 * with a predicate not named in contract/schemas/formats.ts, a morph) fails the build with its
 * name: a validator never passes more than its schema.
 */
import Ajv, { _, Name, type KeywordCxt } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import * as entities from '../contract/schemas/index.ts';
import { formats } from '../contract/schemas/formats.ts';
import { bidNotAboveAsk, volumesInOrder } from '../contract/schemas/predicates.ts';
import { validated } from '../contract/schemas/validated.ts';

type JsonSchema = Record<string, unknown>;

/** What the generator needs of an arktype schema. */
interface Schema {
  toJsonSchema(options: object): JsonSchema;
}

/** Narrows over several fields, with the JSON Schema (Ajv's `$data` references) that says the same. */
const fieldRules = new Map<unknown, JsonSchema>([
  [
    volumesInOrder,
    { type: 'object', properties: { max_volume: { type: 'number', minimum: { $data: '1/min_volume' } } } },
  ],
  [bidNotAboveAsk, { type: 'object', properties: { ask: { type: 'number', minimum: { $data: '1/bid' } } } }],
]);
const formatNames = new Map<unknown, string>(Object.entries(formats).map(([name, test]) => [test, name]));

export class UncompilableSchema extends Error {
  constructor(name: string, why: string) {
    super(`The contract schema ${name} cannot be compiled exactly for the page: ${why}`);
    this.name = 'UncompilableSchema';
  }
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'function' && typeof (value as Partial<Schema>).toJsonSchema === 'function';

function jsonSchemaOf(name: string, schema: Schema): JsonSchema {
  const refuse = (why: string) => {
    throw new UncompilableSchema(name, why);
  };
  try {
    const { $schema: _dialect, ...json } = schema.toJsonSchema({
      target: 'draft-07',
      fallback: {
        predicate: ({ base, predicate }: { base: JsonSchema; predicate: unknown }) => {
          const format = formatNames.get(predicate);
          if (format) return { ...base, format };
          const rule = fieldRules.get(predicate);
          if (rule) return { ...base, allOf: [...((base.allOf as unknown[]) ?? []), rule] };
          return refuse(`it narrows with a predicate JSON Schema cannot express (${String(predicate)})`);
        },
        default: ({ code }: { code: string }) => refuse(`JSON Schema has no equivalent (${code})`),
      },
    });
    return withoutPatternLabels(json) as JsonSchema;
  } catch (error) {
    if (error instanceof UncompilableSchema) throw error;
    throw new UncompilableSchema(name, String(error));
  }
}

/**
 * arktype writes a keyword that is a regular expression (`string.email`) as its pattern plus a
 * `format` naming it: the pattern is the whole check, and the name only a label.
 */
function withoutPatternLabels(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutPatternLabels);
  if (json === null || typeof json !== 'object') return json;
  const { format, ...rest } = json as JsonSchema;
  // Only keywords: a `properties` object may name fields `format` and `pattern`, whose schemas are objects.
  const label = typeof format === 'string' && typeof rest.pattern === 'string';
  const kept = format === undefined || label ? rest : { ...rest, format };
  return Object.fromEntries(Object.entries(kept).map(([key, value]) => [key, withoutPatternLabels(value)]));
}

const canonical = (json: unknown) => JSON.stringify(json);
/** Worth a function of its own: an object with fields, or a choice between such objects. */
const isComposite = (json: JsonSchema) => canonical(json).includes('"properties"');

/**
 * Replaces every part of `json` that is exactly one of the shared entities (and is not `self`) by an
 * `entity` keyword naming it, which the generated code turns into a call of that entity's function.
 */
function withEntities(json: unknown, entities: ReadonlyMap<string, string>, self?: string): unknown {
  if (Array.isArray(json)) return json.map((item) => withEntities(item, entities));
  if (json === null || typeof json !== 'object') return json;
  const entity = entities.get(canonical(json));
  if (entity !== undefined && entity !== self) return { entity };
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, withEntities(value, entities)]));
}

export interface GeneratedValidators {
  /** Module code by module name: `entity/userSchema`, `api/user` ... */
  modules: Map<string, string>;
  /** The validators' names by group. */
  groups: Map<string, string[]>;
}

/**
 * Generates the modules. `importOf(module)` says how generated code names another generated module
 * or the formats' module ('formats'); `groups` are the schemas to validate with, `entities` the
 * schemas they share.
 */
export function generateValidators(
  groups: Record<string, Record<string, unknown>>,
  entities: Record<string, unknown>,
  importOf: (module: string) => string,
): GeneratedValidators {
  const entityJson = new Map<string, JsonSchema>();
  for (const [name, schema] of Object.entries(entities)) {
    if (!isSchema(schema)) continue;
    const json = jsonSchemaOf(name, schema);
    if (isComposite(json)) entityJson.set(name, json);
  }
  const entityByShape = new Map([...entityJson].map(([name, json]) => [canonical(json), name]));

  const ajv = new Ajv({
    code: { source: true, esm: true, lines: false, optimize: true, formats: _`__formats` },
    strict: true,
    allErrors: false,
    messages: false,
    $data: true,
    // Lengths and patterns as JavaScript (and arktype) count and match them: UTF-16 code units, no 'u' flag.
    unicode: false,
    unicodeRegExp: false,
    formats,
    logger: false,
  });
  ajv.addKeyword({
    keyword: 'entity',
    schemaType: 'string',
    error: { message: '', params: ({ schema }) => _`{entity: ${schema as string}}` },
    code(cxt: KeywordCxt) {
      const name = cxt.schema as string;
      const validate = cxt.gen.scopeValue('func', {
        key: name,
        ref: () => true,
        code: new Name(entityLocal(name)),
      });
      cxt.fail(_`!${validate}(${cxt.data})`);
    },
  });

  /** A module of `json`'s function: its default export, or `{ name, test }` for a validator. */
  const moduleOf = (json: unknown, validatorName?: string) => {
    const code = standaloneCode(ajv, ajv.compile(json as JsonSchema))
      .replace(/^"use strict";/, '')
      // Where in the JSON Schema it failed: the value's path (instancePath) says enough for a log line.
      .replaceAll(/schemaPath:"[^"]*",/g, '');
    const entitiesUsed = new Set([...code.matchAll(/\b__entity_(\w+)\b/g)].map((match) => match[1]!));
    const imports = [...entitiesUsed].map(
      (entity) => `import ${entityLocal(entity)} from ${JSON.stringify(importOf(`entity/${entity}`))};`,
    );
    if (code.includes('__formats'))
      imports.push(`import { formats as __formats } from ${JSON.stringify(importOf('formats'))};`);
    const body =
      validatorName === undefined
        ? code
        : code.replace(
            /export default (\w+);/,
            (_match, test: string) =>
              `export default { name: ${JSON.stringify(validatorName)}, test: ${test} };`,
          );
    return `${imports.join('\n')}\n${body}`;
  };

  const modules = new Map<string, string>();
  for (const [name, json] of entityJson)
    modules.set(`entity/${name}`, moduleOf(withEntities(json, entityByShape, name)));
  const names = new Map<string, string[]>();
  for (const [group, schemas] of Object.entries(groups)) {
    names.set(group, Object.keys(schemas));
    for (const [name, schema] of Object.entries(schemas)) {
      const fullName = `${group}.${name}`;
      if (!isSchema(schema)) throw new UncompilableSchema(fullName, 'it is not an arktype schema');
      const json = withEntities(jsonSchemaOf(fullName, schema), entityByShape);
      modules.set(`${group}/${name}`, moduleOf(json, fullName));
    }
  }
  return { modules, groups: names };
}

const entityLocal = (name: string) => `__entity_${name}`;

const VIRTUAL = 'virtual:contract-validators/';
const RESOLVED = '\0contract-validators/';
const contractFile = (path: string) => fileURLToPath(new URL(`../contract/${path}`, import.meta.url));

/**
 * Every generated module only defines functions: said so, the bundler places a validator with the
 * code that uses it, rather than with the group module that lists it (which every start imports).
 */
const pure = (code: string) => ({ code, moduleSideEffects: false });

/** The files that type the validators; each gets, as its code, a namespace per group it declares. */
const TYPED_MODULES = ['validators.ts', 'cached-validators.ts'];

/**
 * Supplies the code of contract/validators.ts and contract/cached-validators.ts: a namespace of
 * validators for each group the file declares (`export declare const api: ...`), each validator and
 * each shared entity a module of its own. Generated once per build (or test run, or dev server start).
 */
export function contractValidators(): Plugin {
  const typedModules = new Set(TYPED_MODULES.map(contractFile));
  const formatsModule = contractFile('schemas/formats.ts');
  let generated: GeneratedValidators | undefined;
  const generate = () =>
    (generated ??= generateValidators(validated, entities, (module) =>
      module === 'formats' ? formatsModule : `${VIRTUAL}${module}`,
    ));
  return {
    name: 'contract-validators',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `${RESOLVED}${id.slice(VIRTUAL.length)}` : null;
    },
    load(id) {
      if (typedModules.has(id)) {
        const { groups } = generate();
        const declared = [...readFileSync(id, 'utf8').matchAll(/^export declare const (\w+)/gm)].map(
          (match) => match[1]!,
        );
        const unknown = declared.filter((group) => !groups.has(group));
        if (unknown.length > 0) this.error(`${id} declares validators of no group: ${unknown.join(', ')}`);
        return pure(
          declared
            .map((group) => `export * as ${group} from ${JSON.stringify(`${VIRTUAL}${group}`)};`)
            .join('\n'),
        );
      }
      if (!id.startsWith(RESOLVED)) return null;
      const module = id.slice(RESOLVED.length);
      const { groups, modules } = generate();
      const names = groups.get(module);
      if (names)
        return pure(
          names
            .map(
              (name) =>
                `export { default as ${JSON.stringify(name)} } from ${JSON.stringify(`${VIRTUAL}${module}/${name}`)};`,
            )
            .join('\n'),
        );
      const code = modules.get(module);
      if (code === undefined) this.error(`No contract validator named ${module}`);
      return pure(code);
    },
  };
}
