/**
 * The step-up the API client asks for when a call is refused for want of a fresh proof: one question
 * at a time, however many calls were refused meanwhile, each told how it ended.
 */
import { createStore } from '@/lib/store/store';
import { STEP_UP_METHODS, type StepUpMethod } from '@contract';

export interface StepUpQuestion {
  methods: StepUpMethod[];
  /** True once the user proved it is them; false when they cancelled or left. */
  settle: (proved: boolean) => void;
}

export const stepUpStore = createStore<{ question: StepUpQuestion | null }>({ question: null });

let asked: Promise<boolean> | null = null;

const isStepUpMethod = (method: string): method is StepUpMethod =>
  (STEP_UP_METHODS as readonly string[]).includes(method);

/** For `configureApiClient`'s `onStepUpRequired`: shows the dialog, or joins the one shown. */
export function askStepUp(methods: string[]): Promise<boolean> {
  asked ??= new Promise<boolean>((resolve) => {
    stepUpStore.set({
      question: {
        methods: methods.filter(isStepUpMethod),
        settle: (proved) => {
          asked = null;
          stepUpStore.set({ question: null });
          resolve(proved);
        },
      },
    });
  });
  return asked;
}
