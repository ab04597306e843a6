/*
 * What anext(it, default) returns: an awaitable that awaits it.__anext__() and turns
 * StopAsyncIteration into the default value (raised as StopIteration(default) to the
 * awaiting frame, i.e. the await expression's value).
 */
package dev.krait.python.builtins;

import dev.krait.python.objects.Errors;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.Ops;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyNone;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;

/** {@code anext_awaitable}. */
final class AnextAwaitable extends PyObject {
  static final PyType TYPE = PyType.builtin("anext_awaitable", PyType.OBJECT, AnextAwaitable::install);

  private final PyObject awaitable;
  private final PyObject dflt;
  private PyObject inner;

  AnextAwaitable(PyObject awaitable, PyObject dflt) {
    this.awaitable = awaitable;
    this.dflt = dflt;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  private PyObject inner() {
    if (inner == null) {
      PyObject r = Ops.callSpecial(awaitable, "__await__");
      inner = r == null ? awaitable : r;
    }
    return inner;
  }

  /** Runs one step of the inner awaitable, converting its end of iteration. */
  private PyObject step(String method, PyObject[] args) {
    try {
      PyObject it = inner();
      PyObject m = Ops.getattr(it, method);
      return m.call(args, null);
    } catch (PyError e) {
      if (e.matches(ExceptionTypes.STOP_ASYNC_ITERATION)) {
        throw Errors.stopIteration(dflt);
      }
      throw e;
    }
  }

  private static void install(PyType t) {
    t.defineMethod("__await__", (a, k) -> a[0]);
    t.defineMethod("__iter__", (a, k) -> a[0]);
    t.defineMethod("__next__", (a, k) -> ((AnextAwaitable) a[0]).step("__next__", new PyObject[0]));
    t.defineMethod("send", (a, k) -> ((AnextAwaitable) a[0]).step("send", new PyObject[] {a[1]}));
    t.defineMethod("throw", (a, k) -> {
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return ((AnextAwaitable) a[0]).step("throw", rest);
    });
    t.defineMethod("close", (a, k) -> {
      PyObject in = ((AnextAwaitable) a[0]).inner;
      if (in != null) {
        PyObject close = Ops.getattrOrNull(in, "close", null);
        if (close != null) {
          close.call(new PyObject[0], null);
        }
      }
      return PyNone.NONE;
    });
  }

  @Override
  public void forEachReference(dev.krait.python.objects.ReferenceVisitor v) {
    v.visit(awaitable);
    v.visit(dflt);
    v.visit(inner);
  }
}
