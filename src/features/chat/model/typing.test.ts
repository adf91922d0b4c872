import { createTypingSignal, TYPING_REPEAT_MS } from './typing';

function signal() {
  let time = 1_000;
  const sent: boolean[] = [];
  const typing = createTypingSignal(
    (value) => sent.push(value),
    () => time,
  );
  return { typing, sent, advance: (ms: number) => (time += ms) };
}

describe('createTypingSignal', () => {
  it('says typing once per repeat period while keys come, and stopped once when the box empties', () => {
    const { typing, sent, advance } = signal();
    typing.input('H');
    advance(200);
    typing.input('He');
    advance(TYPING_REPEAT_MS - 201);
    typing.input('Hel');
    expect(sent).toEqual([true]);
    advance(1);
    typing.input('Hell');
    expect(sent).toEqual([true, true]);
    typing.input('   ');
    typing.input('');
    expect(sent).toEqual([true, true, false]);
  });

  it('says stopped when the message goes, and nothing when it was not typing', () => {
    const { typing, sent } = signal();
    typing.stop();
    typing.input('');
    expect(sent).toEqual([]);
    typing.input('Hello');
    typing.stop();
    typing.stop();
    expect(sent).toEqual([true, false]);
    // A new word after a send is news at once.
    typing.input('A');
    expect(sent).toEqual([true, false, true]);
  });
});
