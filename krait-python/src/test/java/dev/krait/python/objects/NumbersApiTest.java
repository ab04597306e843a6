package dev.krait.python.objects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Java API of int/float/str that the VM and the builtins rely on. */
class NumbersApiTest {

  @Test
  void smallIntsAreCachedAndBigIntsNormalised() {
    assertThat(PyInt.of(5)).isSameAs(PyInt.of(5));
    assertThat(PyInt.of(-5)).isSameAs(PyInt.of(-5));
    PyInt big = PyInt.of(BigInteger.ONE.shiftLeft(70));
    assertThat(big.fitsLong()).isFalse();
    PyInt back = PyInt.sub(big, PyInt.of(BigInteger.ONE.shiftLeft(70).subtract(BigInteger.TEN)));
    assertThat(back.fitsLong()).isTrue();
    assertThat(back.longValue()).isEqualTo(10);
    assertThat(PyInt.add(PyInt.of(Long.MAX_VALUE), PyInt.of(1)).toDecimalString()).isEqualTo("9223372036854775808");
    assertThat(PyInt.mul(PyInt.of(Long.MIN_VALUE), PyInt.of(-1)).toDecimalString())
        .isEqualTo("9223372036854775808");
    assertThat(PyInt.floorDiv(PyInt.of(Long.MIN_VALUE), PyInt.of(-1)).toDecimalString())
        .isEqualTo("9223372036854775808");
    assertThat(PyInt.of(-1).hashValue()).isEqualTo(-2);
    assertThat(PyInt.of(Long.MIN_VALUE).hashValue()).isEqualTo(-4);
  }

  @Test
  void boolIsAnIntWithItsOwnBitOps() {
    assertThat(Ops.binary(PyBool.TRUE, PyBool.FALSE, Ops.Binary.OR)).isSameAs(PyBool.TRUE);
    assertThat(Ops.binary(PyBool.TRUE, PyInt.of(2), Ops.Binary.OR)).isEqualTo(PyInt.of(3));
    assertThat(Ops.repr(Ops.binary(PyBool.TRUE, PyBool.TRUE, Ops.Binary.ADD))).isEqualTo("2");
    assertThat(Ops.repr(PyBool.TYPE.call(new PyObject[] {PyStr.of("x")}, null))).isEqualTo("True");
    assertThatThrownBy(() -> PyType.newClass(PyType.TYPE, "B", new PyType[] {PyBool.TYPE}, Map.of()))
        .isInstanceOf(PyError.class).hasMessageContaining("is not an acceptable base type");
  }

  @Test
  void subclassesKeepTheirTypeAndValue() {
    PyType myInt = PyType.newClass(PyType.TYPE, "MyInt", new PyType[] {PyInt.TYPE}, Map.of());
    PyObject v = myInt.call(new PyObject[] {PyStr.of("42")}, null);
    assertThat(v.type()).isSameAs(myInt);
    assertThat(v.instanceDict()).isNotNull();
    assertThat(Ops.repr(Ops.binary(v, PyInt.of(1), Ops.Binary.ADD))).isEqualTo("43");
    PyType myStr = PyType.newClass(PyType.TYPE, "MyStr", new PyType[] {PyStr.TYPE}, Map.of());
    PyObject s = myStr.call(new PyObject[] {PyInt.of(7)}, null);
    assertThat(s.type()).isSameAs(myStr);
    assertThat(((PyStr) s).value()).isEqualTo("7");
    PyType myFloat = PyType.newClass(PyType.TYPE, "MyFloat", new PyType[] {PyFloat.TYPE}, Map.of());
    assertThat(Ops.repr(myFloat.call(new PyObject[] {PyStr.of("1.5")}, null))).isEqualTo("1.5");
  }

  @Test
  void floatHashMatchesIntHashForIntegralValues() {
    for (long v : new long[] {0, 1, -1, 2, 1L << 52, -(1L << 60), 123456789}) {
      assertThat(PyFloat.hashDouble((double) v)).isEqualTo(PyInt.of(v).hashValue());
    }
    assertThat(PyFloat.hashDouble(0.5)).isEqualTo(1152921504606846976L);
  }

  @Test
  void stringsIndexByCodePoint() {
    PyStr s = PyStr.of("a😀b");
    assertThat(s.length()).isEqualTo(3);
    assertThat(s.isBmp()).isFalse();
    assertThat(((PyStr) Ops.getitem(s, PyInt.of(1))).value()).isEqualTo("😀");
    assertThat(((PyStr) Ops.getitem(s, PyInt.of(-1))).value()).isEqualTo("b");
    assertThat(Ops.len(s)).isEqualTo(3);
    assertThat(PyStr.asciiRepr(Ops.repr(PyStr.of("é😀")))).isEqualTo("'\\xe9\\U0001f600'");
    assertThat(s.hashValue()).isEqualTo(PyStr.of("a😀b").hashValue());
  }

  @Test
  void formattingHelpers() {
    assertThat(FloatRepr.repr(0.1)).isEqualTo("0.1");
    assertThat(FloatRepr.repr(1e16)).isEqualTo("1e+16");
    assertThat(FloatRepr.repr(-0.0)).isEqualTo("-0.0");
    assertThat(FloatRepr.repr(5e-324)).isEqualTo("5e-324");
    assertThat(FloatRepr.round(2.675, 2)).isEqualTo(2.67);
    assertThat(StrFormat.render("{0}-{x:>3}", new PyObject[] {PyInt.of(1)}, Map.of("x", PyStr.of("a"))))
        .isEqualTo("1-  a");
    assertThat(PercentFormat.format("%05.1f|%-4s|%x", PyTuple.of(PyFloat.of(-2.25), PyStr.of("ab"),
        PyInt.of(255)))).isEqualTo("-02.2|ab  |ff");
  }
}
