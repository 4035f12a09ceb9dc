/** What a piece of work costs in memory, for the tests that send something built to exhaust it. */

/** The highest resident memory seen while `work` runs, above what it was before. */
export async function memoryGrowth(work: () => Promise<unknown>): Promise<number> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  try {
    await work();
    return Math.max(peak, process.memoryUsage().rss) - baseline;
  } finally {
    clearInterval(sample);
  }
}
