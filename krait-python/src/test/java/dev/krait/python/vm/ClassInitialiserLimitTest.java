/*
 * A limit reached while a Java class initialiser runs inside a cell must not escape from the
 * initialiser: the JVM would mark the class as failed for good and every later cell would meet
 * NoClassDefFoundError. The meter defers such a limit to its first check after the initialiser.
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ClassInitialiserLimitTest {
  /** Spends far more than a zero budget and a 1 MB heap while it is initialised. */
  static final class CostlyToInitialise {
    static final int VALUE;

    static {
      ResourceMeter meter = ResourceMeter.current();
      for (int i = 0; i < 100_000; i++) {
        meter.tick();
      }
      meter.allocate(10_000_000);
      meter.check();
      VALUE = 42;
    }
  }

  @Test
  void aLimitInsideAClassInitialiserIsRaisedAfterIt() {
    ResourceMeter meter = new ResourceMeter(0, 1_000_000, 1000);
    ResourceMeter previous = meter.enter();
    try {
      assertThat(CostlyToInitialise.VALUE).isEqualTo(42);
      assertThatThrownBy(meter::check).isInstanceOf(LimitExceededError.class)
          .hasMessageContaining("CPU");
      assertThat(CostlyToInitialise.VALUE).as("the class is still usable").isEqualTo(42);
    } finally {
      meter.exit(previous);
    }
  }

  @Test
  void outsideAnInitialiserTheLimitIsRaisedAtOnce() {
    ResourceMeter meter = new ResourceMeter(0, 1_000_000, 1000);
    ResourceMeter previous = meter.enter();
    try {
      assertThatThrownBy(meter::check).isInstanceOf(LimitExceededError.class);
      assertThatThrownBy(() -> meter.allocate(10_000_000)).isInstanceOf(LimitExceededError.class)
          .hasMessageContaining("memory");
    } finally {
      meter.exit(previous);
    }
  }

  @Test
  void cancellationInsideAClassInitialiserWaitsToo() {
    ResourceMeter meter = new ResourceMeter(Long.MAX_VALUE, Long.MAX_VALUE, 1000);
    meter.cancel();
    ResourceMeter previous = meter.enter();
    try {
      assertThat(CancelledWhileInitialising.VALUE).isEqualTo(7);
      assertThatThrownBy(meter::check).isInstanceOf(CancelledSignal.class);
    } finally {
      meter.exit(previous);
    }
  }

  static final class CancelledWhileInitialising {
    static final int VALUE;

    static {
      ResourceMeter.current().check();
      VALUE = 7;
    }
  }
}
