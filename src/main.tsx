/**
 * The entry is deliberately small: it paints the loading screen at once, then loads the app.
 * The router, the query cache and the schemas arrive while the bar runs instead of before it.
 */
import { createRoot } from 'react-dom/client';
import '@/styles/theme.css';
import { LoadingScreen } from '@/features/site/components/loading-screen';
import { rememberedSiteName } from '@/features/site/model/remembered-name';
import { captureInstallOffer } from '@/features/install/install-offer';

captureInstallOffer();
// Which version this page runs, for support and the update test: the worker may hold an older one.
document.documentElement.dataset.build = __BUILD_ID__;

const root = createRoot(document.getElementById('root')!);
root.render(<LoadingScreen siteName={rememberedSiteName()} />);

void import('@/app/boot').then(({ boot }) => boot(root));
