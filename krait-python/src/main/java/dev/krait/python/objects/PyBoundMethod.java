/*
 * A function bound to an instance: what obj.method evaluates to (the VM's LOAD_METHOD avoids
 * creating these on the hot path of obj.method(...)).
 */
package dev.krait.python.objects;

/** {@code method} / {@code builtin_function_or_method} bound to {@code __self__}. */
public final class PyBoundMethod extends PyObject {
  public static final PyType TYPE = PyType.builtin("method", PyType.OBJECT, PyBoundMethod::install);

  private final PyObject self;
  private final PyObject function;

  public PyBoundMethod(PyObject self, PyObject function) {
    this.self = self;
    this.function = function;
  }

  public PyObject self() {
    return self;
  }

  public PyObject function() {
    return function;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject call(PyObject[] args, String[] kwnames) {
    PyObject[] full = new PyObject[args.length + 1];
    full[0] = self;
    System.arraycopy(args, 0, full, 1, args.length);
    return function.call(full, kwnames);
  }

  private static void install(PyType t) {
    t.defineGetter("__self__", o -> ((PyBoundMethod) o).self);
    t.defineGetter("__func__", o -> ((PyBoundMethod) o).function);
    t.defineGetter("__name__", o -> Ops.getattr(((PyBoundMethod) o).function, "__name__"));
    t.defineGetter("__qualname__", o -> Ops.getattr(((PyBoundMethod) o).function, "__qualname__"));
    t.defineGetter("__doc__", o -> Ops.getattrOrNull(((PyBoundMethod) o).function, "__doc__", PyNone.NONE));
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PyBoundMethod other)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyBoundMethod me = (PyBoundMethod) a[0];
      return PyBool.of(me.self == other.self && me.function == other.function);
    });
    t.defineMethod("__hash__", (a, k) -> {
      PyBoundMethod me = (PyBoundMethod) a[0];
      return PyInt.of(System.identityHashCode(me.self) * 31L + System.identityHashCode(me.function));
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyBoundMethod me = (PyBoundMethod) a[0];
      if (me.function instanceof PyBuiltinFunction bf) {
        return PyStr.of("<built-in method " + bf.name() + " of " + me.self.type().name() + " object>");
      }
      PyObject qn = Ops.getattrOrNull(me.function, "__qualname__", PyStr.of("?"));
      return PyStr.of("<bound method " + Ops.str(qn) + " of " + Ops.repr(me.self) + ">");
    });
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(self);
    v.visit(function);
  }
}
