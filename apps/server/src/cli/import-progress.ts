import { Presets, SingleBar } from 'cli-progress';
import type { ImportProgress } from '../modules/bible/import-versions.js';

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressDisplay {
  update(progress: ImportProgress): void;
  /** Ends the display; call before printing anything else. */
  stop(): void;
}

/** One bar over every chapter being saved on a terminal; a plain line per version elsewhere (logs, pipes). */
export function createProgressDisplay(output: ProgressOutput): ProgressDisplay {
  return output.isTTY ? terminalBar(output) : plainLines(output);
}

const label = (progress: ImportProgress) =>
  `${progress.versionId} (${progress.versionNumber}/${progress.versionCount})`;

function terminalBar(output: ProgressOutput): ProgressDisplay {
  const bar = new SingleBar(
    {
      format: 'Saving {bar} {percentage}% | {value}/{total} chapters | {version}',
      stream: output as NodeJS.WritableStream,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update(progress) {
      if (!started) {
        bar.start(progress.chaptersTotal, progress.chaptersSaved, { version: label(progress) });
        started = true;
      } else {
        bar.update(progress.chaptersSaved, { version: label(progress) });
      }
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

function plainLines(output: ProgressOutput): ProgressDisplay {
  let current: string | null = null;
  return {
    update(progress) {
      if (progress.versionId === current) return;
      current = progress.versionId;
      output.write(
        `Saving ${label(progress)}: chapters ${progress.chaptersSaved} of ${progress.chaptersTotal} saved so far\n`,
      );
    },
    stop() {
      current = null;
    },
  };
}
