import { act, render, screen } from '@testing-library/react';

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

/** A fresh copy per test: the bar's start time is module state shared by every mount. */
async function freshLoadingScreen() {
  vi.resetModules();
  return (await import('./loading-screen')).LoadingScreen;
}

describe('LoadingScreen', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it("shows the tenant's name, climbs 1 % per 30 ms and calls back once at 100 %", async () => {
    const LoadingScreen = await freshLoadingScreen();
    const onComplete = vi.fn();
    render(<LoadingScreen siteName="Tenant" onComplete={onComplete} />);
    expect(screen.getByText('Tenant')).toBeInTheDocument();
    expect(screen.getByText('Loading market data...')).toBeInTheDocument();
    expect(progress()).toBe(0);
    act(() => vi.advanceTimersByTime(1500));
    expect(progress()).toBe(50);
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(progress()).toBe(100);
    act(() => vi.advanceTimersByTime(1000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('continues the same bar when a second screen replaces the first, instead of starting over', async () => {
    const LoadingScreen = await freshLoadingScreen();
    const first = render(<LoadingScreen siteName={undefined} />);
    act(() => vi.advanceTimersByTime(900));
    first.unmount();
    render(<LoadingScreen siteName="Tenant" />);
    expect(progress()).toBe(30);
    act(() => vi.advanceTimersByTime(300));
    expect(progress()).toBe(40);
  });

  it('shows no name until one is known, then keeps the first one across mounts', async () => {
    const LoadingScreen = await freshLoadingScreen();
    const brand = () => screen.getByRole('main').querySelector('p');
    const first = render(<LoadingScreen siteName={undefined} />);
    expect(brand()).toHaveTextContent(/^$/);
    expect(screen.queryByText('Markets')).not.toBeInTheDocument();
    first.rerender(<LoadingScreen siteName="Northwind Markets" />);
    expect(brand()).toHaveTextContent('Northwind Markets');
    first.unmount();
    const second = render(<LoadingScreen siteName={undefined} />);
    expect(brand()).toHaveTextContent('Northwind Markets');
    second.rerender(<LoadingScreen siteName="Renamed" />);
    expect(brand()).toHaveTextContent('Northwind Markets');
  });
});
