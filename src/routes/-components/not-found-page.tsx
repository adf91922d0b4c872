import { Link } from '@tanstack/react-router';
import { FullScreenState, ScreenText } from '@/components/ui/full-screen-state';
import { Icon } from '@/components/ui/icon';
import { m } from '@/i18n';

export function NotFoundPage() {
  return (
    <FullScreenState
      icon={<Icon name="question" />}
      title={m.site.notFoundTitle}
      actions={<Link to="/">{m.site.notFoundHome}</Link>}
    >
      <ScreenText>{m.site.notFoundBody}</ScreenText>
    </FullScreenState>
  );
}
