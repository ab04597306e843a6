/*
 * Parsing of the human-friendly durations ("5s", "150ms", "2m") and sizes ("64m", "1g")
 * accepted by --timeout and --heap.
 */
package dev.krait.cli;

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
        throw new TypeConversionException("invalid duration '" + text + "' (use e.g. 500ms, 5s, 2m)");
      }
    }
  }

  /** "64m", "512k", "1g", or plain bytes. */
  static final class SizeConverter implements ITypeConverter<Long> {
    @Override
    public Long convert(String text) {
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
        throw new TypeConversionException("invalid size '" + text + "' (use e.g. 64m, 512k, 1g)");
      }
    }
  }
}
