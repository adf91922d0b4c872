import { ordersSearch, positionSearch } from './notice-search';

it('reads the position a notice names, and nothing from anything else', () => {
  expect(positionSearch({ position: 42 })).toEqual({ position: 42 });
  expect(positionSearch({ position: '42' })).toEqual({ position: 42 });
  for (const position of [undefined, 0, -3, 1.5, 'abc', '', null, 2 ** 60, { id: 1 }])
    expect(positionSearch({ position })).toEqual({});
});

it('reads a link to the orders, and nothing from anything else', () => {
  expect(ordersSearch({ show: 'orders' })).toEqual({ show: 'orders' });
  for (const show of [undefined, 'trades', 'ORDERS', 1]) expect(ordersSearch({ show })).toEqual({});
});
