/*
 * The future a tool call returns. It awaits like any Future; what makes it a type of its own is
 * the mistake it is most often the victim of — a cell that forgot `await` and uses the pending
 * call as its result. Subscripting, iterating, len(), `in` or asking it for an attribute a
 * future lacks raise CPython's TypeError/AttributeError for a coroutine (the tools are shown to
 * the model as async functions) with a note: did you forget `await`?
 */
package dev.krait.python.vm;

import dev.krait.python.objects.Args;
import dev.krait.python.objects.Errors;
import dev.krait.python.objects.PyError;
import dev.krait.python.objects.PyList;
import dev.krait.python.objects.PyStr;
import dev.krait.python.objects.PyType;

/** A pending tool call. */
final class ToolCallFuture extends PyFuture {
  static final PyType TYPE = PyType.builtin("Future", PyFuture.TYPE, ToolCallFuture::install);
  static final String HINT = "did you forget `await`?";

  ToolCallFuture(EventLoop loop) {
    super(loop);
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  private static void install(PyType t) {
    t.defineMethod("__getitem__", (a, k) -> {
      throw hinted(Errors.typeError("'coroutine' object is not subscriptable"));
    });
    t.defineMethod("__iter__", (a, k) -> {
      throw hinted(Errors.typeError("'coroutine' object is not iterable"));
    });
    t.defineMethod("__len__", (a, k) -> {
      throw hinted(Errors.typeError("object of type 'coroutine' has no len()"));
    });
    t.defineMethod("__contains__", (a, k) -> {
      throw hinted(Errors.typeError("argument of type 'coroutine' is not iterable"));
    });
    t.defineMethod("__getattr__", (a, k) -> {
      Args.exact("__getattr__", a, k, 2);
      String name = a[1] instanceof PyStr s ? s.value() : String.valueOf(a[1]);
      throw hinted(Errors.attributeError("'coroutine' object has no attribute '" + name + "'"));
    });
  }

  private static PyError hinted(PyError error) {
    PyList notes = new PyList();
    notes.append(PyStr.of(HINT));
    error.value().instanceDict().setItem(PyStr.of("__notes__"), notes);
    return error;
  }
}
