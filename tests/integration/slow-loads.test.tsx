/**
 * Screens that wait on `GET /data` (the site data) or on the onboarding calls, when those hang: each
 * says it is taking longer than usual once a try has failed, then shows the failure with a retry that
 * asks again, and recovers when the server answers. The client's time-out is shortened to 300 ms, so
 * the query's three tries (with its waits of 1 s and 2 s between them) are over in about 4 s.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiClient } from '@/lib/api';
import { REQUEST_TIMEOUT_MS } from '@/lib/api';
import { loginAs, renderApp, setupTestBackend } from '@tests/support/app-harness';
import { holdEndpoint } from '@tests/support/backend';

const api = setupTestBackend();

const slow = 'This is taking longer than usual. Still trying…';
const dataFailed = 'Failed to fetch site data. Please try again later.';
/** Past the last of three tries. */
const GIVEN_UP_MS = 8000;

beforeEach(() => configureApiClient({ timeoutMs: 300 }));
afterEach(() => configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS }));

async function visit(path: string, email = 'demo@example.com') {
  // The start renders the app while a loader still waits, as src/start.tsx does after FIRST_ROUTE_WAIT_MS.
  await renderApp({ path, session: await loginAs(email), returning: true, loadWaitMs: 100 });
}

/** The slow notice while it still tries, then `failure` and no notice; answers the retry button. */
async function slowThenFailed(failure: string, retry = 'Retry') {
  expect(await screen.findByText(slow, {}, { timeout: GIVEN_UP_MS })).toBeVisible();
  const alert = (await screen.findByText(failure, {}, { timeout: GIVEN_UP_MS })).closest('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(screen.queryByText(slow)).not.toBeInTheDocument();
  return within(alert as HTMLElement).getByRole('button', { name: retry });
}

describe('a deposit route whose loader waits on the site data', () => {
  it.each([['/main/deposit/tether/usdt-trc20', 'Deposit Tether', '/main/deposit/tether/usdt-trc20']])(
    '%s: says it is slow, then fails with Retry, which loads the page',
    async (path, heading, landed) => {
      const user = userEvent.setup();
      const release = holdEndpoint(api, 'get', '/data');
      await visit(path);
      // The deposit frame and the route's loading line (after the router's pendingMs), never a blank screen.
      expect(await screen.findByText('Loading…', {}, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Deposit', level: 1 })).toBeInTheDocument();
      const retry = await slowThenFailed(dataFailed);

      release();
      await user.click(retry);
      expect(await screen.findByRole('heading', { name: heading }, { timeout: 6000 })).toBeInTheDocument();
      expect(window.location.pathname).toBe(landed);
      expect(screen.queryByText(dataFailed)).not.toBeInTheDocument();
    },
  );
});

describe('a page that reads the site data beside its own', () => {
  it.each([
    ['/main/deposit/card', () => screen.findByRole('link', { name: 'Bitcoin' })],
    ['/main/auto-trader', () => screen.findByRole('heading', { name: 'Auto-trader', level: 1 })],
  ])('%s: says the site data is slow, then fails with Retry, which asks again', async (path, loaded) => {
    const user = userEvent.setup();
    const release = holdEndpoint(api, 'get', '/data');
    await visit(path);
    const retry = await slowThenFailed(dataFailed);

    release();
    await user.click(retry);
    await waitFor(() => expect(screen.queryByText(dataFailed)).not.toBeInTheDocument(), { timeout: 6000 });
    expect(await loaded()).toBeInTheDocument();
  });

  it('/trading, which shows nothing else until the site data arrives, says it is loading', async () => {
    const release = holdEndpoint(api, 'get', '/data');
    await visit('/trading');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument(), { timeout: 6000 });
  });
});

describe('the onboarding calls', () => {
  it('the progress gate says it is slow, then fails with Try again, which loads the stages', async () => {
    const user = userEvent.setup();
    const release = holdEndpoint(api, 'get', '/onboarding');
    await visit('/main/verification', 'kenji@example.com');
    const retry = await slowThenFailed('Could not load your verification progress.', 'Try again');

    release();
    await user.click(retry);
    expect(
      await screen.findByRole('list', { name: 'Verification steps' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('an ID document upload that hangs ends in the form’s error, its button usable again', async () => {
    const user = userEvent.setup();
    await visit('/main/verification', 'kenji@example.com');
    const form = await screen.findByRole('form', { name: 'ID Check' }, { timeout: 6000 });
    holdEndpoint(api, 'post', '/onboarding/documents');
    await user.click(within(form).getByRole('combobox', { name: 'Document type' }));
    await user.click(within(form).getByRole('option', { name: 'Passport' }));
    const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Document file'), file);
    await user.click(within(form).getByRole('button', { name: 'Upload document' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The upload failed. Please try again.');
    expect(within(form).getByRole('button', { name: 'Upload document' })).toBeEnabled();
  });
});
