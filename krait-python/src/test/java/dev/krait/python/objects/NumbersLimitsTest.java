package dev.krait.python.objects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.python.stdlib.MathModule;
import dev.krait.python.vm.LimitExceededError;
import dev.krait.python.vm.ResourceMeter;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Sizes that depend on input are charged to the meter before anything is built. */
class NumbersLimitsTest {

  private static <T> T withMeter(Supplier<T> body) {
    ResourceMeter meter = new ResourceMeter(2_000_000_000L, 64L << 20, 1000);
    ResourceMeter previous = meter.enter();
    try {
      return body.get();
    } finally {
      meter.exit(previous);
    }
  }

  private static PyInt big(String digits) {
    return PyInt.parse(digits, 10);
  }

  @Test
  void hugeResultsFailFastOnTheMemoryLimit() {
    assertThatThrownBy(() -> withMeter(() -> Ops.binary(PyStr.of("x"), big("10000000000"), Ops.Binary.MUL)))
        .isInstanceOf(LimitExceededError.class);
    assertThatThrownBy(() -> withMeter(() -> Ops.binary(PyInt.of(2), big("1000000000"), Ops.Binary.POW)))
        .isInstanceOf(LimitExceededError.class);
    assertThatThrownBy(() -> withMeter(() -> Ops.binary(PyInt.of(1), big("10000000000"), Ops.Binary.LSHIFT)))
        .isInstanceOf(LimitExceededError.class);
    assertThatThrownBy(() -> withMeter(() -> Ops.format(PyInt.of(1), ">1000000000")))
        .isInstanceOf(LimitExceededError.class);
    assertThatThrownBy(() -> withMeter(() -> Ops.binary(PyStr.of("%*d"),
        PyTuple.of(PyInt.of(1_000_000_000), PyInt.of(1)), Ops.Binary.MOD))).isInstanceOf(LimitExceededError.class);
    assertThatThrownBy(() -> withMeter(() -> Ops.getattr(PyStr.of("x"), "center").call(
        new PyObject[] {big("10000000000")}, null))).isInstanceOf(LimitExceededError.class);
    assertThatThrownBy(() -> withMeter(() -> Ops.getattr(PyBytes.TYPE, "__new__").call(
        new PyObject[] {PyBytes.TYPE, big("100000000000")}, null))).isInstanceOf(LimitExceededError.class);
    PyObject math = MathModule.create();
    assertThatThrownBy(() -> withMeter(() -> Ops.getattr(math, "factorial").call(
        new PyObject[] {PyInt.of(50_000_000)}, null))).isInstanceOf(LimitExceededError.class);
  }

  @Test
  void moderateResultsStillWork() {
    PyObject r = withMeter(() -> Ops.binary(PyInt.of(2), PyInt.of(100_000), Ops.Binary.POW));
    assertThat(((PyInt) r).bitLength()).isEqualTo(100_001);
    assertThat(Ops.repr(withMeter(() -> Ops.binary(PyInt.of(7), PyInt.of(2), Ops.Binary.POW)))).isEqualTo("49");
    assertThat(Ops.len(withMeter(() -> Ops.binary(PyStr.of("ab"), PyInt.of(1000), Ops.Binary.MUL))))
        .isEqualTo(2000);
  }

  @Test
  void intStringConversionLimit() {
    PyInt huge = (PyInt) Ops.binary(PyInt.of(10), PyInt.of(5000), Ops.Binary.POW);
    assertThatThrownBy(() -> Ops.repr(huge)).isInstanceOf(PyError.class)
        .hasMessageContaining("Exceeds the limit (4300 digits) for integer string conversion");
    assertThatThrownBy(() -> PyInt.parse("1".repeat(5000), 10)).isInstanceOf(PyError.class);
    try {
      PyInt.parse("1".repeat(5000), 10);
    } catch (PyError e) {
      assertThat(Ops.str(e.value())).isEqualTo("Exceeds the limit (4300 digits) for integer string conversion: "
          + "value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit");
    }
    // power-of-two bases have no limit
    assertThat(Ops.format(huge, "x").value()).hasSizeGreaterThan(4000);
  }
}
