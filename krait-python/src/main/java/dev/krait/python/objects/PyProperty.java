/*
 * property(fget, fset, fdel, doc) with the .setter/.deleter/.getter decorators.
 */
package dev.krait.python.objects;

/** {@code property}: a data descriptor calling Python accessors. */
public final class PyProperty extends PyObject implements Descriptor {
  public static final PyType TYPE = PyType.builtin("property", PyType.OBJECT, PyProperty::install);

  private final PyObject fget;
  private final PyObject fset;
  private final PyObject fdel;
  private final PyObject doc;
  private String name;

  public PyProperty(PyObject fget, PyObject fset, PyObject fdel, PyObject doc) {
    this.fget = fget;
    this.fset = fset;
    this.fdel = fdel;
    PyObject d = doc;
    if ((d == null || d == PyNone.NONE) && fget != PyNone.NONE) {
      d = Ops.getattrOrNull(fget, "__doc__", PyNone.NONE);
    }
    this.doc = d == null ? PyNone.NONE : d;
    if (fget != PyNone.NONE) {
      PyObject n = Ops.getattrOrNull(fget, "__name__", null);
      name = n instanceof PyStr s ? s.value() : null;
    }
  }

  @Override
  public PyType type() {
    return TYPE;
  }

  @Override
  public boolean isData() {
    return true;
  }

  @Override
  public PyObject get(PyObject instance, PyType owner) {
    if (instance == null) {
      return this;
    }
    if (fget == PyNone.NONE) {
      throw Errors.attributeError(name == null ? "unreadable attribute"
          : "property '" + name + "' of '" + instance.type().name() + "' object has no getter");
    }
    return fget.call(new PyObject[] {instance}, null);
  }

  @Override
  public void set(PyObject instance, PyObject value) {
    if (fset == PyNone.NONE) {
      throw Errors.attributeError(name == null ? "can't set attribute"
          : "property '" + name + "' of '" + instance.type().name() + "' object has no setter");
    }
    fset.call(new PyObject[] {instance, value}, null);
  }

  @Override
  public void delete(PyObject instance) {
    if (fdel == PyNone.NONE) {
      throw Errors.attributeError(name == null ? "can't delete attribute"
          : "property '" + name + "' of '" + instance.type().name() + "' object has no deleter");
    }
    fdel.call(new PyObject[] {instance}, null);
  }

  private static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      PyObject[] p = Args.bind("property", a, k, 1, new String[] {"fget", "fset", "fdel", "doc"}, 0);
      return new PyProperty(orNone(p[0]), orNone(p[1]), orNone(p[2]), orNone(p[3]));
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineGetter("fget", o -> ((PyProperty) o).fget);
    t.defineGetter("fset", o -> ((PyProperty) o).fset);
    t.defineGetter("fdel", o -> ((PyProperty) o).fdel);
    t.defineGetter("__doc__", o -> ((PyProperty) o).doc);
    t.defineMethod("getter", (a, k) -> {
      PyProperty p = (PyProperty) a[0];
      return new PyProperty(a[1], p.fset, p.fdel, p.doc);
    });
    t.defineMethod("setter", (a, k) -> {
      PyProperty p = (PyProperty) a[0];
      return new PyProperty(p.fget, a[1], p.fdel, p.doc);
    });
    t.defineMethod("deleter", (a, k) -> {
      PyProperty p = (PyProperty) a[0];
      return new PyProperty(p.fget, p.fset, a[1], p.doc);
    });
    t.defineMethod("__get__", (a, k) -> ((PyProperty) a[0]).get(a[1] == PyNone.NONE ? null : a[1],
        a.length > 2 && a[2] instanceof PyType pt ? pt : null));
    t.defineMethod("__set__", (a, k) -> {
      ((PyProperty) a[0]).set(a[1], a[2]);
      return PyNone.NONE;
    });
    t.defineMethod("__set_name__", (a, k) -> {
      PyProperty p = (PyProperty) a[0];
      if (a[2] instanceof PyStr s) {
        p.name = s.value();
      }
      return PyNone.NONE;
    });
  }

  private static PyObject orNone(PyObject o) {
    return o == null ? PyNone.NONE : o;
  }

  @Override
  public void forEachReference(ReferenceVisitor v) {
    super.forEachReference(v);
    v.visit(fget);
    v.visit(fset);
    v.visit(fdel);
    v.visit(doc);
  }
}
