/**
 * The server side of the orders bench, in its own process so the clients' work does not slow the
 * server down. Told its settings by the parent over IPC; exits when the parent goes away.
 */
import { startServer } from '../server/node/start-server';

interface Settings {
  bulkCustomers: number;
  priceHz: number;
}

process.once('message', (message) => {
  const settings = message as Settings;
  void startServer({
    host: '127.0.0.1',
    port: 0,
    staticDir: null,
    controls: true,
    priceHz: settings.priceHz,
    backend: { bulkCustomers: settings.bulkCustomers },
  }).then((server) => {
    process.send?.({ url: server.url });
    process.once('disconnect', () => void server.close().then(() => process.exit(0)));
  });
});
