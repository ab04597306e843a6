/*
 * The human-friendly durations ("5s", "150ms", "2m") and sizes ("64m", "1g") accepted by
 * --timeout and --heap: parsing, printing them back the same way, and checking the limits they
 * make with messages in those words (the runtime's own messages name Java builder methods).
 */
package dev.krait.cli;

import dev.krait.runtime.CellLimits;
import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Converters for command-line durations and byte sizes. */
final class Sizes {
  private Sizes() {}

  /** "500ms", "5s", "2m", "1h"; a bare number is seconds. */
  static final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String text) {
      try {
        return duration(text);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }

  /** "64m", "512k", "1g", or plain bytes. */
  static final class SizeConverter implements ITypeConverter<Long> {
    @Override
    public Long convert(String text) {
      try {
        return size(text);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }

  /**
   * A duration as the options write it; IllegalArgumentException with the message to show. (The
   * parsing lives outside the picocli converters so a plain {@code krait run FILE}, which skips
   * picocli, loads none of its classes.)
   */
  static Duration duration(String text) {
    String s = text.trim().toLowerCase(Locale.ROOT);
    try {
      if (s.endsWith("ms")) {
        return Duration.ofMillis(Long.parseLong(s.substring(0, s.length() - 2)));
      }
      if (s.endsWith("s")) {
        return Duration.ofMillis(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 1000));
      }
      if (s.endsWith("m")) {
        return Duration.ofSeconds(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 60));
      }
      if (s.endsWith("h")) {
        return Duration.ofMinutes(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 60));
      }
      return Duration.ofMillis(Math.round(Double.parseDouble(s) * 1000));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("invalid duration '" + text + "' (use e.g. 500ms, 5s, 2m)");
    }
  }

  /** A size as the options write it; IllegalArgumentException with the message to show. */
  static long size(String text) {
    String s = text.trim().toLowerCase(Locale.ROOT);
    if (s.endsWith("b")) {
      s = s.substring(0, s.length() - 1);
    }
    if (s.endsWith("i")) {
      s = s.substring(0, s.length() - 1);
    }
    long unit = 1;
    if (s.endsWith("k")) {
      unit = 1L << 10;
    } else if (s.endsWith("m")) {
      unit = 1L << 20;
    } else if (s.endsWith("g")) {
      unit = 1L << 30;
    }
    if (unit != 1) {
      s = s.substring(0, s.length() - 1);
    }
    try {
      return Math.multiplyExact(Long.parseLong(s), unit);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException("invalid size '" + text + "' (use e.g. 64m, 512k, 1g)");
    }
  }

  /**
   * The limits for {@code --timeout} and {@code --heap}, or an {@link IllegalArgumentException}
   * whose message is the sentence to show after "krait: ".
   */
  static CellLimits cellLimits(Duration timeout, long heap) {
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("--timeout must be more than 0 (got " + format(timeout) + ")");
    }
    if (timeout.compareTo(CellLimits.MAX_TIMEOUT) > 0) {
      throw new IllegalArgumentException("--timeout must be at most " + format(CellLimits.MAX_TIMEOUT)
          + " (got " + format(timeout) + ")");
    }
    if (heap < CellLimits.MIN_HEAP_BYTES) {
      throw new IllegalArgumentException("--heap must be at least " + format(CellLimits.MIN_HEAP_BYTES)
          + " (got " + format(heap) + ")");
    }
    long jvmMax = Runtime.getRuntime().maxMemory();
    if (jvmMax != Long.MAX_VALUE && heap > jvmMax) {
      throw new IllegalArgumentException("--heap " + format(heap) + " is more than this Java VM can give: its"
          + " maximum heap is " + format(jvmMax) + " (java -Xmx)");
    }
    return CellLimits.builder().timeout(timeout).heapBytes(heap).build();
  }

  /** A duration the way --timeout takes it: 500ms, 5s, 2m, 1h. */
  static String format(Duration d) {
    long ms = d.toMillis();
    if (ms % 1000 != 0) {
      return ms + "ms";
    }
    long s = ms / 1000;
    if (s != 0 && s % 3600 == 0) {
      return s / 3600 + "h";
    }
    return s != 0 && s % 60 == 0 ? s / 60 + "m" : s + "s";
  }

  /** A size the way --heap takes it: whole k, m or g where exact, else one decimal. */
  static String format(long bytes) {
    String[] units = {"g", "m", "k"};
    for (int i = 0; i < units.length; i++) {
      long unit = 1L << (30 - 10 * i);
      if (bytes >= unit) {
        return bytes % unit == 0 ? bytes / unit + units[i]
            : String.format(Locale.ROOT, "%.1f%s", (double) bytes / unit, units[i]);
      }
    }
    return bytes + "b";
  }
}
