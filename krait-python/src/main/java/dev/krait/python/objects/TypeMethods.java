/*
 * The attributes of `type`, the metaclass of every class: class creation (type(name, bases,
 * ns) and metaclass __new__), instantiation, and the introspection attributes models use
 * (__name__, __mro__, __bases__...). Deliberately absent: __subclasses__ (a sandbox escape
 * route in CPython).
 */
package dev.krait.python.objects;

import java.util.LinkedHashMap;
import java.util.Map;

/** Installs {@code type}'s methods. */
final class TypeMethods {
  private TypeMethods() {}

  static void install(PyType t) {
    t.markBaseType();
    t.defineStaticMethod("__new__", (a, k) -> {
      if (a.length == 2 && a[0] == PyType.TYPE && Args.kwCount(k) == 0) {
        return a[1].type();
      }
      int npos = Args.posCount(a, k);
      if (npos != 4) {
        throw Errors.typeError("type() takes 1 or 3 arguments");
      }
      PyType meta = (PyType) a[0];
      String name = Ops.strValue(a[1], "type.__new__() argument 1 must be str, not " + a[1].type().name());
      if (!(a[2] instanceof PyTuple basesTuple)) {
        throw Errors.typeError("type.__new__() argument 2 must be tuple, not " + a[2].type().name());
      }
      if (!(a[3] instanceof PyDict ns)) {
        throw Errors.typeError("type.__new__() argument 3 must be dict, not " + a[3].type().name());
      }
      PyType[] bases = new PyType[basesTuple.size()];
      for (int i = 0; i < bases.length; i++) {
        if (!(basesTuple.get(i) instanceof PyType b)) {
          throw Errors.typeError("bases must be types");
        }
        bases[i] = b;
      }
      Map<String, PyObject> namespace = new LinkedHashMap<>();
      for (PyObject key : ns.keys()) {
        namespace.put(Ops.strValue(key, "class namespace keys must be strings"), ns.getItemOrNull(key));
      }
      PyType cls = PyType.newClass(meta, name, bases, namespace);
      callSetName(cls);
      callInitSubclass(cls, a, k);
      return cls;
    });
    t.defineMethod("__init__", (a, k) -> PyNone.NONE);
    t.defineMethod("__call__", (a, k) -> {
      PyObject[] rest = new PyObject[a.length - 1];
      System.arraycopy(a, 1, rest, 0, rest.length);
      return ((PyType) a[0]).instantiate(rest, k);
    });
    t.defineMethod("__repr__", (a, k) -> PyStr.of(((PyType) a[0]).repr()));
    t.defineProperty("__name__", o -> PyStr.of(((PyType) o).isBuiltin() ? ((PyType) o).qualname() : ((PyType) o).name()), (o, v) -> ((PyType) o).setAttribute(
        "__name__", v));
    t.defineProperty("__qualname__", o -> PyStr.of(((PyType) o).qualname()), (o, v) -> ((PyType) o)
        .setAttribute("__qualname__", v));
    t.defineProperty("__module__", o -> {
      PyType type = (PyType) o;
      PyObject m = type.isBuiltin() ? null : type.ownAttribute("__module__");
      return m != null ? m : PyStr.of(type.module());
    }, (o, v) -> ((PyType) o).setAttribute("__module__", v));
    t.defineGetter("__bases__", o -> PyTuple.of((PyObject[]) ((PyType) o).bases()));
    t.defineGetter("__base__", o -> {
      PyType[] bases = ((PyType) o).bases();
      return bases.length == 0 ? PyNone.NONE : bases[0];
    });
    t.defineGetter("__mro__", o -> PyTuple.of((PyObject[]) ((PyType) o).mro()));
    t.defineGetter("__dict__", o -> {
      PyDict d = new PyDict();
      for (Map.Entry<String, PyObject> e : ((PyType) o).dict().entrySet()) {
        d.setItem(PyStr.of(e.getKey()), e.getValue());
      }
      return new PyMappingProxy(d);
    });
    t.defineGetter("__doc__", o -> {
      PyObject d = ((PyType) o).lookup("__doc__");
      return d == null ? PyNone.NONE : d;
    });
    t.defineClassMethod("__class_getitem__", (a, k) -> new PyGenericAlias((PyType) a[0], a[1]));
    t.defineMethod("mro", (a, k) -> {
      PyList l = new PyList();
      for (PyType c : ((PyType) a[0]).mroArray()) {
        l.append(c);
      }
      return l;
    });
    t.defineMethod("__instancecheck__", (a, k) -> PyBool.of(a[1].type().isSubtypeOf((PyType) a[0])));
    t.defineMethod("__subclasscheck__", (a, k) -> {
      if (!(a[1] instanceof PyType sub)) {
        throw Errors.typeError("issubclass() arg 1 must be a class");
      }
      return PyBool.of(sub.isSubtypeOf((PyType) a[0]));
    });
    t.defineClassMethod("__prepare__", (a, k) -> new PyDict());
    t.defineMethod("__or__", (a, k) -> PyUnionType.union(a[0], a[1]));
    t.defineMethod("__ror__", (a, k) -> PyUnionType.union(a[1], a[0]));
  }

  /** PEP 487: {@code __set_name__} on every attribute that defines it. */
  private static void callSetName(PyType cls) {
    for (Map.Entry<String, PyObject> e : new LinkedHashMap<>(cls.dict()).entrySet()) {
      PyObject value = e.getValue();
      PyObject setName = value.type().lookup("__set_name__");
      if (setName != null) {
        Ops.callMethodDescriptor(setName, value, new PyObject[] {cls, PyStr.of(e.getKey())}, null);
      }
    }
  }

  /** PEP 487: the parent's {@code __init_subclass__} with the class keywords (minus metaclass). */
  private static void callInitSubclass(PyType cls, PyObject[] a, String[] k) {
    PyType[] mro = cls.mroArray();
    PyObject hook = null;
    PyType owner = null;
    for (int i = 1; i < mro.length; i++) {
      PyObject v = mro[i].ownAttribute("__init_subclass__");
      if (v != null) {
        hook = v;
        owner = mro[i];
        break;
      }
    }
    if (hook == null) {
      return;
    }
    int nkw = Args.kwCount(k);
    PyObject[] kwValues = new PyObject[nkw];
    System.arraycopy(a, a.length - nkw, kwValues, 0, nkw);
    PyObject bound = Ops.bindDescriptor(hook, null, cls);
    bound.call(kwValues, k);
  }
}
