/*
 * STUB by the architect — the numbers engineer owns and replaces this file.
 * int: arbitrary precision, a long fast path with BigInteger on overflow.
 */
package dev.krait.python.objects;

import java.math.BigInteger;

/** {@code int}. */
public class PyInt extends PyObject {
  public static final PyType TYPE = PyType.builtin("int", PyType.OBJECT, t -> t.markBaseType());

  final long value;
  final BigInteger big;

  PyInt(long value) {
    this.value = value;
    this.big = null;
  }

  public static PyInt of(long v) {
    return new PyInt(v);
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  public int signum() {
    return big != null ? big.signum() : Long.signum(value);
  }

  public boolean fitsLong() {
    return big == null;
  }

  public long longValue() {
    return value;
  }

  /** CPython's hash of this int. */
  public long hashValue() {
    return value == -1 ? -2 : value;
  }
}
