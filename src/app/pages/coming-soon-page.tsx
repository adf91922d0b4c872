import { Card, Muted, Page } from '@/components/ui/page';
import { m } from '@/i18n';

/** An honest placeholder for a page whose contents come later: a title and a plain note, nothing fake. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Card>
        <Muted>{m.common.comingSoon}</Muted>
      </Card>
    </Page>
  );
}
