/** What the ticket and a position's forms say of a volume or a stop the rules refused. */
import { formatPrice, formatVolume } from '@contract/rules/format';
import { m } from '@/i18n';
import type { CloseVolumeProblem, StopProblem } from '../model/order-ticket';

const e = m.trading.ticket.errors;

export function volumeMessage(problem: CloseVolumeProblem): string {
  switch (problem.kind) {
    case 'empty':
      return e.volumeEmpty;
    case 'invalid':
      return e.volumeInvalid;
    case 'too-small':
      return e.volumeTooSmall(formatVolume(problem.min));
    case 'too-large':
      return e.volumeTooLarge(formatVolume(problem.max));
    case 'off-step':
      return e.volumeOffStep(formatVolume(problem.step));
    case 'over-position':
      return m.trading.position.errors.overPosition(formatVolume(problem.max));
    case 'remainder-too-small':
      return m.trading.position.errors.remainderTooSmall(formatVolume(problem.min));
  }
}

export function stopMessage(problem: StopProblem, digits: number): string {
  switch (problem.kind) {
    case 'invalid':
      return e.stopInvalid;
    case 'too-precise':
      return e.stopTooPrecise(problem.digits);
    case 'wrong-side':
      return e.stopWrongSide(problem.below, formatPrice(problem.price, digits));
  }
}
