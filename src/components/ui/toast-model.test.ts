import {
  addToast,
  arriveOnScreen,
  initialToastState,
  leaveScreen,
  MAX_VISIBLE,
  NOTICE_MS,
  removeToast,
  toastOffset,
  type ToastState,
} from './toast-model';

const on = (path: string): ToastState => arriveOnScreen(initialToastState, path);
const texts = (state: ToastState) => state.toasts.map((t) => t.description);
const error = (id: string, description = id) => ({ id, variant: 'destructive' as const, description });

describe('the toast store', () => {
  it('keeps errors until their cause is dealt with and times successes', () => {
    const state = addToast(addToast(on('/signup'), error('a')), {
      id: 'b',
      variant: 'success',
      description: 'Saved.',
    });
    expect(state.toasts.map((t) => [t.description, t.duration])).toEqual([
      ['a', null],
      ['Saved.', NOTICE_MS],
    ]);
  });

  it('lets a success of the same cause take the place of its error', () => {
    let state = addToast(on('/signup'), error('check-email', 'Email is already registered'));
    state = addToast(state, { id: 'check-email', variant: 'success', description: 'Email verified.' });
    expect(texts(state)).toEqual(['Email verified.']);
    expect(texts(removeToast(state, 'check-email'))).toEqual([]);
  });

  it("drops a screen's errors when the user arrives on another screen", () => {
    let state = addToast(on('/signup'), error('check-email', 'Email is already registered'));
    state = arriveOnScreen(leaveScreen(state), '/register/country-residence');
    expect(texts(state)).toEqual([]);
  });

  it('keeps them when only the search changes, the screen staying the same', () => {
    const state = addToast(on('/'), error('login'));
    expect(texts(arriveOnScreen(state, '/'))).toEqual(['login']);
  });

  it("gives a toast raised during a navigation (a guard's) to the screen it lands on", () => {
    let state = leaveScreen(addToast(on('/login'), error('old')));
    state = addToast(state, error('draft', 'Please start again.'));
    state = arriveOnScreen(state, '/signup');
    expect(texts(state)).toEqual(['Please start again.']);
    expect(state.toasts[0]?.screen).toBe('/signup');
    // …and it leaves with that screen.
    expect(texts(arriveOnScreen(leaveScreen(state), '/'))).toEqual([]);
  });

  it('keeps app-wide toasts (the connection) across screens until resolved', () => {
    let state = addToast(on('/main/dashboard'), {
      id: 'connection',
      variant: 'warning',
      description: 'Reconnecting to server...',
      scope: 'app',
    });
    state = arriveOnScreen(leaveScreen(state), '/main/chat');
    expect(texts(state)).toEqual(['Reconnecting to server...']);
    expect(state.toasts[0]?.duration).toBeNull();
    state = addToast(state, {
      id: 'connection',
      variant: 'destructive',
      description: 'Connection failed: timeout',
      scope: 'app',
      duration: 4000,
    });
    expect(state.toasts.map((t) => [t.description, t.duration])).toEqual([
      ['Connection failed: timeout', 4000],
    ]);
  });

  it('lets timed notices follow the user to the next screen', () => {
    let state = addToast(on('/signup'), { id: 'ok', variant: 'success', description: 'Email verified.' });
    state = arriveOnScreen(leaveScreen(state), '/register/country-residence');
    expect(texts(state)).toEqual(['Email verified.']);
  });

  it(`shows at most ${MAX_VISIBLE}, the oldest making way`, () => {
    const state = ['a', 'b', 'c', 'd'].reduce((s, id) => addToast(s, error(id)), on('/'));
    expect(texts(state)).toEqual(['b', 'c', 'd']);
  });
});

describe('where toasts start', () => {
  it('is below the lowest top bar', () => expect(toastOffset([40, 132.4], 844)).toBe(132));
  it('is the top when the bars have scrolled away or there are none', () => {
    expect(toastOffset([-20], 844)).toBe(0);
    expect(toastOffset([], 844)).toBe(0);
  });
  it('never passes the middle of the screen', () => expect(toastOffset([700], 600)).toBe(300));
});
