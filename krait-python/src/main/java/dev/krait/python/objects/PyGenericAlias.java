/*
 * types.GenericAlias: what list[int], dict[str, int] and tuple[int, ...] evaluate to, so that
 * annotations (evaluated at def time in 3.11) work. Calling it calls the origin class; calling
 * the type itself, types.GenericAlias(origin, args), makes one.
 */
package dev.krait.python.objects;

/** {@code list[int]} and friends. */
public final class PyGenericAlias extends PyObject {
  public static final PyType TYPE = PyType.builtin("types.GenericAlias", PyType.OBJECT, PyGenericAlias::install);

  private final PyObject origin;
  private final PyTuple args;

  public PyGenericAlias(PyObject origin, PyObject args) {
    this.origin = origin;
    this.args = args instanceof PyTuple t && t.type() == PyTuple.TYPE ? t : PyTuple.of(args);
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyObject call(PyObject[] a, String[] kwnames) {
    return origin.call(a, kwnames);
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(origin);
    visitor.visit(args);
  }

  private static String argRepr(PyObject o) {
    if (o instanceof PyType t) {
      return t.module().equals("builtins") ? t.qualname() : t.module() + "." + t.qualname();
    }
    if (o == PyEllipsis.ELLIPSIS) {
      return "...";
    }
    return Ops.repr(o);
  }

  private static void install(PyType t) {
    // types.GenericAlias(origin, args): what a class's __class_getitem__ = classmethod(GenericAlias) makes
    t.defineStaticMethod("__new__", (a, k) -> {
      Args.noKeywords("GenericAlias", k);
      if (a.length != 3) {
        throw Errors.typeError("GenericAlias expected 2 arguments, got " + (a.length - 1));
      }
      return new PyGenericAlias(a[1], a[2]);
    });
    t.defineMethod("__or__", (a, k) -> PyUnionType.union(a[0], a[1]));
    t.defineMethod("__ror__", (a, k) -> PyUnionType.union(a[1], a[0]));
    t.defineMethod("__repr__", (a, k) -> {
      PyGenericAlias g = (PyGenericAlias) a[0];
      StringBuilder sb = new StringBuilder(argRepr(g.origin)).append('[');
      PyObject[] items = g.args.items;
      if (items.length == 0) {
        sb.append("()");
      }
      for (int i = 0; i < items.length; i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(argRepr(items[i]));
      }
      return PyStr.of(sb.append(']').toString());
    });
    t.defineGetter("__origin__", o -> ((PyGenericAlias) o).origin);
    t.defineGetter("__args__", o -> ((PyGenericAlias) o).args);
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PyGenericAlias o)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      PyGenericAlias g = (PyGenericAlias) a[0];
      return PyBool.of(Ops.eq(g.origin, o.origin) && Ops.eq(g.args, o.args));
    });
    t.defineMethod("__hash__", (a, k) -> {
      PyGenericAlias g = (PyGenericAlias) a[0];
      return PyInt.of(Ops.hash(g.origin) ^ g.args.hashValue());
    });
    t.defineMethod("__getitem__", (a, k) -> new PyGenericAlias(((PyGenericAlias) a[0]).origin, a[1]));
  }
}
