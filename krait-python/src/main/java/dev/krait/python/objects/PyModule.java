/*
 * A module object: a name and a dict. Each execution gets its own module objects, so one cell
 * cannot change a module another cell sees.
 */
package dev.krait.python.objects;

/** {@code module}. */
public final class PyModule extends PyObject {
  public static final PyType TYPE = PyType.builtin("module", PyType.OBJECT, PyModule::install);

  private final String name;
  private final PyDict dict;

  public PyModule(String name) {
    this(name, new PyDict());
  }

  public PyModule(String name, PyDict dict) {
    this.name = name;
    this.dict = dict;
    dict.setItem(PyStr.of("__name__"), PyStr.of(name));
  }

  /**
   * A module over {@code dict} as it is, which must already hold {@code __name__}: for a copy of
   * a module template, which a write would stop sharing its arrays.
   */
  public static PyModule withDict(String name, PyDict dict) {
    return new PyModule(dict, name);
  }

  private PyModule(PyDict dict, String name) {
    this.name = name;
    this.dict = dict;
  }

  public String name() {
    return name;
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public PyDict instanceDict() {
    return dict;
  }

  /** Convenience for stdlib modules written in Java. */
  public void put(String attr, PyObject value) {
    dict.setItem(PyStr.of(attr), value);
  }

  /** Defines a module-level function. */
  public void def(String attr, BuiltinBody body) {
    put(attr, PyBuiltinFunction.function(attr, body));
  }

  private static void install(PyType t) {
    t.defineMethod("__repr__", (a, k) -> PyStr.of("<module '" + ((PyModule) a[0]).name + "'>"));
    // PEP 562: a module's own __getattr__ function is consulted for a missing attribute
    t.defineMethod("__getattr__", (a, k) -> {
      Args.exact("__getattr__", a, k, 2);
      PyModule m = (PyModule) a[0];
      PyObject hook = m.dict.getItemOrNull(PyStr.of("__getattr__"));
      if (hook != null) {
        return Ops.call(hook, a[1]);
      }
      throw Errors.noAttribute(m, Ops.str(a[1]));
    });
  }
}
