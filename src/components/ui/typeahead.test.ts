import { describe, expect, it } from 'vitest';
import { initialTypeahead, isTyping, typeahead, TYPEAHEAD_RESET_MS } from './typeahead';

const labels = ['Austria', 'Belgium', 'Bulgaria', 'United Arab Emirates', 'United Kingdom', 'United States'];

function typeAll(keys: string, gapMs: number, current = -1) {
  let state = initialTypeahead;
  let index = current;
  let now = 10_000;
  for (const key of keys) {
    const out = typeahead(state, key, now, labels, index);
    state = out.state;
    if (out.index >= 0) index = out.index;
    now += gapMs;
  }
  return { state, index };
}

describe('typeahead', () => {
  it('jumps to the first label starting with the letter, case-insensitively', () => {
    expect(typeAll('b', 0).index).toBe(1);
    expect(typeAll('U', 0).index).toBe(3);
  });

  it('builds a prefix from keys typed quickly', () => {
    expect(typeAll('united k', 100).index).toBe(4);
    expect(typeAll('united s', 100).index).toBe(5);
    expect(typeAll('bu', 100).index).toBe(2);
  });

  it('cycles through labels when the same letter is pressed again', () => {
    expect(typeAll('u', 100).index).toBe(3);
    expect(typeAll('uu', 100).index).toBe(4);
    expect(typeAll('uuu', 100).index).toBe(5);
    expect(typeAll('uuuu', 100).index).toBe(3);
  });

  it('starts a new search after a pause of more than a second', () => {
    // Typed slowly, "b" then "u" are two searches: "u" goes to United..., not "Bu".
    expect(typeAll('bu', TYPEAHEAD_RESET_MS + 1).index).toBe(3);
    expect(typeAll('bu', TYPEAHEAD_RESET_MS).index).toBe(2);
  });

  it('searches on from the current option and wraps around', () => {
    expect(typeAll('a', 0, 4).index).toBe(0);
    expect(typeAll('b', 0, 1).index).toBe(2);
  });

  it('reports no match without moving', () => {
    const out = typeahead(initialTypeahead, 'z', 0, labels, 2);
    expect(out.index).toBe(-1);
    expect(out.state.query).toBe('z');
  });

  it('knows when a search is still under way', () => {
    const { state } = typeahead(initialTypeahead, 'u', 5000, labels, -1);
    expect(isTyping(state, 5000 + TYPEAHEAD_RESET_MS)).toBe(true);
    expect(isTyping(state, 5001 + TYPEAHEAD_RESET_MS)).toBe(false);
    expect(isTyping(initialTypeahead, 0)).toBe(false);
  });
});
