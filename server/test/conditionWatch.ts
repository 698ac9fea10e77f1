/**
 * Waiting for a condition on what a fake records, rather than for time: `until` resolves once the condition
 * holds, checked at once and whenever the fake calls `changed()`.
 */
export class ConditionWatch {
  private watchers: (() => void)[] = [];

  until(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.watchers = this.watchers.filter((watcher) => watcher !== check);
        resolve();
      };
      this.watchers.push(check);
      check();
    });
  }

  changed(): void {
    [...this.watchers].forEach((watcher) => watcher());
  }
}
