import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { m } from '@/i18n';

/** Shown when /config.json cannot be read: the same words as any unreachable server. */
export function ConfigError() {
  return (
    <FullScreenState
      icon={<Icon name="alert" />}
      title={m.site.unreachableTitle}
      actions={
        <Button block onClick={() => window.location.reload()}>
          {m.site.tryAgain}
        </Button>
      }
    >
      <ScreenText>{m.site.unreachableBody}</ScreenText>
    </FullScreenState>
  );
}
