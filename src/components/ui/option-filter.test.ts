import { describe, expect, it } from 'vitest';
import { filterOptions, foldForSearch } from './option-filter';

const labels = [
  'Algeria',
  'Côte d’Ivoire',
  'Germany',
  'Réunion',
  'United Kingdom',
  'United States',
  'Türkiye',
];
const matching = (query: string) => filterOptions(labels, query).map((index) => labels[index]);

describe('foldForSearch', () => {
  it('ignores case, accents and surrounding space', () => {
    expect(foldForSearch('  Côte d’Ivoire ')).toBe('cote d’ivoire');
    expect(foldForSearch('TÜRKIYE')).toBe('turkiye');
  });
});

describe('filterOptions', () => {
  it('keeps every option, in order, for an empty or blank query', () => {
    expect(matching('')).toEqual(labels);
    expect(matching('   ')).toEqual(labels);
  });

  it('matches anywhere in the label, case-insensitively', () => {
    expect(matching('KINGDOM')).toEqual(['United Kingdom']);
    expect(matching('united')).toEqual(['United Kingdom', 'United States']);
  });

  it('matches without the accents, either way round', () => {
    expect(matching('cote')).toEqual(['Côte d’Ivoire']);
    expect(matching('réu')).toEqual(['Réunion']);
    expect(matching('turk')).toEqual(['Türkiye']);
  });

  it('lists labels with a word starting with the query before labels that only contain it', () => {
    expect(matching('ger')).toEqual(['Germany', 'Algeria']);
    expect(matching('sta')).toEqual(['United States']);
  });

  it('finds nothing for a query no label contains', () => {
    expect(matching('atlantis')).toEqual([]);
  });
});
