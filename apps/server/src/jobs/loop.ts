/**
 * A job's loop (decision 0011): a turn now, then one every `intervalMs`, never two at once (a turn
 * still running when the next is due lets it pass). The turn handles its own failures; `stop`
 * waits for a turn in flight.
 */
export function startLoop(turn: () => Promise<void>, intervalMs: number) {
  let running: Promise<void> | null = null;
  let turnsDone = 0;
  const tick = () => {
    running ??= turn().finally(() => {
      turnsDone += 1;
      running = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // The first turn at once: a restarted process does what fell due while it was away.
  tick();
  return {
    /** How many turns have ended, successful or not. */
    turns: () => turnsDone,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type JobLoop = ReturnType<typeof startLoop>;
