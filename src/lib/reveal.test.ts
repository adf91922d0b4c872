// @vitest-environment jsdom
import { reveal, SETTLE_MS } from './reveal';

/** A ResizeObserver whose callback the test calls, as the page growing above the element would. */
let resized: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = () => {};
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function anElement() {
  const element = document.createElement('h2');
  document.body.append(element);
  element.scrollIntoView = vi.fn();
  return element;
}

it('brings the element back into view each time the page grows, until the page has settled', () => {
  const element = anElement();
  reveal(element, 'start');
  expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
  expect(element.scrollIntoView).toHaveBeenLastCalledWith({ block: 'start' });
  resized();
  resized();
  expect(element.scrollIntoView).toHaveBeenCalledTimes(3);
  vi.advanceTimersByTime(SETTLE_MS);
  resized();
  expect(element.scrollIntoView).toHaveBeenCalledTimes(3);
});

it("stops at the user's first touch, click, wheel or key: their own scrolling wins", () => {
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
    const element = anElement();
    reveal(element, 'center');
    window.dispatchEvent(new Event(type));
    resized();
    expect(element.scrollIntoView, type).toHaveBeenCalledTimes(1);
  }
});
