import { render, screen } from '@testing-library/react';
import { Page } from './page';

describe('a screen arriving', () => {
  it('moves the focus to its heading, so a screen reader announces the new page', () => {
    render(<Page title="Dashboard">content</Page>);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveFocus();
  });

  it('takes the focus once, on arrival: where the user puts it next stays', () => {
    const { rerender } = render(
      <Page title="Dashboard">
        <input aria-label="Search" />
      </Page>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    rerender(
      <Page title="Dashboard">
        <input aria-label="Search" />
      </Page>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
