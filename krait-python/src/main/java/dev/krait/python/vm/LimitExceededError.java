/*
 * Thrown when a cell exceeds a resource limit. Deliberately not a PyError: Python's except
 * clauses (even `except BaseException`) never see it, and finally blocks do not run for it;
 * it unwinds straight out of the VM to the host.
 *
 * Its message is written for the model that wrote the cell, so that it can act on it: which
 * limit, its value, where the cell was, and for memory what was being built — "CPU budget of
 * 2 s exceeded at line 3", "memory limit of 64 MiB exceeded at line 5: a list of 9,000,000
 * items". The dispatch loop records the running frame as the error passes through it (the
 * innermost one first), and the execution adds the traceback of the running task.
 */
package dev.krait.python.vm;

import java.util.Locale;

/** A resource limit was exceeded; ends the whole execution. */
@dev.krait.python.objects.NotWalked("thrown as the execution ends")
public final class LimitExceededError extends RuntimeException {
  private final String limit;
  private final String detail;
  private final boolean plain;
  /** The innermost frame the error passed through (set once, by the dispatch loop). */
  private Frame where;
  /** The line reported in the message (the cell's own code around {@link #where}), or 0. */
  private int line;

  /** A limit described by its whole message (output bounds, host limits). */
  public LimitExceededError(String message) {
    this(message, null, true);
  }

  private LimitExceededError(String limit, String detail, boolean plain) {
    super(limit, null, false, false);
    this.limit = limit;
    this.detail = detail;
    this.plain = plain;
  }

  /** The CPU budget of {@code budgetNanos} is spent. */
  public static LimitExceededError cpu(long budgetNanos) {
    return new LimitExceededError("CPU budget of " + duration(budgetNanos), null, false);
  }

  /** The CPU budget of {@code budgetNanos} cannot cover work about to be done; {@code what} says which. */
  public static LimitExceededError cpu(long budgetNanos, String what) {
    return new LimitExceededError("CPU budget of " + duration(budgetNanos), what, false);
  }

  /** The memory limit of {@code limitBytes} would be passed; {@code what} says by what (or null). */
  public static LimitExceededError memory(long limitBytes, String what) {
    return new LimitExceededError("memory limit of " + bytes(limitBytes), what, false);
  }

  /** The wall-clock cap of {@code capNanos} is reached. */
  public static LimitExceededError wallClock(long capNanos) {
    return new LimitExceededError("wall-clock limit of " + duration(capNanos), null, false);
  }

  /** Records the frame the cell was running when the limit was hit (the first call wins). */
  void noteFrame(Frame f) {
    if (where == null) {
      where = f;
    }
  }

  Frame frame() {
    return where;
  }

  /**
   * Chooses the line the message names: that of the innermost frame running code of
   * {@code mainFile} (the cell itself, not library code it called), else the innermost frame's.
   */
  void locate(String mainFile) {
    for (Frame f = where; f != null; f = f.back) {
      if (java.util.Objects.equals(f.code.filename, mainFile)) {
        line = f.currentLine();
        return;
      }
    }
    line = where == null ? 0 : where.currentLine();
  }

  /** What was being built when memory ran out, or null. */
  public String detail() {
    return detail;
  }

  @Override
  public String getMessage() {
    if (plain) {
      return limit;
    }
    StringBuilder sb = new StringBuilder(limit).append(" exceeded");
    if (line > 0) {
      sb.append(" at line ").append(line);
    }
    if (detail != null) {
      sb.append(": ").append(detail);
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- how values are written

  /** 2 s, 500 ms, 1.5 s, 10 µs. */
  static String duration(long nanos) {
    if (nanos >= 1_000_000_000L) {
      return trim(nanos / 1e9) + " s";
    }
    if (nanos >= 1_000_000L) {
      return trim(nanos / 1e6) + " ms";
    }
    return trim(nanos / 1e3) + " µs";
  }

  /** 64 MiB, 1.5 GiB, 512 KiB, 100 bytes. */
  public static String bytes(long n) {
    String[] units = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (n < 1024) {
      return n + (n == 1 ? " byte" : " bytes");
    }
    double v = n;
    int u = -1;
    while (v >= 1024 && u < units.length - 1) {
      v /= 1024;
      u++;
    }
    return trim(v) + " " + units[u];
  }

  /** A count with thousands separators: 9,000,000. */
  public static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }

  private static String trim(double v) {
    String s = String.format(Locale.ROOT, "%.1f", v);
    return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
  }
}
