import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { clearToasts, showToast, toast, Toaster, toastScreens } from './toast';

const region = () => within(screen.getByRole('region', { name: 'Notifications' }));
const liveText = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[aria-live="${politeness}"]`)?.textContent ?? '';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('announce through regions that were there before the toast, politely or urgently', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved.'));
    expect(liveText('polite')).toBe('Saved.');
    act(() => void toast.error('Failed to send message.'));
    expect(liveText('assertive')).toBe('Failed to send message.');
    expect(region().getByText('Saved.')).toBeInTheDocument();
  });

  it('read the same words again when they repeat', () => {
    render(<Toaster />);
    act(() => void toast.error('Connection failed'));
    const first = liveText('assertive');
    act(() => void toast.error('Connection failed'));
    expect(liveText('assertive')).not.toBe(first);
    expect(liveText('assertive').replace('\u200b', '')).toBe('Connection failed');
  });

  it('close successes by themselves but keep errors until dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved.');
      toast.error('Failed.');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(region().queryByText('Saved.')).not.toBeInTheDocument();
    expect(region().getByText('Failed.')).toBeInTheDocument();
  });

  it('replace a toast with the same id and show at most three', () => {
    render(<Toaster />);
    act(() => {
      showToast({ id: 'conn', variant: 'warning', description: 'Reconnecting to server...' });
      showToast({ id: 'conn', variant: 'success', description: 'Connected to server' });
    });
    expect(region().queryByText('Reconnecting to server...')).not.toBeInTheDocument();
    act(() => ['a', 'b', 'c', 'd'].forEach((d) => void toast.error(d)));
    expect(region().getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
    expect(region().queryByText('a')).not.toBeInTheDocument();
  });

  it('close the newest one with Escape, and with a close button a thumb can hit', () => {
    render(<Toaster />);
    act(() => {
      toast.error('First.');
      toast.error('Second.');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(region().queryByText('Second.')).not.toBeInTheDocument();
    act(() => region().getByRole('button', { name: 'Dismiss' }).click());
    expect(region().queryByText('First.')).not.toBeInTheDocument();
  });

  it('leave an Escape that a control nearer the focus used alone', () => {
    render(<Toaster />);
    act(() => void toast.error('Failed.'));
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    event.preventDefault();
    act(() => void document.dispatchEvent(event));
    expect(region().getByText('Failed.')).toBeInTheDocument();
  });

  it('of a screen go when the user leaves it, and a success of the same cause replaces an error', () => {
    render(<Toaster />);
    act(() => {
      toastScreens.arrived('/signup');
      toast.error('Email is already registered', { key: 'check-email' });
    });
    act(() => void toast.success('Email verified.', { key: 'check-email' }));
    expect(region().queryByText('Email is already registered')).not.toBeInTheDocument();
    act(() => void toast.error('Failed to check email availability'));
    act(() => {
      toastScreens.leaving();
      toastScreens.arrived('/register/country-residence');
    });
    expect(region().queryByText('Failed to check email availability')).not.toBeInTheDocument();
    expect(region().getByText('Email verified.')).toBeInTheDocument();
  });
});
