/*
 * The outside world as the stdlib sees it: a clock (datetime.now, time.time, date.today) and a
 * source of randomness (random's unseeded default, secrets, uuid4). Both default to the real
 * thing and can be fixed by the host for reproducible runs, globally or for the current thread.
 */
package dev.krait.python.stdlib;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.Random;
import java.util.function.LongSupplier;

/** Host-supplied clock and randomness for the stdlib modules. */
public final class HostSources {
  private HostSources() {}

  private static volatile Clock defaultClock = Clock.systemUTC();
  private static final ThreadLocal<Clock> THREAD_CLOCK = new ThreadLocal<>();
  private static volatile Random defaultRandom = new SecureRandom();
  private static final ThreadLocal<Random> THREAD_RANDOM = new ThreadLocal<>();
  private static final long MONO_BASE = System.nanoTime();
  private static final ThreadLocal<LongSupplier> THREAD_TICKER = new ThreadLocal<>();

  /** The clock used by datetime/time: the thread's one when set, else the global default. */
  public static Clock clock() {
    Clock c = THREAD_CLOCK.get();
    return c == null ? defaultClock : c;
  }

  /** Replaces the clock for every execution (null restores the system clock). */
  public static void setDefaultClock(Clock clock) {
    defaultClock = clock == null ? Clock.systemUTC() : clock;
  }

  /** Fixes the clock for executions run on this thread (null removes it). Returns the previous one. */
  public static Clock setThreadClock(Clock clock) {
    Clock prev = THREAD_CLOCK.get();
    if (clock == null) {
      THREAD_CLOCK.remove();
    } else {
      THREAD_CLOCK.set(clock);
    }
    return prev;
  }

  /** The source of unseeded randomness (SecureRandom unless the host fixed one). */
  public static Random random() {
    Random r = THREAD_RANDOM.get();
    return r == null ? defaultRandom : r;
  }

  public static void setDefaultRandom(Random random) {
    defaultRandom = random == null ? new SecureRandom() : random;
  }

  public static Random setThreadRandom(Random random) {
    Random prev = THREAD_RANDOM.get();
    if (random == null) {
      THREAD_RANDOM.remove();
    } else {
      THREAD_RANDOM.set(random);
    }
    return prev;
  }

  /** Current time in microseconds since the epoch, from the host clock. */
  static long epochMicros() {
    java.time.Instant i = clock().instant();
    return i.getEpochSecond() * 1_000_000L + i.getNano() / 1000;
  }

  /** Current time in nanoseconds since the epoch. */
  static long epochNanos() {
    java.time.Instant i = clock().instant();
    return i.getEpochSecond() * 1_000_000_000L + i.getNano();
  }

  /**
   * Replaces, for executions run on this thread, the monotonic clock that the event loop
   * (timers, {@code asyncio.sleep}, {@code loop.time()}) and {@code time.monotonic}/{@code
   * perf_counter} read (null removes it). A host that replays an execution deterministically
   * records and plays back these readings. Returns the previous one.
   */
  public static LongSupplier setThreadTicker(LongSupplier ticker) {
    LongSupplier prev = THREAD_TICKER.get();
    if (ticker == null) {
      THREAD_TICKER.remove();
    } else {
      THREAD_TICKER.set(ticker);
    }
    return prev;
  }

  /**
   * The event loop's clock, in nanoseconds: {@link System#nanoTime()} unless the host set a
   * {@linkplain #setThreadTicker ticker}. {@code Step.Blocked#wakeAtNanos} is on this clock.
   */
  public static long loopNanos() {
    LongSupplier t = THREAD_TICKER.get();
    return t == null ? System.nanoTime() : t.getAsLong();
  }

  /** A monotonic clock in nanoseconds (arbitrary origin): the loop's clock, as Python sees it. */
  static long monotonicNanos() {
    LongSupplier t = THREAD_TICKER.get();
    return t == null ? System.nanoTime() - MONO_BASE : t.getAsLong();
  }
}
