import { useCallback, useEffect, useRef } from 'react';
import { solveChallenge } from '@valley/shared/bot-check';
import { useApiClient } from '@valley/shared/api/swr';

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
