import type { DeskAdmin } from '@contract';
import {
  assigneeOfValue,
  assignOptions,
  assignValue,
  othersOnline,
  UNASSIGNED,
  withAdmin,
} from './assignment';

const admin = (id: number, name: string, online: boolean): DeskAdmin => ({
  id,
  name,
  email: `admin${id}@example.com`,
  online,
});
const jordan = admin(4, 'Jordan Lee', true);
const sam = admin(9, 'Sam Okafor', true);
const ana = admin(12, 'Ana Silva', false);

describe('othersOnline', () => {
  it('is true only while an admin other than the signed-in one is online', () => {
    expect(othersOnline([jordan, sam], 4)).toBe(true);
    expect(othersOnline([jordan, { ...sam, online: false }], 4)).toBe(false);
    expect(othersOnline([jordan, ana], 4)).toBe(false);
  });

  it('counts the signed-in admin as here even when the list says offline, and never as the other', () => {
    expect(othersOnline([{ ...jordan, online: false }, sam], 4)).toBe(true);
    expect(othersOnline([jordan], 4)).toBe(false);
  });

  it('is false before the list has arrived', () => {
    expect(othersOnline(undefined, 4)).toBe(false);
  });
});

describe('assignOptions', () => {
  it("lists the signed-in admin first as 'Me', the others as the server orders them, then 'Unassigned'", () => {
    expect(assignOptions([ana, jordan, sam], 4, null)).toEqual([
      { value: '4', label: 'Me' },
      { value: '12', label: 'Ana Silva (offline)' },
      { value: '9', label: 'Sam Okafor' },
      { value: UNASSIGNED, label: 'Unassigned' },
    ]);
  });

  it('names an assignee the list does not hold, so the select does not claim another', () => {
    expect(assignOptions([jordan, sam], 4, { id: 30, name: 'Lee Park' })).toEqual([
      { value: '4', label: 'Me' },
      { value: '9', label: 'Sam Okafor' },
      { value: '30', label: 'Lee Park' },
      { value: UNASSIGNED, label: 'Unassigned' },
    ]);
    // Listed already: not twice.
    expect(assignOptions([jordan, sam], 4, { id: 9, name: 'Sam Okafor' })).toHaveLength(3);
    expect(assignOptions([jordan, sam], 4, { id: 4, name: 'Jordan Lee' })).toHaveLength(3);
  });
});

describe('the select value', () => {
  it('is the admin id as text, empty for nobody, and back', () => {
    expect(assignValue(9)).toBe('9');
    expect(assignValue(null)).toBe(UNASSIGNED);
    expect(assigneeOfValue(assignValue(9))).toBe(9);
    expect(assigneeOfValue(assignValue(null))).toBeNull();
  });
});

describe('withAdmin', () => {
  it("replaces an admin's entry in place, others kept, and adds one the list does not hold", () => {
    const list = [jordan, { ...sam, online: false }];
    const next = withAdmin(list, sam);
    expect(next).toEqual([jordan, sam]);
    expect(next[0]).toBe(jordan);
    expect(list[1]?.online).toBe(false);
    expect(withAdmin([jordan], sam)).toEqual([jordan, sam]);
  });
});
