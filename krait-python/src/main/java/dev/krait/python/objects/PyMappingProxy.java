/*
 * mappingproxy: a read-only view of a dict (what view.mapping returns).
 */
package dev.krait.python.objects;

/** {@code mappingproxy}. */
public final class PyMappingProxy extends PyObject {
  public static final PyType TYPE = PyType.builtin("mappingproxy", PyType.OBJECT, PyMappingProxy::install);

  private final PyDict dict;

  public PyMappingProxy(PyDict dict) {
    this.dict = dict;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public void forEachReference(ReferenceVisitor visitor) {
    visitor.visit(dict);
  }

  private static PyDict d(PyObject o) {
    return ((PyMappingProxy) o).dict;
  }

  private static void install(PyType t) {
    t.defineMethod("__len__", (a, k) -> PyInt.of(d(a[0]).size()));
    t.defineMethod("__getitem__", (a, k) -> d(a[0]).getItem(a[1]));
    t.defineMethod("__contains__", (a, k) -> PyBool.of(d(a[0]).getItemOrNull(a[1]) != null));
    t.defineMethod("__iter__", (a, k) -> new PyDict.DictIterator(d(a[0]), PyDict.Kind.KEYS, false));
    t.defineMethod("__repr__", (a, k) -> PyStr.of("mappingproxy(" + d(a[0]).repr() + ")"));
    // CPython: str(proxy) is str(mapping), only repr() names the proxy
    t.defineMethod("__str__", (a, k) -> PyStr.of(Ops.str(d(a[0]))));
    t.defineMethod("get", (a, k) -> {
      Args.range("get", a, k, 2, 3);
      PyObject v = d(a[0]).getItemOrNull(a[1]);
      return v != null ? v : a.length > 2 ? a[2] : PyNone.NONE;
    });
    t.defineMethod("keys", (a, k) -> new PyDictView(d(a[0]), PyDict.Kind.KEYS));
    t.defineMethod("values", (a, k) -> new PyDictView(d(a[0]), PyDict.Kind.VALUES));
    t.defineMethod("items", (a, k) -> new PyDictView(d(a[0]), PyDict.Kind.ITEMS));
    t.defineMethod("copy", (a, k) -> d(a[0]).copy());
    // str() is the mapping's, | merges into a new dict (CPython's mappingproxy)
    t.defineMethod("__str__", (a, k) -> PyStr.of(Ops.str(d(a[0]))));
    t.defineMethod("__or__", (a, k) -> {
      Args.exact("__or__", a, k, 2);
      PyObject other = a[1] instanceof PyMappingProxy mp ? d(mp) : a[1];
      return other instanceof PyDict ? Ops.binary(d(a[0]).copy(), other, Ops.Binary.OR)
          : PyNotImplemented.NOT_IMPLEMENTED;
    });
    t.defineMethod("__ror__", (a, k) -> {
      Args.exact("__ror__", a, k, 2);
      return a[1] instanceof PyDict od ? Ops.binary(od.copy(), d(a[0]), Ops.Binary.OR)
          : PyNotImplemented.NOT_IMPLEMENTED;
    });
    t.defineMethod("__reversed__", (a, k) -> Ops.call(Ops.getattr(d(a[0]), "__reversed__")));
    t.defineMethod("__eq__", (a, k) -> {
      Args.exact("__eq__", a, k, 2);
      return Ops.richCompare(d(a[0]), a[1] instanceof PyMappingProxy mp ? d(mp) : a[1], Ops.Compare.EQ);
    });
    t.defineAttr("__hash__", PyNone.NONE);
  }
}
