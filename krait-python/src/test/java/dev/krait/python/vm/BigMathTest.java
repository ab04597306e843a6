package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The metered big-int operations agree with BigInteger (also on the paths that split the work
 * into pieces), and refuse what cannot fit the budget before doing it.
 */
class BigMathTest {
  private final Random random = new Random(12);

  private BigInteger random(int bits) {
    BigInteger v = new BigInteger(bits, random).setBit(bits - 1);
    return random.nextBoolean() ? v : v.negate();
  }

  private static <T> T within(long budgetNanos, Supplier<T> body) {
    ResourceMeter meter = new ResourceMeter(budgetNanos, 256L << 20, 1000);
    ResourceMeter previous = meter.enter();
    try {
      return body.get();
    } finally {
      meter.exit(previous);
    }
  }

  @Test
  void multiplicationInPiecesIsExact() {
    for (int[] sizes : new int[][] {{5000, 5000}, {20000, 20000}, {70000, 3000}, {3000, 70000}, {40001, 39999}}) {
      BigInteger a = random(sizes[0]);
      BigInteger b = random(sizes[1]);
      // a piece of 1 ns forces the split all the way down
      assertThat(within(10_000_000_000L, () -> BigMath.multiply(a, b, 1))).isEqualTo(a.multiply(b));
      assertThat(within(10_000_000_000L, () -> BigMath.multiply(a, b))).isEqualTo(a.multiply(b));
    }
  }

  @Test
  void modularPowerBySteps() {
    for (int bits : new int[] {70, 3000, 9000}) {
      BigInteger m = random(bits).abs().setBit(0);
      BigInteger even = m.clearBit(0).setBit(5);
      BigInteger base = random(bits + 17);
      BigInteger exp = random(700).abs();
      BigInteger mb = base.mod(m);
      assertThat(within(10_000_000_000L, () -> BigMath.modPow(mb, exp, m, 1))).isEqualTo(mb.modPow(exp, m));
      BigInteger me = base.mod(even);
      assertThat(within(10_000_000_000L, () -> BigMath.modPow(me, exp, even, 1))).isEqualTo(me.modPow(exp, even));
    }
    assertThat(within(1_000_000_000L, () -> BigMath.modPow(BigInteger.TWO, BigInteger.ZERO, BigInteger.TEN, 1)))
        .isEqualTo(BigInteger.ONE);
  }

  @Test
  void integerSquareRootIsExact() {
    for (int bits : new int[] {4095, 4096, 5000, 9001, 20000, 65536}) {
      BigInteger n = random(bits).abs();
      assertThat(within(10_000_000_000L, () -> BigMath.isqrt(n))).isEqualTo(n.sqrt());
      BigInteger square = n.sqrt().pow(2);
      assertThat(within(10_000_000_000L, () -> BigMath.isqrt(square))).isEqualTo(n.sqrt());
      BigInteger below = square.subtract(BigInteger.ONE);
      assertThat(within(10_000_000_000L, () -> BigMath.isqrt(below))).isEqualTo(below.sqrt());
    }
  }

  @Test
  void powerOfTwoTextBothWays() {
    for (int radix : new int[] {2, 4, 8, 16, 32}) {
      for (int bits : new int[] {64, 65, 1000, 4097, 33333}) {
        BigInteger v = random(bits);
        String text = within(1_000_000_000L, () -> BigMath.toPowerOfTwoString(v, radix));
        assertThat(text).isEqualTo(v.abs().toString(radix));
        assertThat(within(1_000_000_000L, () -> BigMath.parsePowerOfTwo(text, radix))).isEqualTo(v.abs());
        assertThat(within(1_000_000_000L, () -> BigMath.parsePowerOfTwo("000" + text, radix))).isEqualTo(v.abs());
      }
    }
  }

  @Test
  void decimalTextByHalves() {
    for (int digits : new int[] {1, 1999, 2000, 2001, 4001, 12345, 50000}) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < digits; i++) {
        sb.append((char) ('0' + random.nextInt(10)));
      }
      String text = sb.toString();
      assertThat(within(10_000_000_000L, () -> BigMath.parseDecimal(text))).isEqualTo(new BigInteger(text));
    }
  }

  @Test
  void workThatCannotFitIsRefusedAtOnce() {
    BigInteger a = BigInteger.ONE.shiftLeft(30_000_000).subtract(BigInteger.ONE);
    long start = System.nanoTime();
    assertThatThrownBy(() -> within(1_000_000_000L, () -> BigMath.multiply(a, a.add(BigInteger.TEN))))
        .isInstanceOf(LimitExceededError.class)
        .hasMessageContaining("CPU budget of 1 s exceeded")
        .hasMessageContaining("a multiplication of 30,000,000-bit and 30,000,001-bit ints needs about");
    assertThatThrownBy(() -> within(1_000_000_000L, () -> BigMath.gcd(a, a.subtract(BigInteger.TWO))))
        .isInstanceOf(LimitExceededError.class).hasMessageContaining("a gcd of");
    assertThatThrownBy(() -> within(1_000_000_000L, () -> BigMath.isqrt(a)))
        .isInstanceOf(LimitExceededError.class).hasMessageContaining("an integer square root of");
    assertThatThrownBy(() -> within(1_000_000_000L, () -> BigMath.divide(a.shiftLeft(30_000_000), a)))
        .isInstanceOf(LimitExceededError.class).hasMessageContaining("a division of");
    BigInteger m = BigInteger.TEN.pow(100_000).add(BigInteger.ONE);
    assertThatThrownBy(() -> within(1_000_000_000L, () -> BigMath.modPow(BigInteger.valueOf(3), m.subtract(
        BigInteger.ONE), m))).isInstanceOf(LimitExceededError.class).hasMessageContaining("pow() with a modulus");
    // refused before doing the work, not after it
    assertThat(System.nanoTime() - start).isLessThan(5_000_000_000L);
  }

  @Test
  void estimatesGrowWithTheOperands() {
    assertThat(BigCost.multiply(1 << 20, 1 << 20)).isGreaterThan(2 * BigCost.multiply(1 << 19, 1 << 19));
    assertThat(BigCost.multiply(1 << 24, 1 << 10)).isLessThan(BigCost.multiply(1 << 24, 1 << 20));
    assertThat(BigCost.divide(1000, 2000)).isZero();
    assertThat(BigCost.modPow(1 << 20, 1 << 20)).isGreaterThan(BigCost.modPow(1 << 10, 1 << 20));
    assertThat(BigCost.pow(64, Long.MAX_VALUE)).isEqualTo(Long.MAX_VALUE / 2);
  }
}
