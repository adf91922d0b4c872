import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SocialSignUp } from './sign-up-extras';

describe('SocialSignUp', () => {
  it('says the social sign-up buttons are not available yet, and pressing one does nothing', async () => {
    render(<SocialSignUp />);
    const note = 'Signing up with Google, Apple or LinkedIn is not offered. Sign up with your email.';
    expect(screen.getByText(note)).toBeVisible();
    for (const provider of ['Google', 'Apple', 'LinkedIn']) {
      const button = screen.getByRole('button', { name: `Sign up with ${provider}` });
      // Still focusable, so a screen reader reaches it and hears why it does nothing.
      expect(button).not.toBeDisabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(note);
      await userEvent.click(button);
      expect(button).toHaveFocus();
    }
  });
});
