package dev.krait.python.objects;

import dev.krait.python.builtins.Builtins;
import java.math.BigInteger;

/** Small helpers for tests that drive the object model from Java. */
public final class PyTestSupport {
  private PyTestSupport() {}

  public static PyInt i(long v) {
    return PyInt.of(v);
  }

  public static PyObject bigOrSmall(String digits) {
    BigInteger b = new BigInteger(digits);
    return b.bitLength() < 64 ? PyInt.of(b.longValue()) : PyInt.of(b);
  }

  public static PyStr s(String v) {
    return PyStr.of(v);
  }

  public static PyList list(PyObject... items) {
    return PyList.of(items);
  }

  public static PyList ints(long... values) {
    PyList l = new PyList();
    for (long v : values) {
      l.append(PyInt.of(v));
    }
    return l;
  }

  public static PyTuple tuple(PyObject... items) {
    return PyTuple.of(items);
  }

  /** {@code obj.name(*args)}. */
  public static PyObject call(PyObject obj, String name, PyObject... args) {
    return Ops.getattr(obj, name).call(args, null);
  }

  /** {@code obj.name(*args, **kw)} with keyword names given last. */
  public static PyObject callKw(PyObject obj, String name, PyObject[] args, String... kwnames) {
    return Ops.getattr(obj, name).call(args, kwnames);
  }

  /** A builtin function or type by name. */
  public static PyObject builtin(String name) {
    PyObject b = Builtins.table().get(name);
    if (b == null) {
      throw new IllegalArgumentException("no builtin " + name);
    }
    return b;
  }

  /** {@code name(*args)} for a builtin. */
  public static PyObject b(String name, PyObject... args) {
    return builtin(name).call(args, null);
  }

  /** {@code name(*args, **kw)} for a builtin, keyword values last. */
  public static PyObject bkw(String name, PyObject[] args, String... kwnames) {
    return builtin(name).call(args, kwnames);
  }

  public static String repr(PyObject o) {
    return Ops.repr(o);
  }

  /** Runs code expected to raise a Python exception; returns "Type: str(exc)". */
  public static String error(Runnable r) {
    try {
      r.run();
    } catch (PyError e) {
      return e.value().type().name() + ": " + Ops.str(e.value());
    }
    throw new AssertionError("no exception raised");
  }

  /** A Python-level function object built from a Java lambda. */
  public static PyObject fn(java.util.function.Function<PyObject[], PyObject> body) {
    return PyBuiltinFunction.function("f", (a, k) -> body.apply(a));
  }
}
