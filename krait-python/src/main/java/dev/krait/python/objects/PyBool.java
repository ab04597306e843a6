/*
 * bool: a subclass of int with exactly two instances. Not subclassable. The bitwise
 * operators between two bools give bools; everything else is int arithmetic.
 */
package dev.krait.python.objects;

/** {@code bool}: a subclass of int with two instances. */
public final class PyBool extends PyInt {
  public static final PyType TYPE = PyType.builtin("bool", PyInt.TYPE, PyBool::installBool);
  public static final PyBool TRUE = new PyBool(1);
  public static final PyBool FALSE = new PyBool(0);

  private PyBool(long v) {
    super(v);
  }

  public static PyBool of(boolean b) {
    return b ? TRUE : FALSE;
  }

  public boolean booleanValue() {
    return this == TRUE;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public long shallowSize() {
    return 0;
  }

  @Override
  public String toString() {
    return this == TRUE ? "True" : "False";
  }

  private interface BoolOp {
    boolean apply(boolean a, boolean b);
  }

  private static void bitop(PyType t, String name, String rname, BoolOp op, PyInt.IntOp intOp) {
    BuiltinBody body = (a, k) -> {
      Args.exact(name, a, k, 2);
      if (a[1] instanceof PyBool other) {
        return of(op.apply(a[0] == TRUE, other == TRUE));
      }
      if (a[1] instanceof PyInt other) {
        return intOp.apply((PyInt) a[0], other);
      }
      return PyNotImplemented.NOT_IMPLEMENTED;
    };
    t.defineMethod(name, body);
    t.defineMethod(rname, body);
  }

  private static void installBool(PyType t) {
    t.defineStaticMethod("__new__", (a, k) -> {
      if (k != null && k.length > 0) {
        throw Errors.typeError("bool() takes no keyword arguments");
      }
      if (a.length > 2) {
        throw Errors.typeError("bool expected at most 1 argument, got " + (a.length - 1));
      }
      return a.length == 1 ? FALSE : of(Ops.truthy(a[1]));
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(a[0] == TRUE ? "True" : "False"));
    bitop(t, "__and__", "__rand__", (x, y) -> x & y, PyInt::and);
    bitop(t, "__or__", "__ror__", (x, y) -> x | y, PyInt::or);
    bitop(t, "__xor__", "__rxor__", (x, y) -> x ^ y, PyInt::xor);
  }
}
