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
  /** The defaults, also used by {@link Main}'s picocli-free path for a plain {@code krait run FILE}. */
  static final String DEFAULT_TIMEOUT = "5s";
  static final String DEFAULT_HEAP = "64m";

  @Option(names = "--timeout", defaultValue = DEFAULT_TIMEOUT, converter = Sizes.DurationConverter.class,
      description = "CPU budget of a cell (default: ${DEFAULT-VALUE}); waiting on tools and sleep is free.")
  Duration timeout;

  @Option(names = "--heap", defaultValue = DEFAULT_HEAP, converter = Sizes.SizeConverter.class,
      description = "Live Python data a cell may keep (default: ${DEFAULT-VALUE}, at least 8m).")
  long heap;

  /**
   * The limits, or an {@link IllegalArgumentException} whose message is the sentence to print
   * after "krait: ".
   */
  /** The options at their defaults, without picocli. */
  static LimitOptions defaults() {
    LimitOptions o = new LimitOptions();
    o.timeout = Sizes.duration(DEFAULT_TIMEOUT);
    o.heap = Sizes.size(DEFAULT_HEAP);
    return o;
  }

  CellLimits limits() {
    return Sizes.cellLimits(timeout, heap);
  }
}
