/*
 * types.SimpleNamespace: an object whose attributes live in its dict, built from keyword
 * arguments; repr namespace(a=1, b=2). Also the shape of host namespaces (tools, tool
 * metadata), whose type is a per-name subtype so that repr shows the host's type name.
 */
package dev.krait.python.objects;

import java.util.concurrent.ConcurrentHashMap;

/** {@code types.SimpleNamespace}. */
public class PyNamespace extends PyObject {
  public static final PyType TYPE = PyType.builtin("types.SimpleNamespace", PyType.OBJECT, PyNamespace::install);
  private static final ConcurrentHashMap<String, PyType> HOST_TYPES = new ConcurrentHashMap<>();

  private PyType type;
  private final PyDict dict = new PyDict();

  public PyNamespace() {
    this.type = TYPE;
  }

  public PyNamespace(PyType type) {
    this.type = type;
  }

  /** A namespace whose type is named {@code typeName} (a builtin subtype of SimpleNamespace, shared). */
  public static PyNamespace ofHostType(String typeName) {
    if (typeName == null || typeName.isEmpty() || typeName.equals("SimpleNamespace")) {
      return new PyNamespace();
    }
    return new PyNamespace(HOST_TYPES.computeIfAbsent(typeName, n -> PyType.builtin(n, TYPE, PyNamespace::installHost)));
  }

  /**
   * A host namespace (the cell's {@code tools}, an {@code ALL_TOOLS} entry) names close attributes
   * when one is missing, as CPython's traceback would: a misspelt tool says which tools are near.
   */
  private static void installHost(PyType t) {
    t.defineMethod("__getattr__", (a, k) -> {
      Args.exact("__getattr__", a, k, 2);
      String name = a[1] instanceof PyStr s ? s.value() : Ops.str(a[1]);
      java.util.List<String> known = new java.util.ArrayList<>();
      for (PyObject key : ((PyNamespace) a[0]).dict.keys()) {
        if (key instanceof PyStr s) {
          known.add(s.value());
        }
      }
      String message = "'" + a[0].type().name() + "' object has no attribute '" + name + "'";
      throw Errors.attributeError(message + (name.startsWith("__") ? "" : dev.krait.python.Suggestions.didYouMean(name, known)));
    });
  }

  @Override
  public PyType type() {
    return type;
  }

  @Override
  public PyDict instanceDict() {
    return dict;
  }

  /** Sets an attribute directly (no descriptors). */
  public void put(String name, PyObject value) {
    dict.setItem(PyStr.of(name), value);
  }

  @Override
  public long shallowSize() {
    return 32;
  }

  private static void install(PyType t) {
    t.markBaseType();
    t.defineAttr("__module__", PyStr.of("types"));
    t.defineStaticMethod("__new__", (a, k) -> new PyNamespace((PyType) a[0]));
    t.defineMethod("__init__", (a, k) -> {
      int nkw = Args.kwCount(k);
      int npos = a.length - 1 - nkw;
      if (npos > 0) {
        throw Errors.typeError("no positional arguments expected"); // 3.11 (a mapping is accepted from 3.13)
      }
      PyDict d = a[0].instanceDict();
      if (npos == 1) {
        PyDict tmp = new PyDict();
        tmp.update(a[1]);
        for (PyObject key : tmp.keys()) {
          if (!(key instanceof PyStr)) {
            throw Errors.typeError("keywords must be strings, not '" + key.type().name() + "'");
          }
          d.setItem(key, tmp.getItemOrNull(key));
        }
      }
      for (int i = 0; i < nkw; i++) {
        d.setItem(PyStr.of(k[i]), a[a.length - nkw + i]);
      }
      return PyNone.NONE;
    });
    t.defineMethod("__repr__", (a, k) -> {
      PyObject self = a[0];
      String name = self.type() == TYPE ? "namespace" : self.type().name();
      if (!Containers.reprEnter(self)) {
        return PyStr.of(name + "(...)");
      }
      try {
        StringBuilder sb = new StringBuilder(name).append('(');
        PyDict d = self.instanceDict();
        boolean first = true;
        for (int i = 0; i < d.entryLimit(); i++) {
          PyObject key = d.entryKey(i);
          if (key == null || !(key instanceof PyStr s)) {
            continue;
          }
          if (!first) {
            sb.append(", ");
          }
          first = false;
          sb.append(s.value()).append('=').append(Ops.repr(d.entryValue(i)));
        }
        return PyStr.of(sb.append(')').toString());
      } finally {
        Containers.reprLeave(self);
      }
    });
    t.defineMethod("__eq__", (a, k) -> {
      if (!(a[1] instanceof PyNamespace o) || !o.type().isSubtypeOf(TYPE)) {
        return PyNotImplemented.NOT_IMPLEMENTED;
      }
      return PyBool.of(a[0].instanceDict().dictEquals(o.instanceDict()));
    });
    t.defineAttr("__hash__", PyNone.NONE);
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    v.visit(type);
    v.visit(dict);
  }
}
