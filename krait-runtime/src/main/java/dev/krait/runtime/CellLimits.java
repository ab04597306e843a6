/*
 * The resource limits of a cell, built by a validating builder with exact error messages.
 */
package dev.krait.runtime;

import java.time.Duration;
import java.util.Objects;

/**
 * Immutable limits for every cell a {@link CodeExecutor} runs.
 *
 * <table>
 * <caption>Limits and defaults</caption>
 * <tr><th>limit</th><th>default</th><th>bounds</th><th>past it</th></tr>
 * <tr><td>{@link #timeout()}: CPU budget, counted only while Python computes (tool waits and
 *     {@code asyncio.sleep} are free), accumulated across resumes</td><td>5 s</td>
 *     <td>&gt; 0 and &le; 24 h</td><td>{@code LimitExceeded}</td></tr>
 * <tr><td>{@link #heapBytes()}: live Python data</td><td>64 MiB</td><td>&ge; 8 MiB</td>
 *     <td>{@code LimitExceeded}</td></tr>
 * <tr><td>{@link #wallClockTimeout()}: safety cap on the time from the cell's start to the end
 *     of Python execution, so {@code await asyncio.sleep(10**9)} or a tool that never answers
 *     cannot hold a cell forever (enforced while the cell waits; a cell that never waits is
 *     bounded by its CPU budget)</td><td>max(60 s, 10 &times; timeout), at most 24 h</td><td>&gt; 0 and &le; 24 h</td>
 *     <td>{@code LimitExceeded} "wall-clock limit exceeded"</td></tr>
 * <tr><td>{@link #drainTimeout()}: how long, once the cell has ended, admitted tool calls may
 *     take to settle after being cancelled</td><td>30 s</td><td>&gt; 0 and &le; 24 h</td>
 *     <td>abort {@link CellAbort.Tool} with {@link ToolError.CleanupUnconfirmed}</td></tr>
 * <tr><td>{@link #maxPrintedChars()}: {@code print} text kept in the context</td>
 *     <td>1 Mi chars</td><td>&ge; 0</td><td>further text is dropped; the marker
 *     {@value #PRINT_TRUNCATED} is appended once; the cell goes on</td></tr>
 * <tr><td>{@link #maxOutputs()}: items handed to the host: outputs, notifications and
 *     {@code store} calls</td><td>10,000</td><td>&ge; 0</td><td>{@code LimitExceeded}</td></tr>
 * <tr><td>{@link #maxOutputChars()}: total size of those items (text, base64 data, notification
 *     text, stored values as JSON text), in chars</td><td>16 Mi</td><td>&ge; 0</td>
 *     <td>{@code LimitExceeded}</td></tr>
 * <tr><td>{@link #maxSourceChars()}: length of the cell's source. Parsing happens before the
 *     CPU budget starts, so this bounds the time a hostile source can spend in the parser</td>
 *     <td>1 Mi chars</td><td>&ge; 1</td><td>{@code ParseError} "SyntaxError: source too large"</td></tr>
 * </table>
 *
 * <p>Build with {@link #builder()}; every setter validates its argument and throws
 * {@link IllegalArgumentException} with the messages documented on it.
 */
public final class CellLimits {
  /** The longest timeout (and wall-clock or drain timeout) accepted: 24 hours. */
  public static final Duration MAX_TIMEOUT = Duration.ofHours(24);
  /** The smallest heap accepted: 8 MiB. */
  public static final long MIN_HEAP_BYTES = 8L << 20;
  /** Appended once to printed text when {@link #maxPrintedChars()} is reached. */
  public static final String PRINT_TRUNCATED = "\n[print output truncated]\n";

  private static final CellLimits DEFAULTS = builder().build();

  private final Duration timeout;
  private final long heapBytes;
  private final Duration wallClockTimeout;
  private final Duration drainTimeout;
  private final long maxPrintedChars;
  private final int maxOutputs;
  private final long maxOutputChars;
  private final long maxSourceChars;
  private final boolean lastExpressionValue;

  private CellLimits(Builder b) {
    this.lastExpressionValue = b.lastExpressionValue;
    this.timeout = b.timeout;
    this.heapBytes = b.heapBytes;
    this.wallClockTimeout = b.wallClockTimeout != null ? b.wallClockTimeout : defaultWall(b.timeout);
    this.drainTimeout = b.drainTimeout;
    this.maxPrintedChars = b.maxPrintedChars;
    this.maxOutputs = b.maxOutputs;
    this.maxOutputChars = b.maxOutputChars;
    this.maxSourceChars = b.maxSourceChars;
  }

  private static Duration defaultWall(Duration timeout) {
    Duration tenfold = timeout.compareTo(MAX_TIMEOUT.dividedBy(10)) > 0 ? MAX_TIMEOUT : timeout.multipliedBy(10);
    Duration wall = tenfold.compareTo(Duration.ofSeconds(60)) < 0 ? Duration.ofSeconds(60) : tenfold;
    return wall.compareTo(MAX_TIMEOUT) > 0 ? MAX_TIMEOUT : wall;
  }

  /** The default limits: 5 s CPU, 64 MiB heap, and the defaults in the table above. */
  public static CellLimits defaults() {
    return DEFAULTS;
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from these limits (an explicitly set wall-clock timeout is kept). */
  public Builder newBuilder() {
    Builder b = new Builder();
    b.timeout = timeout;
    b.heapBytes = heapBytes;
    b.wallClockTimeout = wallClockTimeout.equals(defaultWall(timeout)) ? null : wallClockTimeout;
    b.drainTimeout = drainTimeout;
    b.maxPrintedChars = maxPrintedChars;
    b.maxOutputs = maxOutputs;
    b.maxOutputChars = maxOutputChars;
    b.maxSourceChars = maxSourceChars;
    b.lastExpressionValue = lastExpressionValue;
    return b;
  }

  /** CPU budget of a cell. */
  public Duration timeout() {
    return timeout;
  }

  /** Bytes of live Python data a cell may keep. */
  public long heapBytes() {
    return heapBytes;
  }

  /** Safety cap on a cell's lifetime from start to the end of Python execution. */
  public Duration wallClockTimeout() {
    return wallClockTimeout;
  }

  /** How long cancelled tool calls may take to settle after the cell ended. */
  public Duration drainTimeout() {
    return drainTimeout;
  }

  /** Chars of {@code print} text kept per cell. */
  public long maxPrintedChars() {
    return maxPrintedChars;
  }

  /** Outputs, notifications and store writes allowed per cell. */
  public int maxOutputs() {
    return maxOutputs;
  }

  /** Total chars of outputs, notifications and stored JSON allowed per cell. */
  public long maxOutputChars() {
    return maxOutputChars;
  }

  /** Longest cell source accepted, in chars; longer sources are a ParseError before parsing. */
  public long maxSourceChars() {
    return maxSourceChars;
  }

  /**
   * Whether {@link CellResult.Success#value()} is the value of the cell's last expression statement
   * (as a notebook shows it): JSON as at the tool boundary, a value JSON cannot carry as its
   * {@code repr} string, JSON null for None, for a cell not ending in an expression and for
   * {@code exit()}. Off by default: the value is then always JSON null.
   */
  public boolean lastExpressionValue() {
    return lastExpressionValue;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CellLimits other && timeout.equals(other.timeout) && heapBytes == other.heapBytes
        && wallClockTimeout.equals(other.wallClockTimeout) && drainTimeout.equals(other.drainTimeout)
        && maxPrintedChars == other.maxPrintedChars && maxOutputs == other.maxOutputs
        && maxOutputChars == other.maxOutputChars && maxSourceChars == other.maxSourceChars
        && lastExpressionValue == other.lastExpressionValue;
  }

  @Override
  public int hashCode() {
    return Objects.hash(timeout, heapBytes, wallClockTimeout, drainTimeout, maxPrintedChars, maxOutputs,
        maxOutputChars, maxSourceChars, lastExpressionValue);
  }

  @Override
  public String toString() {
    return "CellLimits{timeout=" + timeout + ", heapBytes=" + heapBytes + ", wallClockTimeout="
        + wallClockTimeout + ", drainTimeout=" + drainTimeout + ", maxPrintedChars=" + maxPrintedChars
        + ", maxOutputs=" + maxOutputs + ", maxOutputChars=" + maxOutputChars
        + ", maxSourceChars=" + maxSourceChars + ", lastExpressionValue=" + lastExpressionValue + "}";
  }

  /** A validating builder for {@link CellLimits}. */
  public static final class Builder {
    private Duration timeout = Duration.ofSeconds(5);
    private long heapBytes = 64L << 20;
    private Duration wallClockTimeout;
    private Duration drainTimeout = Duration.ofSeconds(30);
    private long maxPrintedChars = 1L << 20;
    private int maxOutputs = 10_000;
    private long maxOutputChars = 16L << 20;
    private long maxSourceChars = 1L << 20;
    private boolean lastExpressionValue;

    private Builder() {}

    /** Whether a successful cell's value is its last expression's (default false); see {@link CellLimits#lastExpressionValue()}. */
    public Builder lastExpressionValue(boolean on) {
      this.lastExpressionValue = on;
      return this;
    }

    /**
     * Sets the CPU budget.
     *
     * @throws IllegalArgumentException {@code "timeout must be positive: PT0S"} or
     *     {@code "timeout must be at most 24 hours: PT25H"}
     */
    public Builder timeout(Duration timeout) {
      this.timeout = checkDuration("timeout", timeout);
      return this;
    }

    /**
     * Sets the heap limit.
     *
     * @throws IllegalArgumentException {@code "heapBytes must be at least 8 MiB (8388608): 1024"}
     */
    public Builder heapBytes(long heapBytes) {
      if (heapBytes < MIN_HEAP_BYTES) {
        throw new IllegalArgumentException(
            "heapBytes must be at least 8 MiB (" + MIN_HEAP_BYTES + "): " + heapBytes);
      }
      this.heapBytes = heapBytes;
      return this;
    }

    /**
     * Sets the wall-clock cap (default: max(60 s, 10 &times; timeout), at most 24 h).
     *
     * @throws IllegalArgumentException {@code "wallClockTimeout must be positive: PT0S"} or
     *     {@code "wallClockTimeout must be at most 24 hours: PT25H"}
     */
    public Builder wallClockTimeout(Duration wallClockTimeout) {
      this.wallClockTimeout = checkDuration("wallClockTimeout", wallClockTimeout);
      return this;
    }

    /**
     * Sets the drain timeout.
     *
     * @throws IllegalArgumentException {@code "drainTimeout must be positive: PT0S"} or
     *     {@code "drainTimeout must be at most 24 hours: PT25H"}
     */
    public Builder drainTimeout(Duration drainTimeout) {
      this.drainTimeout = checkDuration("drainTimeout", drainTimeout);
      return this;
    }

    /** @throws IllegalArgumentException {@code "maxPrintedChars must not be negative: -1"} */
    public Builder maxPrintedChars(long maxPrintedChars) {
      this.maxPrintedChars = checkNotNegative("maxPrintedChars", maxPrintedChars);
      return this;
    }

    /** @throws IllegalArgumentException {@code "maxOutputs must not be negative: -1"} */
    public Builder maxOutputs(int maxOutputs) {
      this.maxOutputs = (int) checkNotNegative("maxOutputs", maxOutputs);
      return this;
    }

    /** @throws IllegalArgumentException {@code "maxOutputChars must not be negative: -1"} */
    public Builder maxOutputChars(long maxOutputChars) {
      this.maxOutputChars = checkNotNegative("maxOutputChars", maxOutputChars);
      return this;
    }

    /** @throws IllegalArgumentException {@code "maxSourceChars must be positive: 0"} */
    public Builder maxSourceChars(long maxSourceChars) {
      if (maxSourceChars < 1) {
        throw new IllegalArgumentException("maxSourceChars must be positive: " + maxSourceChars);
      }
      this.maxSourceChars = maxSourceChars;
      return this;
    }

    /** The limits. */
    public CellLimits build() {
      return new CellLimits(this);
    }

    private static Duration checkDuration(String name, Duration value) {
      Objects.requireNonNull(value, name);
      if (value.isZero() || value.isNegative()) {
        throw new IllegalArgumentException(name + " must be positive: " + value);
      }
      if (value.compareTo(MAX_TIMEOUT) > 0) {
        throw new IllegalArgumentException(name + " must be at most 24 hours: " + value);
      }
      return value;
    }

    private static long checkNotNegative(String name, long value) {
      if (value < 0) {
        throw new IllegalArgumentException(name + " must not be negative: " + value);
      }
      return value;
    }
  }
}
