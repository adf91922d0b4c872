import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallApp } from './install-app';
import { captureInstallOffer, installOffer } from '../model/install-offer';

/** What Chromium fires when the app can be installed, with the user's answer to its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const userAgent = navigator.userAgent;
const setUserAgent = (value: string) =>
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });

afterEach(() => setUserAgent(userAgent));

describe('installing the app', () => {
  it("says the browser has not offered it, until it does; then 'Install app' opens the browser's dialog", async () => {
    captureInstallOffer();
    render(<InstallApp />);
    expect(screen.getByRole('status')).toHaveTextContent('This browser has not offered to install the app.');

    const { event, prompt } = offerInstall('accepted');
    // The browser's own mini-infobar is kept away.
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('The app is installed on this device.');
  });

  it('a dismissed dialog takes the button away until the browser offers it again', async () => {
    captureInstallOffer();
    render(<InstallApp />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(await screen.findByRole('status')).toHaveTextContent('has not offered');
    offerInstall('accepted');
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it('an install from the browser menu is noticed', () => {
    captureInstallOffer();
    render(<InstallApp />);
    offerInstall('accepted');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('The app is installed on this device.');
  });

  it('an offer the browser makes before the page has painted stands', async () => {
    captureInstallOffer();
    offerInstall('accepted');
    render(<InstallApp />);
    // The entry asks whether the app runs installed after the first frame: that answer must not
    // take back the offer.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(installOffer.get().state).toBe('offered');
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it("on an iPhone it explains the Share menu's 'Add to Home Screen'", async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    captureInstallOffer();
    render(<InstallApp />);
    // Known once the page has painted (the entry asks after its first frame).
    expect(await screen.findByText(/tap Share, then 'Add to Home Screen'/)).toBeVisible();
    expect(installOffer.get().state).toBe('ios');
  });
});
