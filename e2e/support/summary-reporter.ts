import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The closing lines CI reads, after the list reporter's own summary: the tests of the `e2e`
 * project as `e2e: N passed, M failed`, and apart from them the screenshot scripts (project
 * `screenshots`), which are pictures for people to look at, not tests.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // The last attempt counts (there are no retries, but a test may be run again with them).
    this.outcomes.set(test, result.status);
  }

  onEnd(result: FullResult): void {
    // --list, or nothing selected: there is nothing to count.
    if (this.outcomes.size === 0 && result.status === 'passed') return;
    const count = (project: string, passed: boolean) =>
      [...this.outcomes].filter(
        ([test, status]) =>
          test.parent.project()?.name === project &&
          (passed ? status === 'passed' : status !== 'passed' && status !== 'skipped'),
      ).length;
    const skipped = [...this.outcomes].filter(
      ([test, status]) => test.parent.project()?.name === 'e2e' && status === 'skipped',
    ).length;
    const pictures = count('screenshots', true);
    const failedPictures = count('screenshots', false);
    if (pictures + failedPictures > 0) {
      console.log(
        `screenshots: ${pictures} of ${pictures + failedPictures} scripts took their pictures (test-results/screenshots/)`,
      );
    }
    const failed = count('e2e', false);
    const notes = [
      skipped > 0 ? `${skipped} skipped` : '',
      // Timed out or interrupted before every test had run: the counts are not the whole suite.
      result.status !== 'passed' && failed === 0 ? `run ${result.status}` : '',
    ].filter(Boolean);
    console.log(
      `e2e: ${count('e2e', true)} passed, ${failed} failed${notes.map((note) => `, ${note}`).join('')}`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
