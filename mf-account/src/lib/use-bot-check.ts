import { useCallback, useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { solveChallenge } from '@valley/shared/bot-check';
import { useApiClient } from '@valley/shared/api/swr';
import { notify } from '@valley/shared/ui/toast';
import { errorText, RESULT_TOAST_MS } from './notices';

/**
 * The bot check (decision 010): a fresh challenge solved when the form is sent, so it never expires while a visitor types.
 * Answers the token to send; leaving the page aborts the work.
 */
export function useBotCheck(): () => Promise<string> {
  const client = useApiClient();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const { challenge, difficulty } = await client.call('botCheckChallenge', undefined, { signal: current.signal });
    return solveChallenge(challenge, difficulty, { signal: current.signal });
  }, [client]);
}

/**
 * A public form's sending past the bot check: solves it, sends the body with its token and keeps the answer's message for the card's
 * status; a refusal is said in a toast and the form keeps what was typed. `submit` answers whether it was sent.
 */
export function useBotCheckedSend<Body extends { token: string }>(send: (body: Body) => Promise<{ message: string }>) {
  const solveBotCheck = useBotCheck();
  const [received, setReceived] = useState<string | null>(null);
  async function submit(withToken: (token: string) => Body): Promise<boolean> {
    try {
      setReceived((await send(withToken(await solveBotCheck()))).message);
      return true;
    } catch (error) {
      notify.error(errorText(error), { duration: RESULT_TOAST_MS });
      return false;
    }
  }
  return { received, submit };
}

/**
 * A public form of the account screens (support, a correction, the advertiser form): react-hook-form over the shared schema,
 * sent past the bot check with `body` built from its values and the token, emptied once sent.
 */
export function useBotCheckedForm<Input extends FieldValues, Output, Body extends { token: string }>({
  schema,
  empty,
  send,
  body,
  onSent,
}: {
  schema: ZodType<Output, Input>;
  empty: DefaultValues<Input>;
  send: (body: Body) => Promise<{ message: string }>;
  body: (values: NoInfer<Output>, token: string) => Body;
  onSent?: () => void;
}) {
  const { received, submit } = useBotCheckedSend(send);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: empty });
  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await submit((token) => body(values, token)))) return;
    form.reset(empty);
    onSent?.();
  });
  // Read here, during render, so react-hook-form re-renders the form when they change.
  const { errors, isSubmitting } = form.formState;
  // What the account card around the form takes (AccountCardForm): its status line, its submission and its Send button.
  const card = { status: received, onSubmit, submitting: isSubmitting, submitLabel: 'Send' };
  return { register: form.register, errors, card };
}
