import { render, screen, waitFor } from '@testing-library/react';
import { Page } from './page';

/** One frame and the task after it: what `afterPaint` waits for. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('a screen arriving', () => {
  it('moves the focus to its heading once it is drawn, so a screen reader announces the new page', async () => {
    render(<Page title="Dashboard">content</Page>);
    const heading = screen.getByRole('heading', { name: 'Dashboard', level: 1 });
    // Not in the task that renders it: focusing there would lay the new page out inside that task.
    expect(heading).not.toHaveFocus();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the focus where the user put it before the page was drawn', async () => {
    render(
      <Page title="Dashboard">
        <input aria-label="Search" />
      </Page>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await afterNextFrame();
    await afterNextFrame();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
