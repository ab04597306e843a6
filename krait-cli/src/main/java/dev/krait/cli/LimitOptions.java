/*
 * The limit options every command that runs cells shares (--timeout, --heap, --isolate), as one picocli
 * mixin so their names, defaults, help and checks cannot drift apart between commands.
 */
package dev.krait.cli;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.Isolation;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --timeout}, {@code --heap} and {@code --isolate}, and the {@link CellLimits} they make. */
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

  @Option(names = "--isolate",
      description = "Run each cell in a worker process of its own (see docs/security.md) instead of in this JVM.")
  boolean isolate;

  Isolation isolation() {
    return isolate ? Isolation.PROCESS : Isolation.IN_PROCESS;
  }

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
