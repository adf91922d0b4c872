/**
 * A new customer's first steps on the dashboard: verify, deposit, explore the markets, talk to support.
 * The server says which are taken (GET /onboarding/next-steps); each goes once it is, and the card with
 * the last. Until the answer comes, or if it fails, nothing is shown: a customer who has done it all
 * never sees the card, and the dashboard needs no placeholder for it.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { Card } from '@/components/ui/page';
import { nextStepsQuery, type NextSteps as Taken } from '@/features/onboarding/api/next-steps';
import { siteDataQuery } from '@/features/site/api/site-data';
import { m } from '@/i18n';
import * as s from './next-steps.css';

const t = m.app.dashboard.nextSteps;

const steps: readonly {
  done: keyof Taken;
  to: NonNullable<LinkProps['to']>;
  icon: IconName;
  text: { title: string; text: string };
}[] = [
  { done: 'verified', to: '/main/verification', icon: 'shield', text: t.verify },
  { done: 'funded', to: '/main/deposit', icon: 'wallet', text: t.deposit },
  { done: 'traded', to: '/trading', icon: 'trading', text: t.trade },
  { done: 'contacted_support', to: '/main/chat', icon: 'chat', text: t.support },
];

const textOf = (step: (typeof steps)[number], hasDemo: boolean | undefined) =>
  step.done === 'traded' && !hasDemo ? t.tradeLiveOnly : step.text;

export function NextSteps() {
  const taken = useQuery(nextStepsQuery()).data;
  // A demo account is suggested only to a customer who has one.
  const hasDemo = useQuery(siteDataQuery()).data?.accounts.some((account) => account.type === 'demo');
  const titleId = useId();
  if (!taken) return null;
  const left = steps.filter((step) => !taken[step.done]);
  if (left.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <div className={s.head}>
          <h2 id={titleId} className={s.title}>
            {t.title}
          </h2>
          <p className={s.count}>{t.done(steps.length - left.length, steps.length)}</p>
        </div>
        <ul className={s.list}>
          {left.map((step) => (
            <li key={step.done}>
              <Link to={step.to} className={s.step}>
                <span className={s.icon}>
                  <Icon name={step.icon} size={20} />
                </span>
                <span>
                  <span className={s.stepTitle}>{textOf(step, hasDemo).title}</span>
                  <span className={s.stepText}>{textOf(step, hasDemo).text}</span>
                </span>
                <span className={s.chevron}>
                  <Icon name="chevronRight" size={18} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
