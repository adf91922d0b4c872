import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

/** A fresh copy per test: the bar's start and the name shown are shared by every mount. */
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

  /** The static copy of this screen in index.html, as the build ships it (the host fills the name). */
  const staticScreen = () => {
    // vitest runs from the project's root, where index.html is.
    const html = readFileSync('index.html', 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1];
    expect(root).toBeDefined();
    // As the browser reads it: the indentation between tags makes no text (flex layout ignores it).
    return root!.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ >/g, '>').trim();
  };

  it("index.html's static screen is this screen's markup, so the app replaces it without a visible change", async () => {
    const LoadingScreen = await freshLoadingScreen();
    const { container } = render(<LoadingScreen siteName="" />);
    const rendered = container.innerHTML
      // What differs: the app's bar starts its animation where the static one is, and says how far.
      .replace(/ style="[^"]*"/, '')
      .replace(/aria-valuenow="\d+"/, 'aria-valuenow="0"')
      .replace('<p class="bk-start-name">Markets</p>', '<p class="bk-start-name"></p>');
    expect(staticScreen()).toBe(rendered);
  });

  it('takes over the static screen: its name, and its bar where it has climbed to', async () => {
    vi.resetModules();
    const { LoadingScreen, adoptStaticLoadingScreen } = await import('./loading-screen');
    document.body.innerHTML = staticScreen().replace('></p>', '>Host Filled Name</p>');
    const climbing = document.querySelector('.bk-start-climbing')!;
    climbing.getAnimations = () => [{ currentTime: 1230 } as Animation];
    adoptStaticLoadingScreen();
    document.body.innerHTML = '';
    render(<LoadingScreen siteName="Settings Name" />);
    expect(screen.getByText('Host Filled Name')).toBeInTheDocument();
    expect(progress()).toBe(41);
    // The app's bar goes on by the same animation, from where the static one is.
    const fill = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill).toHaveClass('bk-start-climbing');
    expect(fill.style.animationDelay).toBe('-1230ms');
    act(() => vi.advanceTimersByTime(300));
    expect(progress()).toBe(51);
  });

  it("starts the app's bar animation when the static one started, on the same timeline", async () => {
    vi.resetModules();
    const { LoadingScreen, adoptStaticLoadingScreen } = await import('./loading-screen');
    document.body.innerHTML = staticScreen();
    const climbing = document.querySelector('.bk-start-climbing')!;
    climbing.getAnimations = () => [{ currentTime: 1230, startTime: 480 } as Animation];
    adoptStaticLoadingScreen();
    document.body.innerHTML = '';
    // jsdom runs no animations: the app's bar gets one, as a browser gives it from its class.
    const appBar = { startTime: null } as Animation;
    Element.prototype.getAnimations = function (this: Element) {
      return this.classList.contains('bk-start-climbing') ? [appBar] : [];
    };
    try {
      render(<LoadingScreen siteName="Markets" />);
      expect(appBar.startTime).toBe(480);
      const fill = screen.getByRole('progressbar').firstElementChild as HTMLElement;
      expect(fill.style.animationDelay).toBe('');
    } finally {
      delete (Element.prototype as Partial<Element>).getAnimations;
    }
  });

  it('falls back on the name this device remembers when the page came without one (a static host)', async () => {
    vi.resetModules();
    const { LoadingScreen, adoptStaticLoadingScreen } = await import('./loading-screen');
    localStorage.setItem(
      'site-settings-storage',
      JSON.stringify({ state: { settings: { name: 'Remembered' } } }),
    );
    document.body.innerHTML = staticScreen();
    adoptStaticLoadingScreen();
    document.body.innerHTML = '';
    render(<LoadingScreen siteName={undefined} />);
    expect(screen.getByText('Remembered')).toBeInTheDocument();
    expect(progress()).toBe(0);
    localStorage.clear();
  });
});
