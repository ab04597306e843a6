/*
 * The limit options every command that runs cells shares (--timeout, --heap), as one picocli
 * mixin so their names, defaults, help and checks cannot drift apart between commands.
 */
package dev.krait.cli;

import dev.krait.runtime.CellLimits;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --timeout} and {@code --heap}, and the {@link CellLimits} they make. */
final class LimitOptions {
  @Option(names = "--timeout", defaultValue = "5s", converter = Sizes.DurationConverter.class,
      description = "CPU budget of a cell (default: ${DEFAULT-VALUE}); waiting on tools and sleep is free.")
  Duration timeout;

  @Option(names = "--heap", defaultValue = "64m", converter = Sizes.SizeConverter.class,
      description = "Live Python data a cell may keep (default: ${DEFAULT-VALUE}, at least 8m).")
  long heap;

  /**
   * The limits, or an {@link IllegalArgumentException} whose message is the sentence to print
   * after "krait: ".
   */
  CellLimits limits() {
    return Sizes.cellLimits(timeout, heap);
  }
}
