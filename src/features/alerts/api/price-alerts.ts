/**
 * Price alerts: GET /price-alerts lists the customer's (the active ones, then those that went off),
 * POST sets one, PATCH changes an active one's side, direction and price, DELETE removes one. Setting
 * one twice sets two, which the list shows: nothing is traded, so no idempotency key.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { priceAlertAnswers, type PriceAlert, type priceAlertRequests } from '@contract';
import { alertKeys } from './keys';

export type PriceAlertInput = typeof priceAlertRequests.create.infer;
export type PriceAlertChange = typeof priceAlertRequests.change.infer;

export const fetchPriceAlerts = async (signal?: AbortSignal): Promise<PriceAlert[]> =>
  (await request(priceAlertAnswers.list, '/price-alerts', { signal })).data;

export const priceAlertsQuery = () =>
  queryOptions({ queryKey: alertKeys.list(), queryFn: ({ signal }) => fetchPriceAlerts(signal) });

export const createPriceAlert = async (input: PriceAlertInput): Promise<PriceAlert> =>
  (await request(priceAlertAnswers.alert, '/price-alerts', { json: input })).data;

export const changePriceAlert = async (id: number, input: PriceAlertChange): Promise<PriceAlert> =>
  (
    await request(priceAlertAnswers.alert, `/price-alerts/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: input,
    })
  ).data;

export const deletePriceAlert = async (id: number): Promise<PriceAlert> =>
  (
    await request(priceAlertAnswers.alert, `/price-alerts/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    })
  ).data;
