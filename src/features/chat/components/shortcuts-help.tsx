/** The '?' sheet: every shortcut of the desk with its keys. */
import { Drawer } from '@/components/ui/drawer';
import { m } from '@/i18n';
import { SHORTCUTS } from '../model/shortcuts';
import * as s from './shortcuts-help.css';

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} label={m.chat.shortcuts.title} placement="sheet">
      <h2 className={s.title}>{m.chat.shortcuts.title}</h2>
      <dl className={s.list}>
        {SHORTCUTS.map(({ id, keys }) => (
          <div key={id} className={s.row}>
            <dt className={s.what}>{m.chat.shortcuts[id]}</dt>
            <dd className={s.keys}>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && ' + '}
                  <kbd className={s.key}>{key}</kbd>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Drawer>
  );
}
