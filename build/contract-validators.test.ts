import { type } from 'arktype';
import fc from 'fast-check';
import * as contract from '@contract';
import { cached } from '@contract/cached-validators';
import * as entities from '@contract/schemas';
import { validated } from '@contract/schemas/validated';
import { generateValidators, UncompilableSchema } from './contract-validators';

const generate = (group: Record<string, unknown>) =>
  generateValidators({ test: group }, entities, (module) => module);

describe('a schema the build cannot compile exactly', () => {
  it('fails the build with its name when it narrows with a predicate JSON Schema cannot say', () => {
    const longEnough = type('string').narrow((text) => text.trim().length > 2);
    expect(() => generate({ ok: type({ id: 'number' }), longEnough })).toThrow(UncompilableSchema);
    expect(() => generate({ longEnough })).toThrow(/test\.longEnough .*predicate/);
  });

  it('fails on a predicate deep inside an object, naming the schema', () => {
    const answer = type({ data: { name: type('string').narrow((text) => text !== 'admin') } });
    expect(() => generate({ answer })).toThrow(/test\.answer/);
  });

  it('fails on a schema that changes what it checks (a morph)', () => {
    expect(() => generate({ trimmed: type('string').pipe((text) => text.trim()) })).toThrow(/test\.trimmed/);
  });

  it('compiles the predicates it knows: named formats and the volumes rule', () => {
    const { modules } = generate({ asset: entities.assetSchema });
    expect(modules.get('test/asset')).toContain('entity/assetSchema');
    expect(modules.get('entity/marketSchema')).toContain('isoInstant');
    expect(modules.get('entity/assetSchema')).toContain('min_volume');
  });
});

type Schema = ((value: unknown) => unknown) & { allows(value: unknown): boolean };
const groups = Object.entries(validated) as [string, Record<string, Schema>][];
const pairs = groups.flatMap(([group, schemas]) =>
  Object.entries(schemas).map(([name, schema]) => ({
    name: `${group}.${name}`,
    schema,
    validator: (
      { ...contract, cached } as unknown as Record<string, Record<string, contract.Validator<unknown>>>
    )[group]![name]!,
  })),
);

describe('the generated validators', () => {
  it('exist for every schema the page checks with, each named for it', () => {
    for (const { name, validator } of pairs) expect(validator.name).toBe(name);
  });

  // Exactly, but for one thing: an array is never an object to JSON Schema, while arktype's object
  // domain takes one (an array for an object of optional fields), so that the validator refuses.
  it('never pass what their schemas refuse, on any JSON', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.jsonValue(), ({ schema, validator }, value) => {
        if (validator.test(value)) expect(schema.allows(value)).toBe(true);
        else if (!Array.isArray(value)) expect(schema.allows(value)).toBe(false);
      }),
      { numRuns: 3000, seed: 38 },
    );
  });

  const asset = {
    id: 1,
    symbol: 'EURUSD',
    name: 'Euro',
    category: 'forex',
    digits: 5,
    price: 1.100045,
    bid: 1.1,
    ask: 1.10009,
    contract_size: 100_000,
    min_volume: 1000,
    max_volume: 5000,
    volume_step: 1000,
    pip_size: 0.0001,
    max_leverage: 30,
    trading_hours: [],
    market: { state: 'closed', next_open: '2026-11-29T22:00:00.000Z' },
    day: { prev_close: null, high: 1.2, low: 1.05 },
  };

  it.each([
    ['an asset as it should be', asset, true],
    ['an asset whose least volume is above its most', { ...asset, min_volume: 6000 }, false],
    ['an asset without its day', { ...asset, day: undefined }, false],
    ['an asset whose ask is below its bid', { ...asset, ask: 1.09991 }, false],
    ['an asset quoted with no spread', { ...asset, ask: 1.1 }, true],
    ['an asset without its ask', (({ ask: _ask, ...rest }) => rest)(asset), false],
    ['a market opening on a real day', asset.market, true],
    ['a market opening on 30 February', { ...asset.market, next_open: '2026-02-30T22:00:00.000Z' }, false],
    ['a market opening at no time', { ...asset.market, next_open: 'soon' }, false],
  ])('agree with the schema on %s', (_, value, passes) => {
    const [schema, validator] =
      'symbol' in value
        ? [entities.assetSchema, contract.wire.marketUpdate]
        : [entities.marketSchema, contract.wire.marketUpdate];
    const batch = [{ id: 1, market: 'symbol' in value ? asset.market : value }];
    expect(schema.allows(value)).toBe(passes);
    if ('symbol' in value) {
      const answer = { data: { assets: [value], accounts: [], cryptos: [] } };
      expect(contract.api.siteData.test(answer)).toBe(passes);
    } else expect(validator.test(batch)).toBe(passes);
  });

  it.each([
    ['a quote as it should be', { id: 1, price: 1.100045, bid: 1.1, ask: 1.10009 }, true],
    ['a quote whose ask is below its bid', { id: 1, price: 1.1, bid: 1.1, ask: 1.09991 }, false],
    ['a quote without its bid', { id: 1, price: 1.1, ask: 1.10009 }, false],
    ['a quote with a bid of 0', { id: 1, price: 1.1, bid: 0, ask: 1.10009 }, false],
  ])('agree with the schema on the feed sending %s', (_, item, passes) => {
    expect(entities.priceUpdateSchema.allows([item])).toBe(passes);
    expect(contract.wire.priceUpdate.test([item])).toBe(passes);
  });

  it('count lengths in UTF-16 units and take JSON text as the schemas do', () => {
    const draft = { email: 'a@b.co', password: '\ud83d\ude00', country: 'x', timestamp: 't' };
    expect(contract.stored.registrationDraft.test(draft)).toBe(true);
    expect(contract.api.userAuth.test({ auth: 'k:s', user_data: '{"id":"1"}' })).toBe(true);
    expect(contract.api.userAuth.test({ auth: 'k:s', user_data: '{id' })).toBe(false);
  });
});
