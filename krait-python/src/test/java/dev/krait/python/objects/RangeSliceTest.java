package dev.krait.python.objects;

import static dev.krait.python.objects.PyTestSupport.*;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** range and slice against CPython 3.11. */
class RangeSliceTest {

  @Test
  void ranges() {
    PyObject r = PyRange.TYPE.call(new PyObject[] {i(0), i(20), i(3)}, null);
    assertThat(repr(r)).isEqualTo("range(0, 20, 3)");
    assertThat(Ops.len(r)).isEqualTo(7);
    assertThat(repr(Ops.getitem(r, i(-1)))).isEqualTo("18");
    assertThat(repr(Ops.getitem(r, new PySlice(i(1), PyNone.NONE, i(2))))).isEqualTo("range(3, 21, 6)");
    assertThat(Ops.contains(r, i(9))).isTrue();
    assertThat(Ops.contains(r, i(10))).isFalse();
    assertThat(Ops.contains(r, PyFloat.of(9.0))).isTrue();
    assertThat(repr(call(r, "index", i(12)))).isEqualTo("4");
    assertThat(error(() -> call(r, "index", i(7)))).isEqualTo("ValueError: 7 is not in range");
    assertThat(error(() -> Ops.getitem(r, i(7)))).isEqualTo("IndexError: range object index out of range");
    assertThat(error(() -> PyRange.TYPE.call(new PyObject[] {i(1), i(2), i(0)}, null)))
        .isEqualTo("ValueError: range() arg 3 must not be zero");
    assertThat(Ops.eq(PyRange.of(0, 0, 1), PyRange.of(5, 2, 1))).isTrue();
    assertThat(repr(PyList.fromIterable(PyReversed.of(PyRange.of(0, 10, 4))))).isEqualTo("[8, 4, 0]");
    PyObject big = PyRange.TYPE.call(new PyObject[] {PyInt.of(BigInteger.TEN.pow(30))}, null);
    assertThat(Ops.contains(big, PyInt.of(BigInteger.TEN.pow(29)))).isTrue();
    assertThat(error(() -> Ops.len(big))).startsWith("OverflowError: ");
    assertThat(repr(Ops.getitem(big, i(-1)))).isEqualTo("999999999999999999999999999999");
  }

  @Test
  void slices() {
    PySlice s = new PySlice(PyNone.NONE, i(-1), i(2));
    assertThat(repr(s)).isEqualTo("slice(None, -1, 2)");
    assertThat(repr(call(s, "indices", i(10)))).isEqualTo("(0, 9, 2)");
    assertThat(repr(call(new PySlice(PyNone.NONE, PyNone.NONE, i(-1)), "indices", i(5)))).isEqualTo("(4, -1, -1)");
    assertThat(error(() -> call(new PySlice(i(1), i(2), i(0)), "indices", i(3))))
        .isEqualTo("ValueError: slice step cannot be zero");
    assertThat(error(() -> Ops.hash(s))).isEqualTo("TypeError: unhashable type: 'slice'");
    assertThat(PySlice.compute(i(-100), i(100), PyNone.NONE, 5)).containsExactly(0, 5, 1, 5);
  }
}
